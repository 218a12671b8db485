import { describe, expect, it } from 'vitest';
import { fontHrefs } from './fonts';

const names = (locale: Parameters<typeof fontHrefs>[0]) =>
  fontHrefs(locale).map((href) => /([a-z-]+-\d{3}-normal)[^/]*\.woff2$/.exec(href)?.[1]);

describe('fontHrefs', () => {
  it('is the latin files for English and German', () => {
    for (const locale of ['en', 'de'] as const)
      expect(names(locale)).toEqual([
        'jost-latin-400-normal',
        'jost-latin-700-normal',
        'playfair-display-latin-400-normal',
      ]);
  });

  it('adds the Turkish letters for Turkish and cyrillic for Russian, in both faces and both body weights', () => {
    expect(names('tr').slice(3)).toEqual([
      'jost-turkish-400-normal',
      'jost-turkish-700-normal',
      'playfair-display-turkish-400-normal',
    ]);
    expect(names('ru').slice(3)).toEqual([
      'jost-cyrillic-400-normal',
      'jost-cyrillic-700-normal',
      'playfair-display-cyrillic-400-normal',
    ]);
  });
});
