import { describe, expect, it } from 'vitest';
import { bookingHref, clamp, needsGroupContact, normaliseParty, partyFromForm } from './booking';

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

  it('reads the party a form holds (typed before hydration), clamped, else keeps the current one', () => {
    const form = (entries: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of entries) data.append(name, value);
      return data;
    };
    const current = { adults: 2, children: 0 };
    expect(
      partyFromForm(
        form([
          ['adults', '5'],
          ['children', '1'],
        ]),
        current,
      ),
    ).toEqual({
      adults: 5,
      children: 1,
    });
    expect(
      partyFromForm(
        form([
          ['adults', ''],
          ['children', '40'],
        ]),
        current,
      ),
    ).toEqual({
      adults: 2,
      children: 20,
    });
    expect(partyFromForm(form([]), { adults: 3, children: 2 })).toEqual({ adults: 3, children: 2 });
  });
});
