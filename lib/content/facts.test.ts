import { describe, expect, it } from 'vitest';
import { formatScore, venueFacts } from './facts';

describe('venue facts (docs/product.md §6, §9)', () => {
  it('has the entrance rule (the evening’s hours are venue facts: lib/content/venue-facts.ts)', () => {
    expect(venueFacts.entranceClosesMinutes).toBe(30);
    expect(venueFacts).not.toHaveProperty('times');
  });

  it('has the ages, groups and limits', () => {
    expect(venueFacts.ages).toMatchObject({ childrenFrom: 6, club: 18, events: 18 });
    expect(venueFacts.ages.childDiscountAges).toEqual({ from: 6, to: 12 });
    expect(venueFacts.ages.childDiscountPercent).toBe(50);
    expect(venueFacts.groups.loungeSizes).toEqual([2, 6, 12]);
    expect(venueFacts.groups.contactFrom).toBe(9);
    expect(venueFacts.bagLimitLitres).toBe(16);
  });

  it('has the capacities, rating and technical figures', () => {
    expect(venueFacts.capacities).toEqual({ theatre: 1000, party: 1200, galaDinner: 500 });
    expect(venueFacts.rating).toEqual({ score: 4.5, outOf: 5, sites: 2 });
    expect(venueFacts.technical.projectors).toBe(32);
    expect(venueFacts.technical.projectorAnsiLumens).toBe(20000);
    expect(venueFacts.technical.effectScreen).toEqual({ width: 17, height: 7 });
  });

  it('formats the rating per language', () => {
    expect(formatScore('en', 4.5)).toBe('4.5');
    expect(formatScore('tr', 4.5)).toBe('4,5');
    expect(formatScore('ru', 4.5)).toBe('4,5');
  });
});
