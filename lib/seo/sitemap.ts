import type { MetadataRoute } from 'next';
import { eventPath, type Alternate } from '@/lib/i18n/hrefs';
import { locales, type Locale } from '@/lib/i18n/locales';
import type { StaticPathname } from '@/lib/i18n/routes';
import { absoluteUrl, hreflangLanguages } from './metadata';

/** Pages that ask not to be indexed (`noindex`) and so are not listed: the thank-you page. */
export const unlistedPathnames: ReadonlySet<StaticPathname> = new Set(['/thank-you']);

/** One language version of a page: its own path and all its language versions. */
export type SitemapPage = { self: Alternate; alternates: Alternate[] };

/** sitemap.xml entries: absolute url, xhtml:link alternates (itself included) and x-default. */
export function sitemapEntries(pages: readonly SitemapPage[]): MetadataRoute.Sitemap {
  const seen = new Set<string>();
  const entries: MetadataRoute.Sitemap = [];
  for (const page of pages) {
    const url = absoluteUrl(page.self.href);
    if (seen.has(url)) continue;
    seen.add(url);
    entries.push({ url, alternates: { languages: hreflangLanguages(page.alternates, page.self) } });
  }
  return entries;
}

/**
 * Event pages from each language's event list: an event is one id with a slug per language, so its
 * language versions are the languages whose list holds that id (the provider's hrefLangs).
 */
export function eventSitemapPages(
  index: Partial<Record<Locale, ReadonlyArray<{ id: number; slug: string }>>>,
): SitemapPage[] {
  const byId = new Map<number, Alternate[]>();
  for (const locale of locales) {
    for (const event of index[locale] ?? []) {
      const versions = byId.get(event.id) ?? [];
      if (!versions.some((version) => version.locale === locale)) {
        versions.push({ locale, href: eventPath(locale, event.slug) });
      }
      byId.set(event.id, versions);
    }
  }
  return [...byId.values()].flatMap((versions) =>
    versions.map((self) => ({ self, alternates: versions })),
  );
}
