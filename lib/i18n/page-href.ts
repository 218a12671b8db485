import { localizeUrl } from './hrefs';
import type { Locale } from './locales';
import { routeTable, type StaticPathname } from './routes';

/**
 * The site path of a page of the route table in a locale. German is a fallback: a page German
 * does not offer is linked with its English path (the proxy would redirect there anyway).
 */
export function pageHref(locale: Locale, pathname: StaticPathname): string {
  const row = routeTable[pathname];
  if (locale === 'de' && !row.de) return pathname;
  return localizeUrl(locale, locale === 'tr' ? row.tr : pathname);
}
