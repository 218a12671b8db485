import type { MetadataRoute } from 'next';
import type { Alternate } from '@/lib/i18n/hrefs';
import { locales, type Locale } from '@/lib/i18n/locales';
import { eventHref, href } from '@/lib/i18n/navigation';
import type { StaticPathname } from '@/lib/i18n/routes';
import { absoluteUrl, hreflangLanguages } from './metadata';

/**
 * The specification's backup routes (docs/product.md §2): reachable, but copies of a main page, so
 * canonical to it and out of the sitemap.
 */
export const canonicalPathnames: Partial<Record<StaticPathname, StaticPathname>> = {
  '/gastronomyBackUp': '/gastronomy',
  '/nightClub': '/the-sin',
};

/** The canonical path of a backup route in a language: its main page there, else in English. */
export function backupCanonical(locale: Locale, pathname: StaticPathname): string | null {
  const main = canonicalPathnames[pathname];
  if (!main) return null;
  return href(locale, main);
}

/**
 * Pages not listed: the thank-you page asks not to be indexed (`noindex`), the backup routes are
 * canonical to other pages.
 */
export const unlistedPathnames: ReadonlySet<StaticPathname> = new Set([
  '/thank-you',
  ...(Object.keys(canonicalPathnames) as StaticPathname[]),
]);

/** One language version of a page: its own path, all its language versions, its last change. */
export type SitemapPage = {
  self: Alternate;
  alternates: Alternate[];
  lastModified?: string | null;
};

/** sitemap.xml entries: absolute url, xhtml:link alternates (itself included) and x-default. */
export function sitemapEntries(pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  for (const page of pages) {
    const url = absoluteUrl(page.self.href);
    if (seen.has(url)) continue;
    seen.add(url);
    entries.push({
      url,
      ...(page.lastModified ? { lastModified: page.lastModified } : {}),
      alternates: { languages: hreflangLanguages(page.alternates, page.self) },
    });
  }
  return entries;
}

/**
 * Event pages from each language's event list: an event is one id with a slug per language, so its
 * language versions are the languages whose list holds that id (the provider's hrefLangs).
 */
export function eventSitemapPages(
  index: Partial<
    Record<Locale, ReadonlyArray<{ id: number; slug: string; updatedAt?: string | null }>>
  >,
): SitemapPage[] {
  const byId = new Map<number, Array<Alternate & { lastModified?: string | null }>>();
  for (const locale of locales) {
    for (const event of index[locale] ?? []) {
      const versions = byId.get(event.id) ?? [];
      if (!versions.some((version) => version.locale === locale)) {
        versions.push({
          locale,
          href: eventHref(locale, event.slug),
          lastModified: event.updatedAt,
        });
      }
      byId.set(event.id, versions);
    }
  }
  return [...byId.values()].flatMap((versions) => {
    const alternates = versions.map(({ locale, href }) => ({ locale, href }));
    return versions.map(({ lastModified, ...self }) => ({ self, alternates, lastModified }));
  });
}
