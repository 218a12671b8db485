import { normaliseParty, partyFromForm, type Party } from './booking';
import {
  champagneSet,
  clubOffers,
  dinnerShowPackages,
  premiumLocations,
  rules,
  type Currency,
} from './facts';

export type PackageId = (typeof dinnerShowPackages)[number]['id'];
export type PremiumId = (typeof premiumLocations)[number]['id'];
export type ZoneId = 'hall' | PremiumId;
export type ExtraId = 'champagne' | 'clubEntry' | 'bottle';

export const extraIds: readonly ExtraId[] = ['champagne', 'clubEntry', 'bottle'];
export const zoneIds: readonly ZoneId[] = ['hall', ...premiumLocations.map((zone) => zone.id)];

export type Selection = Party & { packageId: PackageId; zone: ZoneId; extras: ExtraId[] };

export type SummaryLine = {
  id: 'adults' | 'children' | ExtraId;
  quantity: number;
  unitPrice: number;
  currency: Currency;
  amount: number;
};

export type Summary = {
  lines: SummaryLine[];
  totals: Partial<Record<Currency, number>>;
  /** Premium locations seat at most 6 per table. */
  tables: number;
};

export const defaultSelection: Selection = {
  packageId: 'silver',
  zone: 'hall',
  extras: [],
  adults: 2,
  children: 0,
};

/**
 * The choices a customize form's fields hold (package, zone, extras, party): what a visitor chose
 * before the page hydrated, which the customizer adopts once it has. A field the form does not send
 * (the package while a premium zone includes its menu) keeps `current`.
 */
export function selectionFromForm(data: FormData, current: Selection): Selection {
  const packageId = dinnerShowPackages.find((item) => item.id === data.get('package'))?.id;
  const zone = zoneIds.find((id) => id === data.get('zone'));
  return {
    ...partyFromForm(data, current),
    packageId: packageId ?? current.packageId,
    zone: zone ?? current.zone,
    extras: extraIds.filter((id) => data.getAll('extras').includes(id)),
  };
}

function priceOf<T extends { id: string; menuPrice: number }>(list: readonly T[], id: string) {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`unknown offer ${id}`);
  return found.menuPrice;
}

/** The price per adult: a premium location replaces the package price (its menu is included). */
export function pricePerAdult(selection: Pick<Selection, 'packageId' | 'zone'>): number {
  return selection.zone === 'hall'
    ? priceOf(dinnerShowPackages, selection.packageId)
    : priceOf(premiumLocations, selection.zone);
}

/** What the evening costs: children 6–12 pay half, club entry is for adults only (18+). */
export function summarise(input: Selection): Summary {
  const { adults, children } = normaliseParty(input);
  const adultPrice = pricePerAdult(input);
  const childPrice = (adultPrice * (100 - rules.childDiscountPercent)) / 100;
  const lines: SummaryLine[] = [
    {
      id: 'adults',
      quantity: adults,
      unitPrice: adultPrice,
      currency: 'EUR',
      amount: adults * adultPrice,
    },
  ];
  if (children > 0) {
    lines.push({
      id: 'children',
      quantity: children,
      unitPrice: childPrice,
      currency: 'EUR',
      amount: children * childPrice,
    });
  }
  for (const extra of extraIds.filter((id) => input.extras.includes(id))) {
    if (extra === 'champagne') {
      const { menuPrice, priceCurrency } = champagneSet;
      lines.push({
        id: extra,
        quantity: 1,
        unitPrice: menuPrice,
        currency: priceCurrency,
        amount: menuPrice,
      });
    } else if (extra === 'clubEntry') {
      const price = priceOf(clubOffers, 'entry');
      lines.push({
        id: extra,
        quantity: adults,
        unitPrice: price,
        currency: 'TRY',
        amount: adults * price,
      });
    } else {
      const price = priceOf(clubOffers, 'bottle');
      lines.push({ id: extra, quantity: 1, unitPrice: price, currency: 'EUR', amount: price });
    }
  }
  const totals: Partial<Record<Currency, number>> = {};
  for (const line of lines) totals[line.currency] = (totals[line.currency] ?? 0) + line.amount;
  const tables = input.zone === 'hall' ? 0 : Math.ceil((adults + children) / rules.premiumTableMax);
  return { lines, totals, tables };
}
