import { describe, expect, it } from 'vitest';
import { clientNavigationHref, prefetchHref, type LinkInfo } from './links';

const here = 'https://venue.example/tr/hakkimizda?x=1';
const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: Partial<LinkInfo> = {}): LinkInfo => ({
  href,
  target: '',
  download: false,
  optOut: false,
  ...extra,
});

describe('clientNavigationHref', () => {
  it('routes a plain click on another page of the site, keeping query and hash', () => {
    expect(clientNavigationHref(click, link('/tr/gastronomi'), here)).toBe('/tr/gastronomi');
    expect(
      clientNavigationHref(
        click,
        link('https://venue.example/tr/schedule?month=2026-12#list'),
        here,
      ),
    ).toBe('/tr/schedule?month=2026-12#list');
    expect(clientNavigationHref(click, link('/tr/hakkimizda'), here)).toBe('/tr/hakkimizda');
    expect(clientNavigationHref(click, link('/venue'), 'https://venue.example/about-us')).toBe(
      '/venue',
    );
  });

  it('loads pages in another language as documents', () => {
    expect(clientNavigationHref(click, link('/about-us'), here)).toBeNull();
    expect(clientNavigationHref(click, link('/ru/o-nas'), here)).toBeNull();
    expect(
      clientNavigationHref(click, link('/tr/hakkimizda'), 'https://venue.example/'),
    ).toBeNull();
  });

  it('leaves modified clicks, new tabs, downloads and opted-out links to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigationHref({ ...click, [key]: true }, link('/venue'), here)).toBeNull();
    }
    expect(clientNavigationHref({ ...click, button: 1 }, link('/venue'), here)).toBeNull();
    expect(clientNavigationHref(click, link('/venue', { target: '_blank' }), here)).toBeNull();
    expect(clientNavigationHref(click, link('/venue', { download: true }), here)).toBeNull();
    expect(clientNavigationHref(click, link('/cookies', { optOut: true }), here)).toBeNull();
  });

  it('leaves other sites, non-web schemes, files, API routes and same-page hashes to the browser', () => {
    expect(clientNavigationHref(click, link('https://other.example/venue'), here)).toBeNull();
    expect(clientNavigationHref(click, link('mailto:info@venue.example'), here)).toBeNull();
    expect(clientNavigationHref(click, link('tel:+90242'), here)).toBeNull();
    expect(clientNavigationHref(click, link('/media/menu.pdf'), here)).toBeNull();
    expect(clientNavigationHref(click, link('/api/preview?secret=x'), here)).toBeNull();
    expect(clientNavigationHref(click, link('/tr/hakkimizda?x=1#team'), here)).toBeNull();
  });
});

describe('prefetchHref', () => {
  it('prefetches pages of the site in the same language, without their hash', () => {
    expect(prefetchHref(link('/tr/gastronomi#menu'), here)).toBe('/tr/gastronomi');
    expect(prefetchHref(link('/tr/schedule?month=2026-12'), here)).toBe(
      '/tr/schedule?month=2026-12',
    );
    // The page itself too, as next/link does.
    expect(prefetchHref(link('/tr/hakkimizda?x=1#team'), here)).toBe('/tr/hakkimizda?x=1');
  });

  it('skips other languages, opted-out links, new tabs, files and other sites', () => {
    expect(prefetchHref(link('/about-us'), here)).toBeNull();
    expect(prefetchHref(link('/venue', { noPrefetch: true }), here)).toBeNull();
    expect(prefetchHref(link('/cookies', { optOut: true }), here)).toBeNull();
    expect(prefetchHref(link('/venue', { target: '_blank' }), here)).toBeNull();
    expect(prefetchHref(link('/venue', { download: true }), here)).toBeNull();
    expect(prefetchHref(link('/sitemap.xml'), here)).toBeNull();
    expect(prefetchHref(link('https://other.example/'), here)).toBeNull();
  });
});
