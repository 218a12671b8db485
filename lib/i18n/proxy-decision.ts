import { defaultLocale, isLocale, localeOfPath, locales, type Locale } from './locales';
import { isGermanPath } from './routes';

export type ProxyDecision =
  | { action: 'redirect'; location: string; setCookie?: Locale }
  | { action: 'next'; setCookie?: Locale }
  | { action: 'bad-request' };

/** Picks the best supported locale from an Accept-Language header (English when none fits). */
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
  const match = ranked.find((entry) => isLocale(entry.base));
  return match && isLocale(match.base) ? match.base : defaultLocale;
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

  if (locale === 'de' && !isGermanPath(rest.replace(/\/$/, '') || '/')) {
    return { action: 'redirect', location: rest === '/' ? '/' : rest.replace(/\/$/, '') };
  }

  if (input.visit === false) return { action: 'next' };

  if (pathname === '/') {
    if (cookieLocale) {
      return cookieLocale === defaultLocale
        ? { action: 'next' }
        : { action: 'redirect', location: `/${cookieLocale}` };
    }
    const detected = detectLocale(input.acceptLanguage);
    return detected === defaultLocale
      ? { action: 'next', setCookie: detected }
      : { action: 'redirect', location: `/${detected}`, setCookie: detected };
  }

  // The remembered language follows the visited page's language, written only when it changes.
  if (cookieLocale && cookieLocale !== locale && (prefixed || locale === defaultLocale)) {
    return { action: 'next', setCookie: locale };
  }
  return { action: 'next' };
}

export const supportedLocales = locales;
