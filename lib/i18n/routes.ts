/**
 * The route table of docs/product.md §2: internal (English) path, Turkish spelling, and whether the
 * German fallback offers it. Russian and German use the English spelling.
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
  '/events-concerts': { tr: '/etkinlikler-konserler', de: false },
  '/recruitments': { tr: '/ise-alimlar', de: false },
  '/backstage': { tr: '/sahne-arkasi', de: false },
  '/event-solutions': { tr: '/organizasyon-cozumleri', de: true },
  '/thank-you': { tr: '/tesekkurler', de: true },
  '/customize': { tr: '/customize', de: true },
  '/schedule': { tr: '/schedule', de: true },
  '/nightClub': { tr: '/nightClub', de: true },
  '/gastronomyBackUp': { tr: '/gastronomyBackUp', de: true },
} as const;

export type StaticPathname = keyof typeof routeTable;
export const EVENT_DETAIL = '/events-concerts/[slug]';
export type AppPathname = StaticPathname | typeof EVENT_DETAIL;

export const staticPathnames = Object.keys(routeTable) as StaticPathname[];

/** German paths (without the /de prefix) that exist; events are checked per slug by the page. */
export function isGermanPath(path: string): boolean {
  if (/^\/events-concerts\/[^/]+$/.test(path)) return true;
  return staticPathnames.some((key) => routeTable[key].de && key === path);
}
