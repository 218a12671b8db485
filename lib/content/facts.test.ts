import { describe, expect, it } from 'vitest';
import { formatScore, houseFigures } from './facts';

describe('venue facts (docs/product.md §6, §9)', () => {
  it('has the entrance rule (the evening’s hours are venue facts: lib/content/venue-facts.ts)', () => {
    expect(houseFigures.entranceClosesMinutes).toBe(30);
    expect(houseFigures).not.toHaveProperty('times');
  });

  it('has the ages, groups and limits', () => {
    expect(houseFigures.ages).toMatchObject({ childrenFrom: 6, club: 18, events: 18 });
    expect(houseFigures.ages.childDiscountAges).toEqual({ from: 6, to: 12 });
    expect(houseFigures.ages.childDiscountPercent).toBe(50);
    expect(houseFigures.groups.loungeSizes).toEqual([2, 6, 12]);
    expect(houseFigures.groups.contactFrom).toBe(9);
    expect(houseFigures.bagLimitLitres).toBe(16);
  });

  it('has the capacities, rating and technical figures', () => {
    expect(houseFigures.capacities).toEqual({ theatre: 1000, party: 1200, galaDinner: 500 });
    expect(houseFigures.rating).toEqual({ score: 4.5, outOf: 5, sites: 2 });
    expect(houseFigures.technical.projectors).toBe(32);
    expect(houseFigures.technical.projectorAnsiLumens).toBe(20000);
    expect(houseFigures.technical.effectScreen).toEqual({ width: 17, height: 7 });
  });

  it('formats the rating per language', () => {
    expect(formatScore('en', 4.5)).toBe('4.5');
    expect(formatScore('tr', 4.5)).toBe('4,5');
    expect(formatScore('ru', 4.5)).toBe('4,5');
  });
});
