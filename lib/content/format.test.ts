import { describe, expect, it } from 'vitest';
import {
  formatAlternatives,
  formatAtLeast,
  formatDuration,
  formatNumber,
  formatNumberRange,
  formatPercent,
  formatPhone,
  formatPrice,
  formatTotals,
  localFacts,
} from './format';
import { locales } from '@/lib/i18n/locales';

// Intl output contains narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('formats euros and lira per locale without decimals', () => {
    expect(formatPrice('en', 80, 'EUR')).toBe('€80');
    expect(formatPrice('en', 1500, 'TRY')).toBe('₺1,500');
    expect(plain(formatPrice('ru', 35000, 'TRY'))).toBe('35 000 ₺');
    expect(plain(formatPrice('de', 2500, 'EUR'))).toBe('2.500 €');
    expect(plain(formatPrice('de', 1500, 'TRY'))).toBe('1.500 ₺');
  });

  it('writes Turkish prices as Turkish prose does: the amount first, the lira as TL', () => {
    expect(formatPrice('tr', 1500, 'TRY')).toBe(`1.500${NBSP}TL`);
    expect(formatPrice('tr', 2500, 'EUR')).toBe(`2.500${NBSP}€`);
    expect(formatPrice('tr', 80, 'EUR')).toBe(`80${NBSP}€`);
    expect(formatPrice('tr', 95, 'USD')).toBe(`95${NBSP}$`);
  });

  it('never parts the amount from its currency at a line end', () => {
    for (const locale of locales)
      for (const currency of ['EUR', 'TRY'])
        expect(formatPrice(locale, 35000, currency)).not.toMatch(/ /);
  });

  it('formats plain numbers with the locale grouping', () => {
    expect(formatNumber('en', 1200)).toBe('1,200');
    expect(formatNumber('tr', 1000)).toBe('1.000');
  });

  it('keeps currencies apart in totals and drops empty ones', () => {
    expect(formatTotals('en', { EUR: 260, TRY: 0 })).toEqual(['€260']);
    expect(formatTotals('tr', { TRY: 3000, EUR: 2500 })).toEqual([
      `2.500${NBSP}€`,
      `3.000${NBSP}TL`,
    ]);
    expect(formatTotals('en', {})).toEqual([]);
  });
});

describe('localFacts', () => {
  it('formats the club prices like the offers page (one price, one format per language)', () => {
    expect(localFacts('tr').club).toEqual({
      entry: formatPrice('tr', 1500, 'TRY'),
      bottle: formatPrice('tr', 500, 'EUR'),
      lounges: [formatPrice('tr', 35000, 'TRY'), formatPrice('tr', 40000, 'TRY')],
    });
    expect(localFacts('tr').club.lounges).toEqual([`35.000${NBSP}TL`, `40.000${NBSP}TL`]);
    expect(plain(localFacts('ru').club.entry)).toBe('1 500 ₺');
    expect(plain(localFacts('de').club.bottle)).toBe('500 €');
  });

  it('groups capacities and technical figures and binds units with no-break spaces', () => {
    expect(localFacts('de').capacities).toEqual({
      theatre: '1.000',
      party: '1.200',
      galaDinner: '500',
    });
    expect(localFacts('en').technical.projectors).toBe('32\u00a0×\u00a020,000\u00a0ANSI');
    expect(localFacts('tr').technical.mapping).toBe('1.500\u00a0m²');
    expect(plain(localFacts('ru').technical.facadeTotalPixels)).toBe('3 360 × 1 008 пикс.');
    for (const locale of locales)
      for (const value of Object.values(localFacts(locale).technical))
        expect(value, `${locale}: ${value}`).not.toMatch(/ /);
  });

  it('writes units in the language: Intl’s unit style for metres, the locale table for m²', () => {
    expect(plain(localFacts('ru').technical.effectScreen)).toBe('17 × 7 м');
    expect(plain(localFacts('ru').technical.mapping)).toBe('1 500 м²');
    expect(plain(localFacts('ru').technical.led)).toBe('150 м²');
    expect(plain(localFacts('tr').technical.effectScreen)).toBe('17 × 7 m');
    expect(plain(localFacts('de').technical.mapping)).toBe('1.500 m²');
    expect(plain(localFacts('en').technical.effectScreen)).toBe('17 × 7 m');
  });
});

describe('figures in words and signs', () => {
  it('writes a percentage as the language does: %50 in Turkish, a no-break space in ru and de', () => {
    expect(formatPercent('en', 50)).toBe('50%');
    expect(formatPercent('tr', 50)).toBe('%50');
    expect(formatPercent('ru', 10)).toBe(`10${NBSP}%`);
    expect(formatPercent('de', 50)).toBe(`50${NBSP}%`);
  });

  it('groups counts, spans of counts and open-ended counts', () => {
    expect(formatNumber('ru', 1200)).toBe(`1${NBSP}200`);
    expect(formatNumberRange('en', 501, 1000)).toBe('501–1,000');
    expect(formatNumberRange('tr', 501, 1000)).toBe('501–1.000');
    expect(formatNumberRange('ru', 501, 1000)).toBe(`501–1${NBSP}000`);
    expect(formatNumberRange('de', 6, 12)).toBe('6–12');
    expect(formatAtLeast('de', 1000)).toBe('1.000+');
    expect(formatAtLeast('ru', 1000)).toBe(`1${NBSP}000+`);
    expect(formatAtLeast('en', 18)).toBe('18+');
  });

  it('writes durations in words, bound to their count', () => {
    expect(formatDuration('en', { count: 6, unit: 'month' })).toBe(`6${NBSP}months`);
    expect(formatDuration('tr', { count: 6, unit: 'month' })).toBe(`6${NBSP}ay`);
    expect(formatDuration('ru', { count: 6, unit: 'month' })).toBe(`6${NBSP}месяцев`);
    expect(formatDuration('ru', { count: 2, unit: 'year' })).toBe(`2${NBSP}года`);
    expect(formatDuration('de', { count: 1, unit: 'year' })).toBe(`1${NBSP}Jahr`);
  });

  it('lists alternatives with the language’s “or”', () => {
    expect(formatAlternatives('tr', [2, 6, 12])).toBe('2, 6 veya 12');
    expect(formatAlternatives('ru', [2, 6, 12])).toBe('2, 6 или 12');
    expect(formatAlternatives('de', [2, 6, 12])).toBe('2, 6 oder 12');
  });

  it('groups a telephone number as its country’s plan does, and leaves an unknown one', () => {
    expect(formatPhone('+905324104040')).toBe('+90 532 410 40 40');
    expect(formatPhone('+902423104040')).toBe('+90 242 310 40 40');
    expect(formatPhone('12')).toBe('12');
  });
});
