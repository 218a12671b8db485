import { defaultLocale, isLocale, type Locale } from './locales';
import { eventHref, localeRoot } from './navigation';
import { isGermanPath } from './routes';

export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}

/**
 * A provider url (unprefixed, already spelled in the page's language: menus, breadcrumbs, editor
 * copy) as a site path for that locale. Routes of the site's own are linked with `href`
 * (navigation.ts). German is a fallback: a path German lacks is linked where the proxy would
 * redirect it, without `/de` (docs/product.md §1), so no link costs a redirect.
 */
export function localizeUrl(locale: Locale, url: string): string {
  if (isExternalUrl(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  const german = isGermanPath(path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'));
  const root = localeRoot(locale === 'de' && !german ? defaultLocale : locale);
  if (root === '/') return path;
  return path === '/' ? root : `${root}${path}`;
}

export type Alternate = { locale: Locale; href: string };

/** Alternate-language paths from a page's or event's hrefLangs (unknown locales ignored). */
export function alternatesFromHrefLangs(
  hrefLangs: ReadonlyArray<{ locale: string; url?: string | null; slug?: string | null }>,
): Alternate[] {
  const seen = new Set<Locale>();
  const out: Alternate[] = [];
  for (const entry of hrefLangs) {
    if (!isLocale(entry.locale) || seen.has(entry.locale)) continue;
    const href = entry.slug
      ? eventHref(entry.locale, entry.slug)
      : entry.url
        ? localizeUrl(entry.locale, entry.url)
        : null;
    if (!href) continue;
    seen.add(entry.locale);
    out.push({ locale: entry.locale, href });
  }
  return out;
}
