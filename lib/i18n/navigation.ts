import type { Locale } from './locales';
import { EVENT_DETAIL, linkLocale, type StaticPathname } from './routes';
import { routing } from './routing';

export type Href = StaticPathname | { pathname: typeof EVENT_DETAIL; params: { slug: string } };

/**
 * A route's path in a language from next-intl's routing (its pathnames, `as-needed` prefixes):
 * what `createNavigation(routing).getPathname` returns, and navigation.test.ts checks that it does
 * for every route. Not next-intl's own: its navigation module carries a client Link that puts the
 * intl runtime in every page's scripts, and it loads only inside a bundler (docs/decisions.md).
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href;
  const path = Object.entries(params).reduce(
    (template, [name, value]) => template.replace(`[${name}]`, value),
    routing.pathnames[pathname][locale] as string,
  );
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** An event page's route, its slug encoded as one path segment (a `/` or `?` in it stays inside). */
export function eventRoute(slug: string): Href {
  return { pathname: EVENT_DETAIL, params: { slug: encodeURIComponent(slug) } };
}

/**
 * The site path of a route in a language. German is a fallback: a route German lacks is linked with
 * its English path, where the proxy would send it anyway, so no link costs a redirect.
 */
export function href(locale: Locale, route: Href): string {
  const pathname = typeof route === 'string' ? route : route.pathname;
  return getPathname({ locale: linkLocale(locale, pathname), href: route });
}

/** The page of an event in a language. */
export function eventHref(locale: Locale, slug: string): string {
  return href(locale, eventRoute(slug));
}

/** The path of a language's home page without the fallback: its prefix, `/` in English. */
export function localeRoot(locale: Locale): string {
  return getPathname({ locale, href: '/' });
}
