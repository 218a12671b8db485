import type { Metadata } from 'next';
import { env } from '@/lib/env';
import type { Alternate } from '@/lib/i18n/hrefs';
import { localeEntries, type Locale } from '@/lib/i18n/locales';
import type { Page } from '@/lib/provider/schemas';

export function absoluteUrl(path: string): string {
  return new URL(path, env.NEXT_PUBLIC_SITE_URL).toString();
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
  const languages: Record<string, string> = {};
  for (const alternate of alternates) languages[alternate.locale] = absoluteUrl(alternate.href);
  const english = alternates.find((alternate) => alternate.locale === 'en');
  if (english) languages['x-default'] = absoluteUrl(english.href);
  const meta = (key: string) => metas.find((m) => m.name === key || m.property === key)?.content;
  const ogImage = meta('og:image');
  const other: Record<string, string> = {};
  for (const m of metas) {
    const key = m.name ?? m.property;
    if (key && !['description', 'og:image', 'og:title', 'og:description', 'title'].includes(key)) {
      other[key] = m.content;
    }
  }
  const iso = localeEntries.find((entry) => entry.code === locale)?.iso.replace('-', '_');
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: description ?? meta('description'),
    alternates: { canonical: absoluteUrl(path), languages },
    openGraph: {
      title: meta('og:title') ?? title,
      description: meta('og:description') ?? description ?? meta('description'),
      url: absoluteUrl(path),
      siteName: 'Andy Show',
      locale: iso,
      type: 'website',
      ...(ogImage ? { images: [{ url: absoluteUrl(ogImage) }] } : {}),
    },
    twitter: { card: 'summary_large_image' },
    other,
  };
}
