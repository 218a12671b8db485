import { describe, expect, it } from 'vitest';
import { localeCases } from '@/test/locale-matrix';
import { localeOfPath, locales } from './locales';
import { getPathname } from './navigation';
import { decideProxy, detectLocale, isPageVisit } from './proxy-decision';
import { isGermanPath, linkLocale, spelling, staticPathnames } from './routes';

describe('detectLocale', () => {
  it('picks the best supported language by quality', () => {
    expect(detectLocale('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(detectLocale('fr-FR,ru;q=0.7,de;q=0.9')).toBe('ru');
    expect(detectLocale('ru')).toBe('ru');
  });
  it('falls back to English when nothing fits', () => {
    expect(detectLocale('fr-FR,es;q=0.5')).toBe('en');
    expect(detectLocale('')).toBe('en');
    expect(detectLocale(null)).toBe('en');
    expect(detectLocale('tr;q=0')).toBe('en');
  });
});

describe('isPageVisit', () => {
  it('counts browser page loads, navigations passed on by the service worker and plain clients', () => {
    expect(isPageVisit('document', 'navigate')).toBe(true);
    // What a service worker's fetch(event.request) of a navigation sends (measured in Chromium).
    expect(isPageVisit('empty', 'navigate')).toBe(true);
    expect(isPageVisit(null, null)).toBe(true);
  });
  it('leaves the router’s background fetches out', () => {
    expect(isPageVisit('empty', 'cors')).toBe(false);
    expect(isPageVisit('empty', 'same-origin')).toBe(false);
    expect(isPageVisit('script', 'no-cors')).toBe(false);
  });
  it('sends a Russian visitor whose worker passed the navigation on to the Russian home', () => {
    expect(
      decideProxy({ pathname: '/', cookie: 'ru', visit: isPageVisit('empty', 'navigate') }),
    ).toEqual({ action: 'redirect', location: '/ru' });
  });
});

describe('decideProxy', () => {
  it('detects the language at the root only, and remembers it', () => {
    expect(decideProxy({ pathname: '/', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/tr',
      setCookie: 'tr',
    });
    expect(decideProxy({ pathname: '/', acceptLanguage: 'fr' })).toEqual({
      action: 'next',
      setCookie: 'en',
    });
    expect(decideProxy({ pathname: '/about-us', acceptLanguage: 'tr' })).toEqual({
      action: 'next',
    });
  });

  it('follows the cookie at the root without detecting', () => {
    expect(decideProxy({ pathname: '/', cookie: 'ru', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/ru',
    });
    expect(decideProxy({ pathname: '/', cookie: 'en', acceptLanguage: 'tr' })).toEqual({
      action: 'next',
    });
  });

  it('rewrites the cookie only when the visited language differs', () => {
    expect(decideProxy({ pathname: '/tr/hakkimizda', cookie: 'en' })).toEqual({
      action: 'next',
      setCookie: 'tr',
    });
    expect(decideProxy({ pathname: '/tr/hakkimizda', cookie: 'tr' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/tr/hakkimizda' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/about-us', cookie: 'ru' })).toEqual({
      action: 'next',
      setCookie: 'en',
    });
  });

  it('sends German paths that do not exist to the same path without /de', () => {
    // /de has no German page: the visitor goes straight to the home page of the root's choice.
    expect(decideProxy({ pathname: '/de' })).toEqual({
      action: 'redirect',
      location: '/',
      setCookie: 'en',
    });
    expect(decideProxy({ pathname: '/de/', cookie: 'en' })).toEqual({
      action: 'redirect',
      location: '/',
    });
    expect(decideProxy({ pathname: '/de', cookie: 'ru' })).toEqual({
      action: 'redirect',
      location: '/ru',
    });
    expect(decideProxy({ pathname: '/de', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/tr',
      setCookie: 'tr',
    });
    expect(decideProxy({ pathname: '/de/about-us' })).toEqual({
      action: 'redirect',
      location: '/about-us',
      permanent: true,
    });
    expect(decideProxy({ pathname: '/de/events-concerts' })).toEqual({
      action: 'redirect',
      location: '/events-concerts',
      permanent: true,
    });
    expect(decideProxy({ pathname: '/de/proposal-request' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/de/event-solutions', cookie: 'en' })).toEqual({
      action: 'next',
      setCookie: 'de',
    });
    expect(decideProxy({ pathname: '/de/events-concerts/silvester-gala' })).toEqual({
      action: 'next',
    });
    expect(decideProxy({ pathname: '/de/nightClub' })).toEqual({ action: 'next' });
  });

  it('takes a page named in another language’s spelling to that page where German links it', () => {
    // docs/product.md §1: Turkish spellings under /de are pages too, in English (or German's own).
    for (const [pathname, location] of [
      ['/de/hakkimizda', '/about-us'],
      ['/de/tekliflerimiz', '/our-offers'],
      ['/de/bize-ulasin', '/contact-us'],
      ['/de/bize-ulasin/', '/contact-us'],
      ['/de/cerezler', '/cookies'],
      ['/de/privacyTr', '/privacy'],
      ['/de/etkinlikler-konserler', '/events-concerts'],
      ['/de/teklif-al', '/de/proposal-request'],
      ['/de/organizasyon-cozumleri', '/de/event-solutions'],
    ] as const) {
      expect(decideProxy({ pathname }), pathname).toEqual({
        action: 'redirect',
        location,
        permanent: true,
      });
    }
  });

  it('maps every spelling of the route table, none by hand', () => {
    for (const pathname of staticPathnames) {
      for (const locale of locales) {
        const spelt = spelling(pathname, locale);
        if (spelt === '/' || isGermanPath(spelt)) continue;
        const expected = getPathname({ locale: linkLocale('de', pathname), href: pathname });
        expect(decideProxy({ pathname: `/de${spelt}` }), `/de${spelt}`).toEqual({
          action: 'redirect',
          location: expected,
          permanent: true,
        });
      }
    }
  });

  it('answers German’s own 404 for a path no language has, with no redirect first', () => {
    // An event's slug is spelt per language: only the provider knows another language's slug.
    expect(decideProxy({ pathname: '/de/etkinlikler-konserler/yilbasi-galasi' })).toEqual({
      action: 'not-found',
      locale: 'de',
    });
    expect(decideProxy({ pathname: '/de/diese-seite-gibt-es-nicht' })).toEqual({
      action: 'not-found',
      locale: 'de',
    });
    expect(decideProxy({ pathname: '/de/about-us/team', cookie: 'tr' })).toEqual({
      action: 'not-found',
      locale: 'de',
    });
  });

  it('never produces an off-site redirect', () => {
    for (const pathname of [
      '//evil.example',
      '/de//evil.example',
      '/\\evil.example',
      '//evil.example/x//y',
    ]) {
      const decision = decideProxy({ pathname });
      expect(decision.action).toBe('redirect');
      if (decision.action === 'redirect') {
        expect(decision.location).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(decideProxy({ pathname: '/de//evil.example' })).toEqual({
      action: 'redirect',
      location: '/de/evil.example',
    });
  });

  it('lets the router background fetches through without detecting or writing the cookie', () => {
    expect(decideProxy({ pathname: '/', acceptLanguage: 'ru', visit: false })).toEqual({
      action: 'next',
    });
    expect(decideProxy({ pathname: '/tr', cookie: 'en', visit: false })).toEqual({
      action: 'next',
    });
    // The German fallback still applies: a prefetch of a missing German page must not render it.
    expect(decideProxy({ pathname: '/de/about-us', visit: false })).toEqual({
      action: 'redirect',
      location: '/about-us',
      permanent: true,
    });
  });

  it('refuses invalid percent-encoding', () => {
    expect(decideProxy({ pathname: '/%E0%A4%A' })).toEqual({ action: 'bad-request' });
  });
});

describe('every visitor reaches a page within two redirects', () => {
  // The pages that exist: German only where the fallback offers them (the proxy's own table).
  const exists = (path: string) => {
    const { locale, rest } = localeOfPath(path);
    return locale === 'de' ? isGermanPath(rest) : true;
  };

  for (const { acceptLanguage, cookie, entry, missing } of localeCases()) {
    it(`${acceptLanguage ?? 'no language'} × ${cookie ?? 'no cookie'} × ${entry}`, () => {
      if (missing) {
        // Decided here for German; for the others the proxy checks the route table after next-intl.
        const decision = decideProxy({ pathname: entry, cookie, acceptLanguage });
        const { locale } = localeOfPath(entry);
        expect(decision).toEqual(
          locale === 'de'
            ? { action: 'not-found', locale: 'de' }
            : expect.objectContaining({ action: 'next' }),
        );
        return;
      }
      let path = entry;
      let jar = cookie;
      let redirects = 0;
      for (;;) {
        const decision = decideProxy({ pathname: path, cookie: jar, acceptLanguage });
        if (decision.action === 'bad-request' || decision.action === 'not-found') {
          throw new Error(`${decision.action} at ${path}`);
        }
        if (decision.setCookie) jar = decision.setCookie;
        if (decision.action === 'next') break;
        redirects += 1;
        expect(redirects, `${entry} loops at ${path}`).toBeLessThanOrEqual(2);
        path = decision.location;
      }
      expect(exists(path), `${entry} ends on ${path}`).toBe(true);
      // A second visit with what the browser now remembers lands without a loop too.
      const again = decideProxy({ pathname: '/', cookie: jar, acceptLanguage });
      if (again.action === 'redirect') {
        expect(decideProxy({ pathname: again.location, cookie: jar }).action).toBe('next');
      }
    });
  }

  it('never sends a German browser or a remembered German to /de', () => {
    expect(detectLocale('de-DE,de;q=0.9')).toBe('en');
    expect(detectLocale('de-DE,de;q=0.9,ru;q=0.5')).toBe('ru');
    expect(decideProxy({ pathname: '/', cookie: 'de', acceptLanguage: 'de' })).toEqual({
      action: 'next',
      setCookie: 'en',
    });
    expect(decideProxy({ pathname: '/', cookie: 'de', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/tr',
      setCookie: 'tr',
    });
  });
});
