// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EVENT_DETAIL,
  internalRouteOf,
  isGermanPath,
  linkLocale,
  offeredLocales,
  readsQuery,
  routeTable,
  spelling,
  staticPathnames,
} from './routes';
import { locales } from './locales';

/**
 * The route table as docs/product.md §2 writes it: [English, Turkish, German offered]. Read from the
 * requirements themselves, so the table in code is checked against them and not against itself.
 */
function requiredRoutes(): [en: string, tr: string, de: boolean | 'per event'][] {
  const doc = readFileSync(path.join(__dirname, '../../docs/product.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Route table'), doc.indexOf('### Screens'));
  const rows = [...section.matchAll(/^\| [^|]+ \| `([^`]+)` \| `([^`]+)` \| ([^|]+) \|$/gm)].map(
    ([, en, tr, de]) =>
      [
        en!.replace('{slug}', '[slug]'),
        // The home page's Turkish path is written with its prefix.
        tr === '/tr' ? '/' : tr!.replace('{slug}', '[slug]'),
        de!.trim() === 'yes' ? true : de!.startsWith('per event') ? 'per event' : false,
      ] as [string, string, boolean | 'per event'],
  );
  const same =
    /pages exist with the same spelling in every language, German included: (.+?)\s+\(/s.exec(
      section,
    )![1]!;
  const extra = [...same.matchAll(/`([^`]+)`/g)].map(
    ([, route]) => [route!, route!, true] as [string, string, boolean],
  );
  return [...rows, ...extra];
}

describe('the route table', () => {
  it('is the route table of docs/product.md §2', () => {
    const required = requiredRoutes();
    expect(required.length).toBeGreaterThan(20);
    const inCode = [
      ...staticPathnames.map((key) => [key, routeTable[key].tr, routeTable[key].de]),
      [EVENT_DETAIL, spelling(EVENT_DETAIL, 'tr'), 'per event'],
    ];
    expect(new Set(inCode.map((row) => JSON.stringify(row)))).toEqual(
      new Set(required.map((row) => JSON.stringify(row))),
    );
  });

  it('spells Turkish its own way and every other language in English', () => {
    expect(spelling('/contact-us', 'tr')).toBe('/bize-ulasin');
    expect(spelling('/contact-us', 'ru')).toBe('/contact-us');
    expect(spelling(EVENT_DETAIL, 'de')).toBe(EVENT_DETAIL);
  });

  it('offers German only where the table says, and links the rest in English', () => {
    expect(offeredLocales('/venue')).toEqual(locales.filter((locale) => locale !== 'de'));
    expect(offeredLocales('/schedule')).toEqual(locales);
    expect(offeredLocales(EVENT_DETAIL)).toContain('de');
    expect(linkLocale('de', '/venue')).toBe('en');
    expect(linkLocale('de', '/schedule')).toBe('de');
    expect(linkLocale('tr', '/venue')).toBe('tr');
    expect(isGermanPath('/events-concerts/gala')).toBe(true);
    expect(isGermanPath('/events-concerts')).toBe(false);
    expect(isGermanPath('/proposal-request')).toBe(true);
  });

  it('knows the internal paths Next renders, per language, and the event pages', () => {
    expect(internalRouteOf('/en')).toEqual({ pathname: '/' });
    expect(internalRouteOf('/en/about-us/')).toEqual({ pathname: '/about-us' });
    expect(internalRouteOf('/tr/about-us')).toEqual({ pathname: '/about-us' });
    expect(internalRouteOf('/ru/events-concerts/some-gala')).toEqual({
      pathname: EVENT_DETAIL,
      slug: 'some-gala',
    });
    expect(internalRouteOf('/de/event-solutions')).toEqual({ pathname: '/event-solutions' });
    for (const unknown of [
      '/de',
      '/de/about-us',
      '/tr/hakkimizda',
      '/en/no-such-page',
      '/en/page-not-found',
      '/en/events-concerts/a/b',
      '/xx/about-us',
      '/about-us',
    ]) {
      expect(internalRouteOf(unknown), unknown).toBeNull();
    }
  });

  it('marks exactly the pages whose route reads its query string', () => {
    for (const pathname of staticPathnames) {
      const page = path.join(__dirname, '../../app/[locale]', pathname, 'page.tsx');
      expect(existsSync(page), page).toBe(true);
      expect(readsQuery(pathname), pathname).toBe(
        readFileSync(page, 'utf8').includes('searchParams'),
      );
    }
    expect(readsQuery(EVENT_DETAIL)).toBe(false);
  });
});
