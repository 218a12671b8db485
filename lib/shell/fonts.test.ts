import { describe, expect, it } from 'vitest';
import { headingFontHref } from './fonts';

describe('headingFontHref', () => {
  it('is the cyrillic subset for Russian and the latin one for the other languages', () => {
    expect(headingFontHref('ru')).toMatch(/playfair-display-cyrillic-400-normal[^/]*\.woff2$/);
    for (const locale of ['en', 'tr', 'de'] as const)
      expect(headingFontHref(locale)).toMatch(/playfair-display-latin-400-normal[^/]*\.woff2$/);
  });
});
