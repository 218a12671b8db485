import type { Metadata } from 'next';
import { env } from '@/lib/env';
import type { Alternate } from '@/lib/i18n/hrefs';
import { localeEntries, type Locale } from '@/lib/i18n/locales';
import type { Page } from '@/lib/provider/schemas';
import { site } from '@/lib/site';
import { OG_SIZE, ogImagePath } from './og';
import { absoluteUrlFrom } from './url';

/** Whether a title already names the brand (the layout's "| Andy Show" suffix would double it). */
export function namesBrand(title: string): boolean {
  return title.toLocaleLowerCase('en').includes(site.name.toLocaleLowerCase('en'));
}

export function absoluteUrl(path: string): string {
  return absoluteUrlFrom(env.NEXT_PUBLIC_SITE_URL, path);
}

/**
 * hreflang map of a page: every language version (the page itself always among them) as an
 * absolute url, plus x-default → English. The head and the sitemap both use it, so they agree.
 */
export function hreflangLanguages(
  alternates: readonly Alternate[],
  self?: Alternate,
): Record<string, string> {
  const all =
    self && !alternates.some((a) => a.locale === self.locale) ? [...alternates, self] : alternates;
  const languages: Record<string, string> = {};
  for (const alternate of all) languages[alternate.locale] = absoluteUrl(alternate.href);
  const english = all.find((alternate) => alternate.locale === 'en');
  if (english) languages['x-default'] = absoluteUrl(english.href);
  return languages;
}

/**
 * Head of a page: provider title and metas, canonical (absolute, this language) and hreflang
 * alternates for every language version including itself, x-default to English.
 */
export function buildMetadata({
  locale,
  path,
  title,
  description,
  alternates,
  metas = [],
  absoluteTitle = false,
}: {
  locale: Locale;
  path: string;
  title: string;
  description?: string;
  alternates: Alternate[];
  metas?: Page['metas'];
  absoluteTitle?: boolean;
}): Metadata {
  const languages = hreflangLanguages(alternates, { locale, href: path });
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content;
  const other: Record<string, string> = {};
  for (const m of metas) {
    const key = m.name ?? m.property;
    if (key && !['description', 'og:image', 'og:title', 'og:description', 'title'].includes(key)) {
      other[key] = m.content;
    }
  }
  const iso = localeEntries.find((entry) => entry.code === locale)?.iso.replace('-', '_');
  // An editor's SEO title (a `title` meta) is complete and names the page everywhere; without one
  // the page title does (docs/editing.md). An `og:title` meta overrides the snippet only.
  const metaTitle = meta('title')?.trim() || undefined;
  const socialTitle = meta('og:title') ?? metaTitle ?? title;
  const socialDescription = meta('og:description') ?? description ?? meta('description');
  // Exactly one image: the generated card (the title in the page's language over the page's header
  // picture). A provider og:image meta is not repeated: two og:image tags leave the choice to each
  // network.
  const generated = { url: absoluteUrl(ogImagePath(path)), ...OG_SIZE, alt: socialTitle };
  return {
    title: metaTitle
      ? { absolute: metaTitle }
      : absoluteTitle || namesBrand(title)
        ? { absolute: title }
        : title,
    description: description ?? meta('description'),
    alternates: { canonical: absoluteUrl(path), languages },
    openGraph: {
      title: socialTitle,
      description: socialDescription,
      url: absoluteUrl(path),
      siteName: site.name,
      locale: iso,
      alternateLocale: localeEntries
        .filter((entry) => entry.code !== locale && languages[entry.code])
        .map((entry) => entry.iso.replace('-', '_')),
      type: 'website',
      images: [generated],
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: socialDescription,
      images: [{ url: generated.url, alt: socialTitle }],
    },
    other,
  };
}
