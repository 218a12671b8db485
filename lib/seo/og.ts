import { localeOfPath, type Locale } from '@/lib/i18n/locales';
import { pageUrlFromPath } from '@/lib/i18n/page-url';
import { EVENT_DETAIL, routeOf } from '@/lib/i18n/routes';

/** Size of the generated social images (Open Graph and Twitter's large card). */
export const OG_SIZE = { width: 1200, height: 630 } as const;

const PREFIX = '/og';
const HOME = 'index';

/**
 * Where the social image of a site path is served: `/og/index.png` (English home), `/og/tr.png`,
 * `/og/tr/hakkimizda.png`, `/og/events-concerts/<slug>.png`. The `.png` keeps it out of the proxy.
 */
export function ogImagePath(path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return `${PREFIX}${clean === '' ? `/${HOME}` : clean}.png`;
}

export type OgTarget =
  | { kind: 'page'; locale: Locale; path: string; url: string }
  | { kind: 'event'; locale: Locale; path: string; slug: string };

/** The site path a social image url names, or null when it is not one `ogImagePath` makes. */
export function pathFromOgSegments(segments: readonly string[]): string | null {
  const last = segments.at(-1);
  if (!last?.endsWith('.png')) return null;
  const parts = [...segments.slice(0, -1), last.slice(0, -'.png'.length)];
  if (parts.some((part) => !part || part === '.' || part === '..')) return null;
  if (parts.length === 1 && parts[0] === HOME) return '/';
  return `/${parts.join('/')}`;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * What a site path shows, limited to real routes so arbitrary urls never reach the provider:
 * a page of the route table in a language it is offered in, or an event detail page.
 */
export function ogTarget(path: string): OgTarget | null {
  const { locale } = localeOfPath(path);
  const url = pageUrlFromPath(path, locale);
  const route = routeOf(locale, url);
  if (route?.pathname === EVENT_DETAIL) {
    const slug = safeDecode(route.slug);
    if (!slug || slug.length > 200) return null;
    return { kind: 'event', locale, path, slug };
  }
  return route ? { kind: 'page', locale, path, url } : null;
}
