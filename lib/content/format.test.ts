import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatTotals, localFacts } from './format';
import { locales } from '@/lib/i18n/locales';

// Intl output contains narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euros and lira per locale without decimals', () => {
    expect(formatPrice('en', 80, 'EUR')).toBe('€80');
    expect(formatPrice('en', 1500, 'TRY')).toBe('₺1,500');
    expect(formatPrice('tr', 1500, 'TRY')).toBe('₺1.500');
    expect(formatPrice('tr', 2500, 'EUR')).toBe('€2.500');
    expect(plain(formatPrice('ru', 35000, 'TRY'))).toBe('35 000 ₺');
    expect(plain(formatPrice('de', 2500, 'EUR'))).toBe('2.500 €');
    expect(plain(formatPrice('de', 1500, 'TRY'))).toBe('1.500 ₺');
  });

  it('formats plain numbers with the locale grouping', () => {
    expect(formatNumber('en', 1200)).toBe('1,200');
    expect(formatNumber('tr', 1000)).toBe('1.000');
  });

  it('keeps currencies apart in totals and drops empty ones', () => {
    expect(formatTotals('en', { EUR: 260, TRY: 0 })).toEqual(['€260']);
    expect(formatTotals('tr', { TRY: 3000, EUR: 2500 })).toEqual(['€2.500', '₺3.000']);
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
    expect(localFacts('tr').club.lounges).toEqual(['₺35.000', '₺40.000']);
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
