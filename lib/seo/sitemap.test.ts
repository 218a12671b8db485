import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './metadata';
import { backupCanonical, eventSitemapPages, sitemapEntries, unlistedPathnames } from './sitemap';
import { eventHref } from '@/lib/i18n/navigation';

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
      { locale: 'tr', href: eventHref('tr', 'yilbasi-gala') },
      { locale: 'de', href: '/de/events-concerts/silvester-gala' },
    ];
    expect(pages).toEqual([
      { self: gala[0], alternates: gala, lastModified: undefined },
      { self: gala[1], alternates: gala, lastModified: undefined },
      { self: gala[2], alternates: gala, lastModified: undefined },
      {
        self: { locale: 'en', href: '/events-concerts/jazz-night' },
        alternates: [{ locale: 'en', href: '/events-concerts/jazz-night' }],
        lastModified: undefined,
      },
    ]);
  });

  it('dates each language version by its own last publish (issue 31 item 5)', () => {
    const pages = eventSitemapPages({
      en: [{ id: 1, slug: 'gala', updatedAt: '2026-11-20T07:00:00.000Z' }],
      tr: [{ id: 1, slug: 'gala-tr', updatedAt: '2026-11-21T07:00:00.000Z' }],
    });
    const entries = sitemapEntries(pages);
    expect(entries.map((entry) => entry.lastModified)).toEqual([
      '2026-11-20T07:00:00.000Z',
      '2026-11-21T07:00:00.000Z',
    ]);
  });
});

describe('backup routes', () => {
  it('are out of the sitemap and canonical to their main page in the language, else English', () => {
    expect(unlistedPathnames.has('/gastronomyBackUp')).toBe(true);
    expect(unlistedPathnames.has('/nightClub')).toBe(true);
    expect(backupCanonical('tr', '/gastronomyBackUp')).toBe('/tr/gastronomi');
    expect(backupCanonical('ru', '/nightClub')).toBe('/ru/the-sin');
    expect(backupCanonical('de', '/nightClub')).toBe('/the-sin');
    expect(backupCanonical('en', '/the-sin')).toBeNull();
  });
});
