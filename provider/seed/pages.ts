import { href } from '../../lib/i18n/navigation';
import {
  linkLocale,
  offeredLocales,
  routeTable,
  spelling,
  type StaticPathname,
} from '../../lib/i18n/routes';
import type { Locale } from '../types';

/**
 * Every page of the site's route table (lib/i18n/routes.ts, docs/product.md §2) with the seed's
 * name for it and the picture of its header.
 */
export const PAGE_TABLE = [
  { key: 'home', route: '/', header: 'andy-show' },
  { key: 'about-us', route: '/about-us', header: 'about-us' },
  { key: 'our-offers', route: '/our-offers', header: 'our-offers' },
  { key: 'gastronomy', route: '/gastronomy', header: 'gastronomy' },
  { key: 'contact-us', route: '/contact-us', header: 'contact-us' },
  { key: 'the-sin', route: '/the-sin', header: 'the-sin' },
  { key: 'andy-show', route: '/andy-show', header: 'andy-show' },
  { key: 'faq', route: '/frequently-asked-questions', header: 'faq' },
  { key: 'legal-notices', route: '/legal-notices', header: 'legal' },
  { key: 'cookies', route: '/cookies', header: 'legal' },
  { key: 'privacy', route: '/privacy', header: 'legal' },
  { key: 'venue', route: '/venue', header: 'venue' },
  { key: 'corporate', route: '/corporate', header: 'corporate' },
  { key: 'proposal-request', route: '/proposal-request', header: 'proposal-request' },
  { key: 'events-concerts', route: '/events-concerts', header: 'events' },
  { key: 'recruitments', route: '/recruitments', header: 'recruitments' },
  { key: 'backstage', route: '/backstage', header: 'backstage' },
  { key: 'event-solutions', route: '/event-solutions', header: 'event-solutions' },
  { key: 'thank-you', route: '/thank-you', header: 'thank-you' },
  { key: 'customize', route: '/customize', header: 'customize' },
  { key: 'schedule', route: '/schedule', header: 'schedule' },
  { key: 'nightClub', route: '/nightClub', header: 'the-sin' },
  { key: 'gastronomyBackUp', route: '/gastronomyBackUp', header: 'gastronomy' },
] as const satisfies ReadonlyArray<{ key: string; route: StaticPathname; header: string }>;

export type PageDef = (typeof PAGE_TABLE)[number];
export type PageKey = PageDef['key'];
type GermanRoute = {
  [K in StaticPathname]: (typeof routeTable)[K]['de'] extends true ? K : never;
}[StaticPathname];
type GermanPageDef = Extract<PageDef, { route: GermanRoute }>;
export type GermanPageKey = GermanPageDef['key'];

/** Whether German offers the page (docs/product.md §2). */
export function isGermanPage(def: PageDef): def is GermanPageDef {
  return offeredLocales(def.route).includes('de');
}

const defOf = (key: PageKey): PageDef => PAGE_TABLE.find((page) => page.key === key)!;

/** The page's url in a language, or null when that language does not offer it. */
export function pageUrl(def: PageDef, lang: Locale): string | null {
  return offeredLocales(def.route).includes(lang) ? spelling(def.route, lang) : null;
}

/** Site path of a page including the locale prefix, for links inside editor HTML. */
export function sitePath(key: PageKey, lang: Locale): string {
  return href(lang, defOf(key).route);
}

/** Unprefixed url for menus: German menus link pages German lacks with their English path. */
export function menuUrl(key: PageKey, lang: Locale): string {
  const { route } = defOf(key);
  return spelling(route, linkLocale(lang, route));
}

export const GALLERIES: Partial<Record<PageKey, string[]>> = {
  'andy-show': ['show-1', 'show-2', 'show-3', 'show-4'],
  gastronomy: ['gastronomy-1', 'gastronomy-2', 'gastronomy-3', 'gastronomy-4'],
  'the-sin': ['club-1', 'club-2', 'club-3', 'club-4'],
  venue: ['venue-1', 'venue-2', 'venue-3', 'venue-4'],
  corporate: ['corporate-1', 'corporate-2', 'corporate-3', 'corporate-4'],
  backstage: ['backstage-1', 'backstage-2', 'backstage-3', 'backstage-4'],
  'event-solutions': ['corporate-2', 'venue-2', 'show-3', 'gastronomy-3'],
  'about-us': ['show-1', 'venue-1', 'gastronomy-2', 'club-2'],
  nightClub: ['club-1', 'club-3', 'club-4'],
  gastronomyBackUp: ['gastronomy-1', 'gastronomy-3', 'gastronomy-4'],
};
