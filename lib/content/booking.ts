import { rules } from './facts';

export type Party = { adults: number; children: number };

export const partyLimits = {
  adults: { min: 1, max: 20 },
  children: { min: 0, max: 20 },
} as const;

export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function normaliseParty(party: Party): Party {
  return {
    adults: clamp(party.adults, partyLimits.adults.min, partyLimits.adults.max),
    children: clamp(party.children, partyLimits.children.min, partyLimits.children.max),
  };
}

/**
 * The party a form's fields hold (`adults`, `children`): what a visitor typed before the page
 * hydrated, which the widget adopts once it has (lib/shell/taps.ts). A missing or empty field keeps
 * `current`.
 */
export function partyFromForm(data: FormData, current: Party): Party {
  const read = (name: keyof Party) => {
    const value = data.get(name);
    return typeof value === 'string' && value.trim() !== '' ? Number(value) : current[name];
  };
  return normaliseParty({ adults: read('adults'), children: read('children') });
}

/** Groups of 9 or more book through the venue, not online (docs/product.md §9). */
export function needsGroupContact(party: Party): boolean {
  return party.adults + party.children >= rules.groupContactFrom;
}

/** The external booking site with the party as `adults` / `children` query parameters. */
export function bookingHref(
  base: string,
  party: Party,
  extra: Record<string, string> = {},
): string {
  const { adults, children } = normaliseParty(party);
  const url = new URL(base);
  url.searchParams.set('adults', String(adults));
  url.searchParams.set('children', String(children));
  for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
  return url.toString();
}
