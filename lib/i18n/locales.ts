import { cookieLifetimes, lifetimeSeconds } from '@/lib/consent/lifetimes';

export const locales = ['en', 'tr', 'ru', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * The one locale table: `iso` is the Intl tag of every date, number and price on the site (and the
 * og:locale). English is British English (day-month order, 24-hour clock), as the venue's guests
 * are mostly European. `units` are the symbols Intl has no unit style for (square metres, pixels);
 * metres go through Intl's unit style.
 */
export type LocaleUnits = { squareMetre: string; pixel: string };

/**
 * How the language writes a price where its usage differs from CLDR's pattern (which formatPrice
 * follows otherwise): Turkish menus, price lists and prose put the currency after the amount and
 * write the lira TL (`1.500 TL`, `2.500 €`), so a suffix has a place (`1.500 TL’dir`); CLDR's
 * Turkish pattern is `₺1.500`.
 */
export type LocalePrices = { currencyAfter: true; symbols?: Partial<Record<string, string>> };

export const localeEntries: ReadonlyArray<{
  code: Locale;
  iso: string;
  name: string;
  units: LocaleUnits;
  prices?: LocalePrices;
}> = [
  { code: 'en', iso: 'en-GB', name: 'English', units: { squareMetre: 'm²', pixel: 'px' } },
  {
    code: 'tr',
    iso: 'tr-TR',
    name: 'Türkçe',
    units: { squareMetre: 'm²', pixel: 'px' },
    prices: { currencyAfter: true, symbols: { TRY: 'TL' } },
  },
  { code: 'ru', iso: 'ru-RU', name: 'Русский', units: { squareMetre: 'м²', pixel: 'пикс.' } },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', units: { squareMetre: 'm²', pixel: 'px' } },
];

/** The Intl tag of a site locale (en-GB, tr-TR, ru-RU, de-DE); unknown values fall back to en-GB. */
export function intlLocale(locale: string): string {
  return localeEntries.find((entry) => entry.code === locale)?.iso ?? 'en-GB';
}

/** The price convention of a site locale where it is not CLDR's (see localeEntries). */
export function localePrices(locale: Locale): LocalePrices | undefined {
  return localeEntries.find((entry) => entry.code === locale)?.prices;
}

/** The unit symbols of a site locale (see localeEntries). */
export function localeUnits(locale: Locale): LocaleUnits {
  return (localeEntries.find((entry) => entry.code === locale) ?? localeEntries[0]!).units;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language of a path: its prefix, else the default language (whose paths have none). */
export function localeOfPath(path: string): { locale: Locale; prefixed: boolean; rest: string } {
  const first = path.split('/')[1] ?? '';
  if (isLocale(first) && first !== defaultLocale) {
    const rest = path.slice(first.length + 1) || '/';
    return { locale: first, prefixed: true, rest };
  }
  return { locale: defaultLocale, prefixed: false, rest: path };
}

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = lifetimeSeconds(cookieLifetimes.language);
