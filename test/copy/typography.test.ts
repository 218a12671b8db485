import { describe, expect, it } from 'vitest';
import { messageStrings } from './copy-sources';
import { locales } from '../../lib/i18n/locales';
import { breakablePairs, figureOffences, punctuationOffences } from './typography';

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

describe('figures as the language writes them', () => {
  it('find an ungrouped number of four or more digits', () => {
    expect(figureOffences('Theatre 1000, party 1200', 'en')).toHaveLength(2);
    expect(figureOffences('WhatsApp +905324104040', 'tr')).toHaveLength(1);
    expect(figureOffences('501–1000 misafir, 1000+', 'tr')).toHaveLength(2);
    expect(figureOffences('скидка 2000 ₽', 'ru')).toHaveLength(1);
    expect(figureOffences('€2000 per table', 'en')).toHaveLength(1);
  });

  it('accept grouped figures, years, law numbers, postcodes, clock times and telephone numbers', () => {
    for (const [text, lang] of [
      ['1,000 guests since 2016, Law No. 6698, 07230 Muratpaşa, 20:00–03:00', 'en'],
      ['1.000 kişi, 6698 sayılı Kanun, +90 532 410 40 40, Kanun No. 5846', 'tr'],
      ['1\u00a0000 гостей, Закон №\u00a06698, 2026\u00a0г.', 'ru'],
      ['1.000 Gäste, 3.360 × 1.008 px, wa.me/905324104040, A320', 'de'],
    ] as const)
      expect(figureOffences(text, lang), text).toEqual([]);
  });

  it('tr: find a percent sign after the number and a currency sign before the amount', () => {
    expect(figureOffences('indirim 50 %, iade 50%', 'tr')).toHaveLength(2);
    expect(figureOffences('giriş ₺1.500, şişe €500, set € 2.500', 'tr')).toHaveLength(3);
    expect(figureOffences('%50 indirim, 1.500\u00a0TL, 80\u00a0€’dan', 'tr')).toEqual([]);
  });

  it('de: find a span after “von” written with a dash', () => {
    expect(figureOffences('Kinder von 6–12 Jahren, von {from}–{to} Jahren', 'de')).toHaveLength(2);
    expect(figureOffences('Kinder von 6 bis 12 Jahren, Kinder (6–12 Jahre)', 'de')).toEqual([]);
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

    it(`${lang}: figures are grouped and signed as the language writes them`, () => {
      expect(offenders(figureOffences)).toEqual([]);
    });
  }
});
