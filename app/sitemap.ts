import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { alternatesFromHrefLangs } from '@/lib/i18n/hrefs';
import { locales, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';
import { pageUrlFromPath } from '@/lib/i18n/page-url';
import { offeredLocales, staticPathnames, type StaticPathname } from '@/lib/i18n/routes';
import { getEventIndex } from '@/lib/provider/event-index';
import { getPublishedPage } from '@/lib/provider/pages';
import {
  eventSitemapPages,
  sitemapEntries,
  unlistedPathnames,
  type SitemapPage,
} from '@/lib/seo/sitemap';

/** A page in a language, when the provider has it (a page it does not have is a 404 on the site). */
async function pageVersion(key: StaticPathname, locale: Locale): Promise<SitemapPage | null> {
  const path = href(locale, key);
  // Published pages only, also in draft mode: the sitemap never lists a draft.
  const { data: page } = await getPublishedPage(locale, pageUrlFromPath(path, locale));
  if (!page) return null;
  return {
    self: { locale, href: path },
    alternates: alternatesFromHrefLangs(page.hrefLangs),
    // The provider's last publish of this language version (docs/provider-contract.md).
    lastModified: page.updatedAt,
  };
}

/**
 * /sitemap.xml: every page in every language it is offered in, and every shown event page, each
 * with its language versions and x-default. Built per request from the cached provider reads, so
 * it follows publishing and is never rendered at build time (which must not need the provider).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  // The pages and the event indexes are independent reads: all at once.
  const [pages, indexes] = await Promise.all([
    Promise.all(
      staticPathnames
        .filter((key) => !unlistedPathnames.has(key))
        .flatMap((key) => offeredLocales(key).map((locale) => pageVersion(key, locale))),
    ),
    Promise.all(
      locales.map(async (locale) => [locale, (await getEventIndex(locale)).data] as const),
    ),
  ]);
  const events = eventSitemapPages(Object.fromEntries(indexes));
  return sitemapEntries([...pages.filter((page) => page !== null), ...events]);
}
