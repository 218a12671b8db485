import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '@/lib/site';
import { pageFigures } from './figures';
import { factValues } from './venue-facts';

describe('pageFigures', () => {
  it('writes each figure as the language does, the venue facts from the settings', () => {
    const tr = pageFigures('tr', factValues('tr', defaultSiteFacts()));
    expect(tr.theatreSeats).toBe('1.000');
    expect(tr.rating).toBe('4,5 / 5');
    expect(tr.clubAge).toBe('18+');
    expect(tr.openingHours).toBe(`${tr.doorsOpen}–${tr.clubCloses}`);
    const en = pageFigures('en', factValues('en', defaultSiteFacts()));
    expect(en.theatreSeats).toBe('1,000');
    expect(en.loungeSizes).toBe('2 / 6 / 12');
    expect(en.loungeSizeChoices).toBe('2, 6 or 12');
    expect(en.showHours).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    expect(en.artists).toBe('50+');
  });

  it('writes percentages and capacities per language, never by joining a sign to a number', () => {
    const figures = (locale: 'en' | 'tr' | 'ru' | 'de') =>
      pageFigures(locale, factValues(locale, defaultSiteFacts()));
    expect(figures('tr').childDiscount).toBe('%50');
    expect(figures('ru').childDiscount).toBe('50\u00a0%');
    expect(figures('de').childDiscount).toBe('50\u00a0%');
    expect(figures('en').childDiscount).toBe('50%');
    expect(figures('tr').hotelGuestDiscount).toBe('%10');
    expect(figures('ru').partyGuests).toBe('1\u00a0200');
    expect([figures('de').childDiscountFrom, figures('de').childDiscountTo]).toEqual(['6', '12']);
  });
});
