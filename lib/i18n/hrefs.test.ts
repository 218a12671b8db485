import { describe, expect, it } from 'vitest';
import { alternatesFromHrefLangs, isExternalUrl, localizeUrl } from './hrefs';
import { eventHref } from './navigation';

describe('localizeUrl', () => {
  it('prefixes internal urls with the locale, English without prefix', () => {
    expect(localizeUrl('en', '/')).toBe('/');
    expect(localizeUrl('en', '/about-us')).toBe('/about-us');
    expect(localizeUrl('tr', '/')).toBe('/tr');
    expect(localizeUrl('tr', '/hakkimizda')).toBe('/tr/hakkimizda');
    expect(localizeUrl('ru', 'about-us')).toBe('/ru/about-us');
  });
  it('links German paths German lacks straight to their unprefixed page (no redirect)', () => {
    expect(localizeUrl('de', '/')).toBe('/');
    expect(localizeUrl('de', '/andy-show')).toBe('/andy-show');
    expect(localizeUrl('de', '/privacy#cookies')).toBe('/privacy#cookies');
    expect(localizeUrl('de', '/event-solutions')).toBe('/de/event-solutions');
    expect(localizeUrl('de', '/proposal-request/')).toBe('/de/proposal-request/');
    expect(localizeUrl('de', '/thank-you?form=proposal')).toBe('/de/thank-you?form=proposal');
    expect(localizeUrl('de', '/events-concerts')).toBe('/events-concerts');
    expect(localizeUrl('de', '/events-concerts/silvester-gala')).toBe(
      '/de/events-concerts/silvester-gala',
    );
  });
  it('leaves external urls alone', () => {
    expect(localizeUrl('tr', 'https://aurorahotels.example')).toBe('https://aurorahotels.example');
    expect(isExternalUrl('mailto:a@b.c')).toBe(true);
    expect(isExternalUrl('/privacy')).toBe(false);
  });
});

describe('alternatesFromHrefLangs', () => {
  it('maps page urls and event slugs to site paths, ignoring unknown locales and duplicates', () => {
    expect(
      alternatesFromHrefLangs([
        { locale: 'en', url: '/about-us' },
        { locale: 'tr', url: '/hakkimizda' },
        { locale: 'fr', url: '/a-propos' },
        { locale: 'en', url: '/other' },
      ]),
    ).toEqual([
      { locale: 'en', href: '/about-us' },
      { locale: 'tr', href: '/tr/hakkimizda' },
    ]);
    expect(
      alternatesFromHrefLangs([
        { locale: 'de', slug: 'silvester-gala' },
        { locale: 'tr', slug: 'yilbasi-galasi' },
      ]),
    ).toEqual([
      { locale: 'de', href: '/de/events-concerts/silvester-gala' },
      { locale: 'tr', href: eventHref('tr', 'yilbasi-galasi') },
    ]);
  });
});
