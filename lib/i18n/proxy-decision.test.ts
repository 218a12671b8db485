import { describe, expect, it } from 'vitest';
import { localeOfPath } from './locales';
import { decideProxy, detectLocale, isPageVisit } from './proxy-decision';
import { isGermanPath } from './routes';

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
    });
    expect(decideProxy({ pathname: '/de/events-concerts' })).toEqual({
      action: 'redirect',
      location: '/events-concerts',
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
    });
  });

  it('refuses invalid percent-encoding', () => {
    expect(decideProxy({ pathname: '/%E0%A4%A' })).toEqual({ action: 'bad-request' });
  });
});

describe('every visitor reaches a page within two redirects', () => {
  const browserLanguages = ['de-DE,de;q=0.9', 'tr', 'ru', 'en-GB', 'fr-FR', null];
  const remembered = ['de', 'tr', 'ru', 'en', 'garbage', null];
  const entries = [
    '/',
    '/de',
    '/de/',
    '/tr',
    '/ru',
    '/de/event-solutions',
    '/de/about-us',
    '/about-us',
  ];
  // The pages that exist: German only where the fallback offers them (the proxy's own table).
  const exists = (path: string) => {
    const { locale, rest } = localeOfPath(path);
    return locale === 'de' ? isGermanPath(rest) : true;
  };

  for (const acceptLanguage of browserLanguages) {
    for (const cookie of remembered) {
      for (const entry of entries) {
        it(`${acceptLanguage ?? 'no language'} × ${cookie ?? 'no cookie'} × ${entry}`, () => {
          let path = entry;
          let jar = cookie;
          let redirects = 0;
          for (;;) {
            const decision = decideProxy({ pathname: path, cookie: jar, acceptLanguage });
            if (decision.action === 'bad-request') throw new Error(`400 at ${path}`);
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
    }
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
