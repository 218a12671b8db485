import { describe, expect, it } from 'vitest';
import { messageStrings } from './copy-sources';
import { locales } from './locales';
import { breakablePairs, punctuationOffences } from './typography';

describe('binding spaces', () => {
  it('find a plain space between a number and its unit, currency, percent sign or noun', () => {
    expect(breakablePairs('Für 1.200 Gäste', 'de')).toHaveLength(1);
    expect(breakablePairs('ab 80 € pro Person', 'de')).toHaveLength(1);
    expect(breakablePairs('{percent} % indirim', 'tr')).toHaveLength(1);
    expect(breakablePairs('{count, plural, one {# guest} other {# guests}}', 'en')).toHaveLength(2);
    expect(breakablePairs('a 17 × 7 m screen', 'en')).toHaveLength(3);
    expect(breakablePairs('вход 1 500 ₺', 'ru')).toHaveLength(2);
  });

  // One planted pair per counted noun the second review (localisation-2 §4) found breakable.
  it.each([
    ['en', 'over 50 artists, 50 acrobats, 1,000 delegates, in 5 seconds, 6 months, # events'],
    ['en', '5 facade screens, 1 March 2026'],
    ['tr', '6 ay, 1 yıl, 4,5 puan, 50 sanatçı, # saniye, {count} cephe ekranı, 6698 sayılı'],
    ['tr', '50 akrobat, 60 müzisyen, 50 dansçı, 1.000 katılımcı, # etkinlik, 1 Mart 2026'],
    ['de', 'über 50 Künstlern, 1 Jahr, 6 Monate, # Sekunden, # Events, 1.000 Teilnehmende, 1 Tag'],
    ['de', '5 Fassadenbildschirme, 1. März 2026'],
  ] as const)('%s: each pair in “%s” is found', (lang, text) => {
    expect(breakablePairs(text, lang)).toHaveLength(text.split(', ').length);
  });

  it('ru: find a number parted from any word it governs, «№ 5» and «2026 г.»', () => {
    for (const text of [
      'более 50 артистов',
      '1\u00a0000 участников',
      '12 месяцев',
      'через # секунд',
      '500 персон',
      '4,5 из 5',
      '1 марта',
      '2026 г.',
      '№ 6698',
      '{count} фасадных экранов',
    ])
      expect(breakablePairs(text, 'ru'), text).toHaveLength(1);
  });

  it('accept no-break spaces, signs before the number, years and telephone numbers', () => {
    for (const [text, lang] of [
      ['Für 1.200\u00a0Gäste ab 18\u00a0Jahren, 23:00\u00a0Uhr, seit 2026 Teil', 'de'],
      [
        '%{percent} indirim, ₺1.500, 1.500\u00a0TL, 1\u00a0Mart 2026, {site} puanı, {month} etkinlikleri',
        'tr',
      ],
      ['a 17\u00a0×\u00a07\u00a0m screen in 2026, call +90 242 555 04 04', 'en'],
      ['вход 1\u00a0500\u00a0₺\u00a0— до 4\u00a0гостей, «Casting»', 'ru'],
      ['Закон №\u00a06698 от 1\u00a0марта 2026\u00a0г., от 6 до 12\u00a0лет, 2, 6 или 12', 'ru'],
      ['в 21:00 начинается шоу, {date} в календарь, с {clubOpens} ночью', 'ru'],
    ] as const)
      expect(breakablePairs(text, lang), text).toEqual([]);
  });
});

describe('punctuation rules', () => {
  it('find the wrong quotation marks and dashes of each language', () => {
    expect(punctuationOffences('с темой "Casting" – мы ответим', 'ru')).toHaveLength(3);
    expect(punctuationOffences('über “Cookie-Einstellungen” — jederzeit', 'de')).toHaveLength(3);
    expect(punctuationOffences('The Sin\'de "Rezervasyon yap"', 'tr')).toHaveLength(3);
  });

  it('tr: find a straight apostrophe after a closing tag, and not a quoted attribute', () => {
    expect(punctuationOffences("<strong>The Sin</strong>'e inin", 'tr')).toHaveLength(1);
    expect(punctuationOffences('<a href="/x">The Sin</a>’e inin', 'tr')).toEqual([]);
  });

  it('accept the right marks', () => {
    expect(punctuationOffences('über „Cookie-Einstellungen“ – jederzeit', 'de')).toEqual([]);
    expect(punctuationOffences('клуб\u00a0— ночь, «Casting»', 'ru')).toEqual([]);
  });
});

// The seed's copy: provider/seed/copy.test.ts.
describe('typography of the messages', () => {
  for (const lang of locales) {
    const sources = messageStrings(lang);
    const offenders = (check: (text: string, lang: (typeof locales)[number]) => string[]) =>
      sources.flatMap(([path, text]) => check(text, lang).map((offence) => `${path}: ${offence}`));

    it(`${lang}: no number parts from its unit or (ru) the word it governs at a line end`, () => {
      expect(sources.length).toBeGreaterThan(200);
      expect(offenders(breakablePairs)).toEqual([]);
    });

    it(`${lang}: quotes, dashes and apostrophes follow the language`, () => {
      expect(offenders(punctuationOffences)).toEqual([]);
    });
  }
});
