import { isLocale } from '@/lib/i18n/locales';
import { SEED_SETTINGS } from '@/provider/seed/settings';

/**
 * The venue's brand constants (docs/product.md §9), and the default contact facts used when the
 * provider offers none (`GET /v1/settings` is optional: docs/provider-contract.md). Pages read the
 * facts through `getSiteFacts` (lib/provider/settings.ts), never from here directly.
 */
export const site = {
  name: 'Andy Show',
  club: 'The Sin',
  group: 'Aurora Hotels Group',
  groupUrl: 'https://aurorahotels.example',
  // Read literally (no zod) so client components can import this file cheaply; lib/env.ts validates it.
  bookingUrl: process.env.NEXT_PUBLIC_BOOKING_URL || 'https://booking.andyshow.example',
} as const;

/** What the site needs of a settings document (docs/provider-contract.md, `GET /v1/settings`). */
export type FactsSource = {
  phone: string;
  email: string;
  messengers: { whatsapp: string | null; telegram: string | null };
  social: SiteFacts['social'];
  address: SiteFacts['address'];
  geo: SiteFacts['geo'];
  mapUrl: string | null;
  openingHours: OpeningHours[];
};

export type OpeningHours = { key: string; opens: string; closes: string; label: string };

/** The contact facts as the site renders them, in one language. */
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
  openingHours: OpeningHours[];
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

/** The contact facts of a settings document (`GET /v1/settings`), localised, as the site renders them. */
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
    openingHours: settings.openingHours,
  };
}

/**
 * The facts shown when the provider has no settings resource (or fails before ever giving one): the
 * embedded provider's seed, so both start out the same.
 */
export function defaultSiteFacts(locale: string): SiteFacts {
  return factsFromSettings({
    ...SEED_SETTINGS,
    openingHours: SEED_SETTINGS.openingHours.map(({ label, ...rest }) => ({
      ...rest,
      label: (isLocale(locale) ? label[locale] : undefined) ?? label.en ?? '',
    })),
  });
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
    if (url.hostname.endsWith('wa.me') && /^\d+$/.test(last)) return `+${last}`;
    if (url.hostname.endsWith('t.me') && last) return `@${last}`;
    return url.hostname.replace(/^www\./, '') + url.pathname.replace(/\/$/, '');
  } catch {
    return href;
  }
}
