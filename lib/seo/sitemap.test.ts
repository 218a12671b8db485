import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './metadata';
import { eventSitemapPages, sitemapEntries } from './sitemap';

describe('sitemapEntries', () => {
  it('lists each language version once with all alternates, itself and x-default', () => {
    const alternates = [
      { locale: 'en' as const, href: '/about-us' },
      { locale: 'tr' as const, href: '/tr/hakkimizda' },
    ];
    const entries = sitemapEntries([
      { self: alternates[0]!, alternates },
      { self: alternates[1]!, alternates },
      { self: alternates[1]!, alternates },
    ]);
    expect(entries).toEqual([
      {
        url: absoluteUrl('/about-us'),
        alternates: {
          languages: {
            en: absoluteUrl('/about-us'),
            tr: absoluteUrl('/tr/hakkimizda'),
            'x-default': absoluteUrl('/about-us'),
          },
        },
      },
      {
        url: absoluteUrl('/tr/hakkimizda'),
        alternates: {
          languages: {
            en: absoluteUrl('/about-us'),
            tr: absoluteUrl('/tr/hakkimizda'),
            'x-default': absoluteUrl('/about-us'),
          },
        },
      },
    ]);
  });

  it('adds the page itself when the provider forgot it, and no x-default without English', () => {
    const [entry] = sitemapEntries([
      { self: { locale: 'de', href: '/de/thank-you' }, alternates: [] },
    ]);
    expect(entry?.alternates?.languages).toEqual({ de: absoluteUrl('/de/thank-you') });
  });
});

describe('eventSitemapPages', () => {
  it('groups the language lists by event id, each version listing all of them', () => {
    const pages = eventSitemapPages({
      en: [
        { id: 1, slug: 'new-year-gala' },
        { id: 2, slug: 'jazz-night' },
      ],
      tr: [{ id: 1, slug: 'yilbasi-gala' }],
      de: [{ id: 1, slug: 'silvester-gala' }],
    });
    const gala = [
      { locale: 'en', href: '/events-concerts/new-year-gala' },
      { locale: 'tr', href: '/tr/etkinlikler-konserler/yilbasi-gala' },
      { locale: 'de', href: '/de/events-concerts/silvester-gala' },
    ];
    expect(pages).toEqual([
      { self: gala[0], alternates: gala },
      { self: gala[1], alternates: gala },
      { self: gala[2], alternates: gala },
      {
        self: { locale: 'en', href: '/events-concerts/jazz-night' },
        alternates: [{ locale: 'en', href: '/events-concerts/jazz-night' }],
      },
    ]);
  });
});
