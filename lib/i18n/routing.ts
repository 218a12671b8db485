import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { EVENT_DETAIL, routeTable, staticPathnames, type StaticPathname } from './routes';

type Localized = { en: string; tr: string; ru: string; de: string };

const pathnames = Object.fromEntries([
  ...staticPathnames.map((key: StaticPathname) => [
    key,
    { en: key, tr: routeTable[key].tr, ru: key, de: key } satisfies Localized,
  ]),
  [
    EVENT_DETAIL,
    {
      en: EVENT_DETAIL,
      tr: '/etkinlikler-konserler/[slug]',
      ru: EVENT_DETAIL,
      de: EVENT_DETAIL,
    } satisfies Localized,
  ],
]) as Record<StaticPathname | typeof EVENT_DETAIL, Localized>;

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
