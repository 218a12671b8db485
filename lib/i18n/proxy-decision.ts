import { defaultLocale, isLocale, localeOfPath, locales, type Locale } from './locales';
import { href, localeRoot } from './navigation';
import { isGermanPath, pageNamed } from './routes';

export type ProxyDecision =
  /** permanent: the same path always goes there (308); else it depends on the visitor (307). */
  | { action: 'redirect'; location: string; setCookie?: Locale; permanent?: true }
  | { action: 'next'; setCookie?: Locale }
  /** No such page: the language's 404 at this URL, without a redirect first. */
  | { action: 'not-found'; locale: Locale }
  | { action: 'bad-request' };

/**
 * Languages with a home page: German is a fallback language with a few pages and no home page, so
 * neither detection nor the remembered language may send a visitor from / to /de (it would
 * redirect back: a loop).
 */
export const homeLocales = locales.filter((locale) => locale !== 'de' || isGermanPath('/'));

function hasHome(locale: Locale | undefined): locale is Locale {
  return locale !== undefined && homeLocales.includes(locale);
}

/**
 * Picks the best language with a home page from an Accept-Language header (English when none
 * fits): a German browser that also accepts Russian gets Russian, one that accepts only German
 * gets English.
 */
export function detectLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', quality, index };
    })
    .filter((entry) => entry.base && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((entry) => isLocale(entry.base) && hasHome(entry.base));
  return match && isLocale(match.base) ? match.base : defaultLocale;
}

/**
 * Whether a request is a top-level page load (which may detect a language and write the cookie)
 * rather than one of the router's background fetches. Browsers mark page loads
 * `Sec-Fetch-Dest: document`, but a navigation the service worker passes on with `fetch()` arrives
 * as `Sec-Fetch-Dest: empty` with `Sec-Fetch-Mode: navigate`, and must be a visit too: else a
 * returning visitor's remembered language is ignored once the worker is installed. Crawlers and
 * curl send neither header.
 */
export function isPageVisit(
  dest: string | null | undefined,
  mode: string | null | undefined,
): boolean {
  return (dest ?? 'document') === 'document' || mode === 'navigate';
}

/**
 * Decides what proxy.ts does before next-intl rewrites the request: path hygiene (no open
 * redirects), the German fallback, root-only language detection, and when the
 * i18n_redirected cookie must be (re)written.
 */
export function decideProxy(input: {
  pathname: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  /**
   * False for the router's background fetches (prefetch, client navigation): they neither detect a
   * language nor write the cookie; only top-level page loads do.
   */
  visit?: boolean;
}): ProxyDecision {
  const { pathname } = input;
  try {
    decodeURIComponent(pathname);
  } catch {
    return { action: 'bad-request' };
  }
  // Repeated or backslash separators could become protocol-relative redirects: normalise them.
  if (/\/\/|\\/.test(pathname)) {
    const collapsed = `/${pathname
      .split(/[\\/]+/)
      .filter(Boolean)
      .join('/')}`;
    return { action: 'redirect', location: collapsed };
  }

  const cookieLocale = isLocale(input.cookie) ? input.cookie : undefined;
  const { locale, prefixed, rest } = localeOfPath(pathname);
  // Only a language with a home page may be followed at the root: a remembered German is ignored.
  const homeCookie = hasHome(cookieLocale) ? cookieLocale : undefined;

  if (locale === 'de' && !isGermanPath(rest.replace(/\/$/, '') || '/')) {
    const location = rest === '/' ? '/' : rest.replace(/\/$/, '');
    // German has no home page: /de goes straight to the home page / would send this visitor to.
    if (location === '/' && input.visit !== false) {
      const home = rootDecision(homeCookie, input.acceptLanguage);
      return home.action === 'redirect' ? home : { ...home, action: 'redirect', location: '/' };
    }
    // A page named in any language's spelling (/de/hakkimizda) goes to that page where German links
    // it (English, or German's own): a stable fallback, permanent. A path that names no page is
    // German's own 404, not a hop to one.
    const page = pageNamed(location);
    return page
      ? { action: 'redirect', location: href('de', page), permanent: true }
      : { action: 'not-found', locale: 'de' };
  }

  if (input.visit === false) return { action: 'next' };

  if (pathname === '/') return rootDecision(homeCookie, input.acceptLanguage);

  // The remembered language follows the visited page's language, written only when it changes.
  if (cookieLocale && cookieLocale !== locale && (prefixed || locale === defaultLocale)) {
    return { action: 'next', setCookie: locale };
  }
  return { action: 'next' };
}

/** At the root: the remembered language, else the browser's (remembered from now on). */
function rootDecision(
  homeCookie: Locale | undefined,
  acceptLanguage: string | null | undefined,
): Extract<ProxyDecision, { action: 'redirect' | 'next' }> {
  if (homeCookie) {
    return homeCookie === defaultLocale
      ? { action: 'next' }
      : { action: 'redirect', location: localeRoot(homeCookie) };
  }
  const detected = detectLocale(acceptLanguage);
  return detected === defaultLocale
    ? { action: 'next', setCookie: detected }
    : { action: 'redirect', location: localeRoot(detected), setCookie: detected };
}
