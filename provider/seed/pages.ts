import type { Locale } from '../types';

/**
 * docs/product.md §2 route table: every page, its English and Turkish path and whether German
 * offers it.
 */
export const PAGE_TABLE = [
  { key: 'home', en: '/', tr: '/', de: false, header: 'andy-show' },
  { key: 'about-us', en: '/about-us', tr: '/hakkimizda', de: false, header: 'about-us' },
  { key: 'our-offers', en: '/our-offers', tr: '/tekliflerimiz', de: false, header: 'our-offers' },
  { key: 'gastronomy', en: '/gastronomy', tr: '/gastronomi', de: false, header: 'gastronomy' },
  { key: 'contact-us', en: '/contact-us', tr: '/bize-ulasin', de: false, header: 'contact-us' },
  { key: 'the-sin', en: '/the-sin', tr: '/the-sin', de: false, header: 'the-sin' },
  { key: 'andy-show', en: '/andy-show', tr: '/andy-show', de: false, header: 'andy-show' },
  {
    key: 'faq',
    en: '/frequently-asked-questions',
    tr: '/sik-sorulan-sorular',
    de: false,
    header: 'faq',
  },
  {
    key: 'legal-notices',
    en: '/legal-notices',
    tr: '/legal-notices-tr',
    de: false,
    header: 'legal',
  },
  { key: 'cookies', en: '/cookies', tr: '/cerezler', de: false, header: 'legal' },
  { key: 'privacy', en: '/privacy', tr: '/privacyTr', de: false, header: 'legal' },
  { key: 'venue', en: '/venue', tr: '/mekan', de: false, header: 'venue' },
  { key: 'corporate', en: '/corporate', tr: '/kurumsal', de: false, header: 'corporate' },
  {
    key: 'proposal-request',
    en: '/proposal-request',
    tr: '/teklif-al',
    de: true,
    header: 'proposal-request',
  },
  {
    key: 'events-concerts',
    en: '/events-concerts',
    tr: '/etkinlikler-konserler',
    de: false,
    header: 'events',
  },
  {
    key: 'recruitments',
    en: '/recruitments',
    tr: '/ise-alimlar',
    de: false,
    header: 'recruitments',
  },
  { key: 'backstage', en: '/backstage', tr: '/sahne-arkasi', de: false, header: 'backstage' },
  {
    key: 'event-solutions',
    en: '/event-solutions',
    tr: '/organizasyon-cozumleri',
    de: true,
    header: 'event-solutions',
  },
  { key: 'thank-you', en: '/thank-you', tr: '/tesekkurler', de: true, header: 'thank-you' },
  { key: 'customize', en: '/customize', tr: '/customize', de: true, header: 'customize' },
  { key: 'schedule', en: '/schedule', tr: '/schedule', de: true, header: 'schedule' },
  { key: 'nightClub', en: '/nightClub', tr: '/nightClub', de: true, header: 'the-sin' },
  {
    key: 'gastronomyBackUp',
    en: '/gastronomyBackUp',
    tr: '/gastronomyBackUp',
    de: true,
    header: 'gastronomy',
  },
] as const;

export type PageDef = (typeof PAGE_TABLE)[number];
export type PageKey = PageDef['key'];
export type GermanPageKey = Extract<PageDef, { de: true }>['key'];

/** The page's url in a language, or null when that language does not offer it. */
export function pageUrl(def: PageDef, lang: Locale): string | null {
  if (lang === 'tr') return def.tr;
  if (lang === 'de' && !def.de) return null;
  return def.en;
}

/** Site path of a page including the locale prefix, for links inside editor HTML. */
export function sitePath(key: PageKey, lang: Locale): string {
  const def = PAGE_TABLE.find((page) => page.key === key);
  const url = def ? (pageUrl(def, lang) ?? def.en) : '/';
  if (lang === 'en' || (lang === 'de' && !def?.de)) return url;
  return url === '/' ? `/${lang}` : `/${lang}${url}`;
}

/** Unprefixed url for menus: German menus link pages German lacks with their English path. */
export function menuUrl(key: PageKey, lang: Locale): string {
  const def = PAGE_TABLE.find((page) => page.key === key);
  return def ? (pageUrl(def, lang) ?? def.en) : '/';
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
