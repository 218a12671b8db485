import type { Locale } from '@/lib/i18n/locales';
import { EVENT_DETAIL, type AppPathname } from '@/lib/i18n/routes';
import { addressLines, messengerHandle, type FactsSource, type SiteFacts } from '@/lib/site';
import { formatClock, formatHoursSpan } from './format';

/**
 * The venue facts an editor sets in the workspace (docs/provider-contract.md, settings), each with
 * the names that stand for it: ICU arguments in `messages/*.json` and `{name}` tokens in editor copy
 * use the same names, so one vocabulary covers both.
 */
export const venueFactNames = {
  phone: ['phone'],
  email: ['email'],
  whatsapp: ['whatsapp'],
  telegram: ['telegram'],
  address: ['address'],
  doors: ['doorsOpen'],
  dinner: ['dinnerHours', 'dinnerOpens', 'dinnerCloses'],
  show: ['showHours', 'showOpens', 'showCloses'],
  club: ['clubHours', 'clubOpens', 'clubCloses'],
  lobsterClub: ['lobsterClubHours', 'lobsterClubOpens', 'lobsterClubCloses'],
} as const;

export type VenueFact = keyof typeof venueFactNames;
export type FactName = (typeof venueFactNames)[VenueFact][number];

export const venueFactKeys = Object.keys(venueFactNames) as VenueFact[];
export const factNames = Object.values(venueFactNames).flat() as FactName[];

/** Every page: the header and the footer show it. */
export const EVERY_PAGE = '*';
export type FactPlace = AppPathname | typeof EVERY_PAGE;

/**
 * Where the site's own parts (messages, components, JSON-LD) show each fact. Editor copy that names
 * a fact adds its page to this (the workspace finds those in the content); e2e/venue-facts.spec.ts
 * walks every route and fails when this list and the rendered pages disagree.
 */
// Every part of the evening: the home page (and its JSON-LD), the contact page's hours, the FAQ.
const evening: FactPlace[] = ['/', '/contact-us', '/frequently-asked-questions'];
// Doors, dinner, show and club: also the offers, the show's timeline and the schedule.
const night: FactPlace[] = [...evening, '/our-offers', '/andy-show', '/schedule'];
const gastronomy: FactPlace[] = ['/gastronomy', '/gastronomyBackUp'];

export const factPlaces: Record<VenueFact, readonly FactPlace[]> = {
  phone: [EVERY_PAGE],
  email: [EVERY_PAGE],
  whatsapp: [EVERY_PAGE],
  telegram: [EVERY_PAGE],
  address: ['/', '/contact-us', '/venue', EVENT_DETAIL],
  doors: [...night, '/venue', '/recruitments'],
  dinner: [...night, ...gastronomy, '/about-us'],
  show: [...night, ...gastronomy, '/about-us', '/backstage'],
  club: [
    ...night,
    '/the-sin',
    '/nightClub',
    '/venue',
    '/about-us',
    '/recruitments',
    '/event-solutions',
    '/customize',
  ],
  lobsterClub: [...evening, ...gastronomy, '/venue'],
};

/** The fact a name stands for (`clubOpens` → `club`). */
export function factOfName(name: string): VenueFact | undefined {
  return venueFactKeys.find((fact) => (venueFactNames[fact] as readonly string[]).includes(name));
}

/**
 * Every fact name with its value as `locale` writes it: times through the locale table
 * (lib/content/format.ts), messengers as their number or @name, the address on one line.
 */
export function factValues(locale: Locale, facts: SiteFacts): Record<FactName, string> {
  const { hours } = facts;
  const clock = (time: string) => formatClock(locale, time);
  const span = (part: keyof Omit<typeof hours, 'doors'>, prefix: string) => ({
    [`${prefix}Hours`]: formatHoursSpan(locale, hours[part]),
    [`${prefix}Opens`]: clock(hours[part].opens),
    [`${prefix}Closes`]: clock(hours[part].closes),
  });
  return {
    phone: facts.phone,
    email: facts.email,
    whatsapp: facts.whatsappHref ? messengerHandle(facts.whatsappHref) : '',
    telegram: facts.telegramHref ? messengerHandle(facts.telegramHref) : '',
    address: addressLines(facts.address, locale).join(', '),
    doorsOpen: clock(hours.doors),
    ...span('dinner', 'dinner'),
    ...span('show', 'show'),
    ...span('club', 'club'),
    ...span('lobsterClub', 'lobsterClub'),
  } as Record<FactName, string>;
}

/** The link a fact's name becomes in editor HTML (a phone dials, an e-mail writes, a messenger opens). */
export function factLinks(facts: SiteFacts): Partial<Record<FactName, string>> {
  return {
    phone: facts.phoneHref,
    email: facts.mailHref,
    ...(facts.whatsappHref ? { whatsapp: facts.whatsappHref } : {}),
    ...(facts.telegramHref ? { telegram: facts.telegramHref } : {}),
  };
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Literal copies of the facts in a text, the defaults' values (lib/site.ts): a time of the evening
 * (19:30, or 19.30), the phone or a messenger's number in any spacing, the e-mail, the Telegram
 * name, the street. A message or the seed's copy names the fact instead (`{clubOpens}`); the copy
 * tests fail on what this finds. `times: false` for an event's copy, whose times are its own.
 */
export function factLiterals(
  text: string,
  facts: FactsSource,
  { times: withTimes = true } = {},
): string[] {
  const { hours } = facts;
  const times = new Set(
    [hours.doors, hours.dinner, hours.show, hours.club, hours.lobsterClub].flatMap((part) =>
      typeof part === 'string' ? [part] : [part.opens, part.closes],
    ),
  );
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\d:.,])(\d{1,2})[:.](\d{2})(?![\d:])/g)) {
    if (withTimes && times.has(`${match[1]!.padStart(2, '0')}:${match[2]}`)) found.push(match[0]);
  }
  // The last ten digits: the same number with or without the country code or a leading 0.
  const numbers = [facts.phone, facts.messengers.whatsapp ?? '']
    .map((number) => digits(number).slice(-10))
    .filter((number) => number.length === 10);
  for (const match of text.matchAll(/\+?\d[\d\s().\u00a0-]{6,}\d/g)) {
    if (numbers.includes(digits(match[0]).slice(-10))) found.push(match[0]);
  }
  const telegram = facts.messengers.telegram?.split('/').filter(Boolean).pop();
  for (const literal of [facts.email, facts.address.street, telegram]) {
    if (literal && text.toLowerCase().includes(literal.toLowerCase())) found.push(literal);
  }
  return found;
}
