import { describe, expect, it } from 'vitest';
import { messageStrings } from './copy-sources';
import { locales } from './locales';
import { typographyOffences } from './typography';

describe('typography rules', () => {
  it('find a plain space between a number and its unit, currency, percent sign or noun', () => {
    expect(typographyOffences('Für 1.200 Gäste', 'de')).toHaveLength(1);
    expect(typographyOffences('ab 80 € pro Person', 'de')).toHaveLength(1);
    expect(typographyOffences('{percent} % indirim', 'tr')).toHaveLength(1);
    expect(
      typographyOffences('{count, plural, one {# guest} other {# guests}}', 'en'),
    ).toHaveLength(2);
    expect(typographyOffences('a 17 × 7 m screen', 'en')).toHaveLength(3);
    expect(typographyOffences('вход 1 500 ₺', 'ru')).toHaveLength(2);
  });

  it('accept no-break spaces, signs before the number, years and telephone numbers', () => {
    for (const [text, lang] of [
      ['Für 1.200\u00a0Gäste ab 18\u00a0Jahren, 23:00\u00a0Uhr', 'de'],
      ['%{percent} indirim, ₺1.500, €80', 'tr'],
      ['a 17\u00a0×\u00a07\u00a0m screen in 2026, call +90 242 555 04 04', 'en'],
      ['вход 1\u00a0500\u00a0₺\u00a0— до 4\u00a0гостей, «Casting»', 'ru'],
      ['über „Cookie-Einstellungen“ – jederzeit', 'de'],
    ] as const)
      expect(typographyOffences(text, lang), text).toEqual([]);
  });

  it('find the wrong quotation marks and dashes of each language', () => {
    expect(typographyOffences('с темой "Casting" – мы ответим', 'ru')).toHaveLength(3);
    expect(typographyOffences('über “Cookie-Einstellungen” — jederzeit', 'de')).toHaveLength(3);
    expect(typographyOffences('The Sin\'de "Rezervasyon yap"', 'tr')).toHaveLength(3);
  });
});

// The seed's copy: provider/seed/copy.test.ts.
describe('typography of the messages', () => {
  for (const lang of locales) {
    it(`${lang}: numbers keep their units, quotes and dashes follow the language`, () => {
      const sources = messageStrings(lang);
      expect(sources.length).toBeGreaterThan(200);
      const offenders = sources.flatMap(([path, text]) =>
        typographyOffences(text, lang).map((offence) => `${path}: ${offence}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});
