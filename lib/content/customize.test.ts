import { describe, expect, it } from 'vitest';
import { defaultSelection, pricePerAdult, selectionFromForm, summarise } from './customize';

describe('customize summary', () => {
  it('prices the chosen package per person', () => {
    const summary = summarise({ ...defaultSelection, packageId: 'classic', adults: 2 });
    expect(summary.lines).toEqual([
      { id: 'adults', quantity: 2, unitPrice: 80, currency: 'EUR', amount: 160 },
    ]);
    expect(summary.totals).toEqual({ EUR: 160 });
    expect(summary.tables).toBe(0);
  });

  it('gives children 6–12 half price', () => {
    const summary = summarise({
      ...defaultSelection,
      packageId: 'platinum',
      adults: 2,
      children: 2,
    });
    expect(summary.lines[1]).toMatchObject({ id: 'children', unitPrice: 75, amount: 150 });
    expect(summary.totals.EUR).toBe(450);
  });

  it('uses the premium location price instead of the package and counts tables of 6', () => {
    expect(pricePerAdult({ packageId: 'classic', zone: 'frontRow' })).toBe(250);
    const summary = summarise({ ...defaultSelection, zone: 'secondRow', adults: 7, children: 0 });
    expect(summary.totals.EUR).toBe(1400);
    expect(summary.tables).toBe(2);
  });

  it('adds extras in their own currency: champagne set, club entry per adult, bottle', () => {
    const summary = summarise({
      ...defaultSelection,
      packageId: 'silver',
      adults: 3,
      children: 1,
      extras: ['bottle', 'clubEntry', 'champagne'],
    });
    expect(summary.lines.map((line) => line.id)).toEqual([
      'adults',
      'children',
      'champagne',
      'clubEntry',
      'bottle',
    ]);
    expect(summary.totals).toEqual({ EUR: 300 + 50 + 2500 + 500, TRY: 4500 });
  });
});

describe('selectionFromForm', () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it('reads what the customize form holds: party, package, zone, extras', () => {
    expect(
      selectionFromForm(
        form([
          ['adults', '4'],
          ['children', '2'],
          ['package', 'gold'],
          ['zone', 'hall'],
          ['extras', 'bottle'],
          ['extras', 'champagne'],
        ]),
        defaultSelection,
      ),
    ).toEqual({
      adults: 4,
      children: 2,
      packageId: 'gold',
      zone: 'hall',
      extras: ['champagne', 'bottle'],
    });
  });

  it('keeps the current package when the form sends none (a premium zone includes the menu), and ignores unknown values', () => {
    const current = { ...defaultSelection, packageId: 'platinum' as const };
    const read = selectionFromForm(
      form([
        ['zone', 'nowhere'],
        ['extras', 'pony'],
      ]),
      current,
    );
    expect(read).toEqual({ ...current, extras: [] });
  });
});
