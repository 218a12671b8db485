import { formatPhone } from '@/lib/content/format';

/**
 * The venue's brand constants (docs/product.md §9), and the default venue facts used when the
 * provider offers none (`GET /v1/settings` is optional: docs/provider-contract.md). Pages read the
 * facts through `getSiteFacts` (lib/provider/settings.ts), never from here directly.
 */
export const site = {
  name: 'Andy Show',
  club: 'The Sin',
  group: 'Aurora Hotels Group',
  groupUrl: 'https://aurorahotels.example',
} as const;

/** A part of the evening: `HH:MM` in the venue's time zone; a `closes` before `opens` runs past midnight. */
export type HoursSpan = { opens: string; closes: string };

/** The evening as docs/product.md §9 lists it: doors, dinner, show, the club and the Lobster Club. */
export type EveningHours = {
  doors: string;
  dinner: HoursSpan;
  show: HoursSpan;
  club: HoursSpan;
  lobsterClub: HoursSpan;
};

/** What the site needs of a settings document (docs/provider-contract.md, `GET /v1/settings`). */
export type FactsSource = {
  phone: string;
  email: string;
  messengers: { whatsapp: string | null; telegram: string | null };
  social: SiteFacts['social'];
  address: SiteFacts['address'];
  geo: SiteFacts['geo'];
  mapUrl: string | null;
  hours: EveningHours;
};

/**
 * The venue facts of a provider without settings (docs/provider-contract.md): the one home of the
 * defaults, which the embedded provider's seed starts from too. The phone numbers are in the Antalya
 * (0242) and Turkish mobile formats but invented; the domain and the social handles are placeholders.
 */
export const defaultFacts: FactsSource = {
  phone: '+90 242 310 40 40',
  email: 'info@andyshow.example',
  messengers: {
    whatsapp: 'https://wa.me/905324104040',
    telegram: 'https://t.me/andyshow_antalya',
  },
  social: {
    instagram: 'https://www.instagram.com/andyshow.antalya',
    facebook: 'https://www.facebook.com/andyshow.antalya',
    youtube: 'https://www.youtube.com/@andyshow.antalya',
  },
  address: {
    street: 'Lara Caddesi No. 404, Güzeloba',
    locality: 'Muratpaşa',
    region: 'Antalya',
    postalCode: '07230',
    country: 'TR',
  },
  geo: { latitude: 36.8621, longitude: 30.7723 },
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=36.8621,30.7723',
  hours: {
    doors: '19:30',
    dinner: { opens: '20:00', closes: '21:00' },
    show: { opens: '21:00', closes: '22:30' },
    club: { opens: '23:00', closes: '03:00' },
    lobsterClub: { opens: '19:00', closes: '24:00' },
  },
};

/** An opening-hours row of the settings before the evening had its own parts (docs/provider-contract.md). */
export type LegacyOpeningHours = { key: string; opens: string; closes: string };

/**
 * The evening of a settings document: each part it sends, else what a provider of the older shape
 * names in its labelled `openingHours` (`club`, `lobster-club`, `doors`, `dinner`; `show` was the
 * dinner show, dinner's start to the show's end), else the default.
 */
export function resolveHours(
  hours: Partial<EveningHours> | null | undefined,
  openingHours: readonly LegacyOpeningHours[] | null | undefined,
  fallback: EveningHours = defaultFacts.hours,
): EveningHours {
  const row = (key: string) => openingHours?.find((entry) => entry.key === key);
  const legacy = (key: string, current: HoursSpan): HoursSpan => {
    const found = row(key);
    return found ? { opens: found.opens, closes: found.closes } : current;
  };
  const dinnerShow = row('show');
  const dinner = legacy('dinner', fallback.dinner);
  return {
    doors: hours?.doors ?? row('doors')?.opens ?? fallback.doors,
    dinner: hours?.dinner ?? (dinnerShow ? { ...dinner, opens: dinnerShow.opens } : dinner),
    show:
      hours?.show ?? (dinnerShow ? { ...fallback.show, closes: dinnerShow.closes } : fallback.show),
    club: hours?.club ?? legacy('club', fallback.club),
    lobsterClub: hours?.lobsterClub ?? legacy('lobster-club', fallback.lobsterClub),
  };
}

/** The venue facts as the site renders them. */
export type SiteFacts = {
  phone: string;
  phoneHref: string;
  email: string;
  mailHref: string;
  whatsappHref: string | null;
  telegramHref: string | null;
  /** A map of the venue: the provider's map url, else a search for the coordinates or address. */
  mapHref: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  geo: { latitude: number; longitude: number } | null;
  social: { instagram: string | null; facebook: string | null; youtube: string | null };
  hours: EveningHours;
};

/** `tel:` link of a phone number written for people: its digits and a leading `+`. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** A map search for the venue when the provider names no map url. */
export function mapSearchUrl(facts: Pick<SiteFacts, 'address' | 'geo'>): string {
  const { geo, address } = facts;
  const query = geo
    ? `${geo.latitude},${geo.longitude}`
    : [address.street, address.postalCode, address.locality, address.region].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The venue facts of a settings document (`GET /v1/settings`) as the site renders them. */
export function factsFromSettings(settings: FactsSource): SiteFacts {
  const address = { ...settings.address, country: settings.address.country.toUpperCase() };
  return {
    phone: settings.phone,
    phoneHref: telHref(settings.phone),
    email: settings.email,
    mailHref: `mailto:${settings.email}`,
    whatsappHref: settings.messengers.whatsapp,
    telegramHref: settings.messengers.telegram,
    mapHref: settings.mapUrl ?? mapSearchUrl({ address, geo: settings.geo }),
    address,
    geo: settings.geo,
    social: settings.social,
    hours: settings.hours,
  };
}

/** The facts shown when the provider has no settings resource (or fails before ever giving one). */
export function defaultSiteFacts(): SiteFacts {
  return factsFromSettings(defaultFacts);
}

/** The postal address as printed: street, postcode with town and province, country in `locale`. */
export function addressLines(address: SiteFacts['address'], locale: string): string[] {
  let country = address.country;
  try {
    country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? country;
  } catch {
    // An unknown code is printed as it is.
  }
  return [
    address.street,
    `${address.postalCode} ${address.locality} / ${address.region}`.trim(),
    country,
  ];
}

/** What a messenger link shows: the number of a WhatsApp link, the @name of a Telegram one. */
export function messengerHandle(href: string): string {
  try {
    const url = new URL(href);
    const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
    // Grouped as the venue's own numbers are (+90 532 410 40 40).
    if (url.hostname.endsWith('wa.me') && /^\d+$/.test(last)) return formatPhone(`+${last}`);
    if (url.hostname.endsWith('t.me') && last) return `@${last}`;
    return url.hostname.replace(/^www\./, '') + url.pathname.replace(/\/$/, '');
  } catch {
    return href;
  }
}
