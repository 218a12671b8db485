import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, type Locale } from './locales';
import { EVENT_DETAIL, spelling, staticPathnames, type AppPathname } from './routes';

/** Every route of the table with its spelling in each language. */
const pathnames = Object.fromEntries(
  [...staticPathnames, EVENT_DETAIL].map((pathname) => [
    pathname,
    Object.fromEntries(locales.map((locale) => [locale, spelling(pathname, locale)])),
  ]),
) as Record<AppPathname, Record<Locale, string>>;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection and the i18n_redirected cookie are handled in proxy.ts (root-only detection,
  // docs/product.md §2).
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames,
});
