import { describe, expect, it } from 'vitest';
import { bookingHref, clamp, needsGroupContact, normaliseParty } from './booking';

describe('booking', () => {
  it('puts the party on the booking url and keeps its own query', () => {
    expect(bookingHref('https://booking.example', { adults: 2, children: 1 })).toBe(
      'https://booking.example/?adults=2&children=1',
    );
    expect(
      bookingHref(
        'https://booking.example/en?venue=4',
        { adults: 3, children: 0 },
        { zone: 'gold' },
      ),
    ).toBe('https://booking.example/en?venue=4&adults=3&children=0&zone=gold');
  });

  it('clamps counts: at least one adult, no negative children, whole numbers', () => {
    expect(normaliseParty({ adults: 0, children: -2 })).toEqual({ adults: 1, children: 0 });
    expect(normaliseParty({ adults: 2.6, children: 99 })).toEqual({ adults: 3, children: 20 });
    expect(clamp(Number.NaN, 1, 5)).toBe(1);
  });

  it('sends groups of 9 or more to the venue', () => {
    expect(needsGroupContact({ adults: 8, children: 0 })).toBe(false);
    expect(needsGroupContact({ adults: 6, children: 3 })).toBe(true);
  });
});
