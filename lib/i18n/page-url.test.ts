import { describe, expect, it } from 'vitest';
import { pageUrlFromPath } from './page-url';

describe('pageUrlFromPath (docs/product.md §2 page-url rule)', () => {
  it('uses the English path as is', () => {
    expect(pageUrlFromPath('/', 'en')).toBe('/');
    expect(pageUrlFromPath('/about-us', 'en')).toBe('/about-us');
    expect(pageUrlFromPath('/events-concerts/new-year-gala', 'en')).toBe(
      '/events-concerts/new-year-gala',
    );
  });

  it('drops the locale prefix of other languages', () => {
    expect(pageUrlFromPath('/tr', 'tr')).toBe('/');
    expect(pageUrlFromPath('/tr/hakkimizda', 'tr')).toBe('/hakkimizda');
    expect(pageUrlFromPath('/ru/about-us', 'ru')).toBe('/about-us');
    expect(pageUrlFromPath('/de/event-solutions', 'de')).toBe('/event-solutions');
  });

  it('removes a trailing slash and ignores query and hash', () => {
    expect(pageUrlFromPath('/tr/hakkimizda/', 'tr')).toBe('/hakkimizda');
    expect(pageUrlFromPath('/about-us/', 'en')).toBe('/about-us');
    expect(pageUrlFromPath('/tr/', 'tr')).toBe('/');
    expect(pageUrlFromPath('/about-us?x=1#top', 'en')).toBe('/about-us');
  });
});
