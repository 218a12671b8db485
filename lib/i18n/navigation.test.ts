// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createNavigation } from 'next-intl/navigation';
import { eventHref, eventRoute, getPathname, href, localeRoot } from './navigation';
import { spelling, staticPathnames } from './routes';
import { routing } from './routing';
import { locales } from './locales';

describe('getPathname', () => {
  it("is next-intl's getPathname for every route, language and kind of slug", () => {
    const framework = createNavigation(routing);
    const routes = [
      ...staticPathnames,
      ...['gala', 'yılbaşı', 'a b', 'a/b?c#d', '50%'].map(eventRoute),
    ];
    for (const locale of locales) {
      for (const route of routes) {
        expect(getPathname({ locale, href: route }), JSON.stringify(route)).toBe(
          framework.getPathname({ locale, href: route }),
        );
      }
    }
  });
});

describe('href', () => {
  it('uses the English path without prefix in English', () => {
    expect(href('en', '/contact-us')).toBe('/contact-us');
    expect(href('en', '/')).toBe('/');
  });

  it('uses the Turkish spelling under /tr', () => {
    expect(href('tr', '/contact-us')).toBe('/tr/bize-ulasin');
    expect(href('tr', '/the-sin')).toBe('/tr/the-sin');
    expect(href('tr', '/')).toBe('/tr');
  });

  it('uses the English spelling under /ru', () => {
    expect(href('ru', '/proposal-request')).toBe('/ru/proposal-request');
  });

  it('keeps German pages German and sends the others to English', () => {
    expect(href('de', '/proposal-request')).toBe('/de/proposal-request');
    expect(href('de', '/nightClub')).toBe('/de/nightClub');
    expect(href('de', '/contact-us')).toBe('/contact-us');
    expect(href('de', '/')).toBe('/');
  });

  it('links event pages in every language, German included, with the slug as one segment', () => {
    expect(eventHref('en', 'gala & dinner')).toBe('/events-concerts/gala%20%26%20dinner');
    expect(eventHref('de', 'silvester-gala')).toBe('/de/events-concerts/silvester-gala');
    expect(eventHref('ru', 'a/b?c#d')).toBe('/ru/events-concerts/a%2Fb%3Fc%23d');
    expect(eventHref('tr', 'yılbaşı')).toBe(
      `/tr${spelling('/events-concerts', 'tr')}/y%C4%B1lba%C5%9F%C4%B1`,
    );
  });

  it('names each language root, German too', () => {
    expect(locales.map(localeRoot)).toEqual(
      locales.map((locale) => (locale === 'en' ? '/' : `/${locale}`)),
    );
  });
});
