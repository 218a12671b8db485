/**
 * The venue's business constants of docs/product.md §9 shown on the content pages: one place, so the offers,
 * contact, FAQ, customize and event-solutions pages can never disagree about a price or a rule. The
 * evening's hours are venue facts, not constants: the provider's settings (lib/provider/settings.ts).
 */
export type Currency = 'EUR' | 'TRY';

export const rules = {
  childMinAge: 6,
  childDiscountAges: { from: 6, to: 12 },
  childDiscountPercent: 50,
  showRecommendedAge: 8,
  clubMinAge: 18,
  eventMinAge: 18,
  groupContactFrom: 9,
  premiumTableMax: 6,
  bottleOfferMax: 4,
  hotelGuestDiscountPercent: 10,
  bagLimitLitres: 16,
  entranceClosesMinutesBeforeShow: 30,
} as const;

export const refunds = {
  fullFromDays: 15,
  halfFromDays: 7,
  halfToDays: 14,
  noneUpToDays: 6,
  halfPercent: 50,
} as const;

/** Dinner-show packages, per person (docs/product.md §9). */
export const dinnerShowPackages = [
  { id: 'classic', menuPrice: 80, priceCurrency: 'EUR' },
  { id: 'silver', menuPrice: 100, priceCurrency: 'EUR' },
  { id: 'gold', menuPrice: 125, priceCurrency: 'EUR' },
  { id: 'platinum', menuPrice: 150, priceCurrency: 'EUR' },
] as const satisfies ReadonlyArray<{ id: string; menuPrice: number; priceCurrency: Currency }>;

/** Premium locations, priced by row, per person; at most 6 guests per table. */
export const premiumLocations = [
  { id: 'thirdRow', menuPrice: 150, priceCurrency: 'EUR' },
  { id: 'secondRow', menuPrice: 200, priceCurrency: 'EUR' },
  { id: 'frontRow', menuPrice: 250, priceCurrency: 'EUR' },
] as const satisfies ReadonlyArray<{ id: string; menuPrice: number; priceCurrency: Currency }>;

export const champagneSet = {
  id: 'champagne',
  menuPrice: 2500,
  priceCurrency: 'EUR',
  maxGuests: 6,
} as const;

/** The Sin: entry per person, a bottle for up to 4, lounges for 2, 6 or 12 guests. */
export const clubOffers = [
  { id: 'entry', menuPrice: 1500, priceCurrency: 'TRY' },
  { id: 'bottle', menuPrice: 500, priceCurrency: 'EUR' },
  { id: 'lounge', menuPrice: 35000, priceCurrency: 'TRY' },
  { id: 'vipLounge', menuPrice: 40000, priceCurrency: 'TRY' },
] as const satisfies ReadonlyArray<{ id: string; menuPrice: number; priceCurrency: Currency }>;

export const loungeSizes = [2, 6, 12] as const;

export const capacities = { theatre: 1000, party: 1200, galaDinner: 500 } as const;

/** MICE technical figures, shown literally. */
export const technical = {
  projectionDegrees: 270,
  mappingSquareMetres: 1500,
  projectors: 32,
  projectorAnsiLumens: 20000,
  effectScreen: { width: 17, height: 7 },
  ledSquareMetres: 150,
  facadeScreens: 5,
  facadeScreen: { width: 672, height: 1008 },
} as const;

/** 5 × 672 px side by side = 3360 × 1008 px. */
export const facadeCanvas = {
  width: technical.facadeScreens * technical.facadeScreen.width,
  height: technical.facadeScreen.height,
};

/**
 * The figures above by the names the pages use, so every page and language agrees. Numbers,
 * percentages, prices and dimensions are formatted per language in lib/content/format.ts; texts
 * around them live in messages.
 */
export const houseFigures = {
  /** The entrance closes this many minutes before the show. */
  entranceClosesMinutes: rules.entranceClosesMinutesBeforeShow,
  /** At least this many artists (50+). */
  artists: 50,
  ages: {
    childrenFrom: rules.childMinAge,
    /** The rules text: the show suits guests of 8 and over. */
    showSuitsFrom: rules.showRecommendedAge,
    childDiscountAges: rules.childDiscountAges,
    childDiscountPercent: rules.childDiscountPercent,
    club: rules.clubMinAge,
    events: rules.eventMinAge,
  },
  groups: {
    contactFrom: rules.groupContactFrom,
    premiumTableMax: rules.premiumTableMax,
    loungeSizes,
    bottleMaxGuests: rules.bottleOfferMax,
  },
  bagLimitLitres: rules.bagLimitLitres,
  hotelGuestDiscountPercent: rules.hotelGuestDiscountPercent,
  capacities,
  rating: { score: 4.5, outOf: 5, sites: 2 },
  technical,
} as const;

/** "4.5" in English, "4,5" in Turkish, Russian and German. */
export function formatScore(locale: string, score: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);
}
