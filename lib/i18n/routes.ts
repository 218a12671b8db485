import { defaultLocale, isLocale, locales, type Locale } from './locales';

/**
 * The route table of docs/product.md §2, the one home of the site's paths: each page's internal
 * (English) path, its Turkish spelling, and whether the German fallback offers it. Russian and
 * German use the English spelling. `query`: the page reads its query string (lib/server/page-url.ts
 * reads it as the page does; Next renders it per request). next-intl's routing (routing.ts) and every
 * link and redirect (navigation.ts) derive from it.
 */
export const routeTable = {
  '/': { tr: '/', de: false },
  '/about-us': { tr: '/hakkimizda', de: false },
  '/our-offers': { tr: '/tekliflerimiz', de: false },
  '/gastronomy': { tr: '/gastronomi', de: false },
  '/contact-us': { tr: '/bize-ulasin', de: false },
  '/the-sin': { tr: '/the-sin', de: false },
  '/andy-show': { tr: '/andy-show', de: false },
  '/frequently-asked-questions': { tr: '/sik-sorulan-sorular', de: false },
  '/legal-notices': { tr: '/legal-notices-tr', de: false },
  '/cookies': { tr: '/cerezler', de: false },
  '/privacy': { tr: '/privacyTr', de: false },
  '/venue': { tr: '/mekan', de: false },
  '/corporate': { tr: '/kurumsal', de: false },
  '/proposal-request': { tr: '/teklif-al', de: true },
  '/events-concerts': { tr: '/etkinlikler-konserler', de: false, query: true },
  '/recruitments': { tr: '/ise-alimlar', de: false },
  '/backstage': { tr: '/sahne-arkasi', de: false },
  '/event-solutions': { tr: '/organizasyon-cozumleri', de: true },
  '/thank-you': { tr: '/tesekkurler', de: true },
  '/customize': { tr: '/customize', de: true },
  '/schedule': { tr: '/schedule', de: true, query: true },
  '/nightClub': { tr: '/nightClub', de: true },
  '/gastronomyBackUp': { tr: '/gastronomyBackUp', de: true },
} as const;

export type StaticPathname = keyof typeof routeTable;
export const staticPathnames = Object.keys(routeTable) as StaticPathname[];

/** The pages that read their query string. */
export type QueryPathname = {
  [K in StaticPathname]: (typeof routeTable)[K] extends { query: true } ? K : never;
}[StaticPathname];

const EVENTS_LIST = '/events-concerts' satisfies StaticPathname;
/** An event's page: below the events list in every language; German has it per event. */
export const EVENT_DETAIL = `${EVENTS_LIST}/[slug]` as const;
export type AppPathname = StaticPathname | typeof EVENT_DETAIL;

/** How a language spells a route (its path without the language prefix). */
export function spelling(pathname: AppPathname, locale: Locale): string {
  if (locale !== 'tr') return pathname;
  return pathname === EVENT_DETAIL
    ? `${routeTable[EVENTS_LIST].tr}/[slug]`
    : routeTable[pathname].tr;
}

/** Whether the German fallback has the route (an event page is checked per slug by the page). */
export function offersGerman(pathname: AppPathname): boolean {
  return pathname === EVENT_DETAIL || routeTable[pathname].de;
}

/** The languages a route exists in. */
export function offeredLocales(pathname: AppPathname): Locale[] {
  return locales.filter((locale) => locale !== 'de' || offersGerman(pathname));
}

/**
 * The language a link to the route is shown in: German is a fallback, so a route German lacks is
 * linked in English, where the proxy would redirect it (docs/product.md §1).
 */
export function linkLocale(locale: Locale, pathname: AppPathname): Locale {
  return offeredLocales(pathname).includes(locale) ? locale : defaultLocale;
}

export type Route = { pathname: StaticPathname } | { pathname: typeof EVENT_DETAIL; slug: string };

/**
 * The route a language's path (without its prefix, as the language spells it) names, with an
 * event's slug as it stands in the path; null for a path the language does not have.
 */
export function routeOf(locale: Locale, path: string): Route | null {
  const [first, slug, ...more] = path.split('/').filter(Boolean);
  if (slug && more.length === 0 && `/${first}/[slug]` === spelling(EVENT_DETAIL, locale)) {
    return { pathname: EVENT_DETAIL, slug };
  }
  const pathname = staticPathnames.find((key) => spelling(key, locale) === path);
  return pathname && offeredLocales(pathname).includes(locale) ? { pathname } : null;
}

/**
 * The page a path names in any language's spelling (`/hakkimizda`: about us), for the German
 * fallback (docs/product.md §1); null for none. Event pages are left out: a slug is spelt per
 * language, and only the provider knows which event another language's slug names.
 */
export function pageNamed(path: string): StaticPathname | null {
  for (const locale of locales) {
    const route = routeOf(locale, path);
    if (route && route.pathname !== EVENT_DETAIL) return route.pathname;
  }
  return null;
}

/** German paths (without the /de prefix) that exist; events are checked per slug by the page. */
export function isGermanPath(path: string): boolean {
  return routeOf('de', path) !== null;
}

/**
 * The route an internal path names (`/{locale}/…`, as next-intl rewrites to and Next renders): a
 * page of the table in a language that offers it, or an event page (its slug is the page's to
 * check); null when Next has no such route.
 */
export function internalRouteOf(internalPath: string): Route | null {
  const [, locale, ...rest] = internalPath.split('/');
  if (!isLocale(locale)) return null;
  // Internal paths are spelt in English, whatever the language.
  const route = routeOf(defaultLocale, `/${rest.join('/')}`.replace(/(.)\/$/, '$1'));
  return route && offeredLocales(route.pathname).includes(locale) ? route : null;
}

/** Whether the route's page reads its query string. */
export function readsQuery(pathname: AppPathname): pathname is QueryPathname {
  return pathname !== EVENT_DETAIL && 'query' in routeTable[pathname];
}
