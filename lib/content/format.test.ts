import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, formatTotals } from './format';

// Intl output contains narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('formats euros and lira per locale without decimals', () => {
    expect(formatPrice('en', 80, 'EUR')).toBe('€80');
    expect(plain(formatPrice('en', 1500, 'TRY'))).toBe('TRY 1,500');
    expect(formatPrice('tr', 1500, 'TRY')).toBe('₺1.500');
    expect(formatPrice('tr', 2500, 'EUR')).toBe('€2.500');
    expect(plain(formatPrice('ru', 35000, 'TRY'))).toBe('35 000 TRY');
    expect(plain(formatPrice('de', 2500, 'EUR'))).toBe('2.500 €');
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
