import { defaultLocale, isLocale, type Locale } from './locales';
import { isGermanPath } from './routes';

export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

export function isExternalUrl(url: string): boolean {
  return /^(https?:)?\/\//i.test(url) || /^(mailto|tel):/i.test(url);
}

/**
 * A provider url (unprefixed, in the page's language) as a site path for that locale. German is a
 * fallback: a path German lacks is linked where the proxy would redirect it, without `/de`
 * (docs/product.md §1), so no link costs a redirect.
 */
export function localizeUrl(locale: Locale, url: string): string {
  if (isExternalUrl(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  if (locale === 'de' && !isGermanPath(path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1'))) {
    return path;
  }
  const joined = `${localePrefix(locale)}${path === '/' ? '' : path}`;
  return joined || '/';
}

export function eventPath(locale: Locale, slug: string): string {
  const base = locale === 'tr' ? '/etkinlikler-konserler' : '/events-concerts';
  return `${localePrefix(locale)}${base}/${encodeURIComponent(slug)}`;
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
      ? eventPath(entry.locale, entry.slug)
      : entry.url
        ? localizeUrl(entry.locale, entry.url)
        : null;
    if (!href) continue;
    seen.add(entry.locale);
    out.push({ locale: entry.locale, href });
  }
  return out;
}
