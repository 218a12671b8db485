/**
 * The venue's business constants of SPEC §9 shown on the content pages: one place, so the offers,
 * contact, FAQ, customize and event-solutions pages can never disagree about a time or a price.
 */
export type Currency = 'EUR' | 'TRY';

export const hours = {
  doors: '19:30',
  dinner: { from: '20:00', to: '21:00' },
  show: { from: '21:00', to: '22:30' },
  club: { from: '23:00', to: '03:00' },
  lobsterClub: { from: '19:00', to: '24:00' },
  entranceClosesMinutesBeforeShow: 30,
} as const;

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
} as const;

export const refunds = {
  fullFromDays: 15,
  halfFromDays: 7,
  halfToDays: 14,
  noneUpToDays: 6,
  halfPercent: 50,
} as const;

/** Dinner-show packages, per person (SPEC §9). */
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
 * The venue's figures of SPEC §6 and §9, written once: pages show them from here so every page
 * and language agrees. Texts around them live in messages.
 */
export const venueFacts = {
  times: {
    doorsOpen: '19:30',
    dinner: '20:00–21:00',
    show: '21:00–22:30',
    dinnerShow: '20:00–22:30',
    club: '23:00–03:00',
    lobsterClub: '19:00–24:00',
  },
  /** The entrance closes this many minutes before the show. */
  entranceClosesMinutes: 30,
  artists: '50+',
  ages: {
    childrenFrom: 6,
    /** The rules text: the show suits guests of 8 and over. */
    showSuitsFrom: 8,
    childDiscountAges: '6–12',
    childDiscountPercent: 50,
    club: 18,
    events: 18,
  },
  groups: {
    contactFrom: 9,
    premiumTableMax: 6,
    loungeSizes: [2, 6, 12],
    bottleMaxGuests: 4,
  },
  bagLimitLitres: 16,
  hotelGuestDiscountPercent: 10,
  capacities: { theatre: 1000, party: 1200, galaDinner: 500 },
  /** The club's prices (SPEC §9), as shown on the club pages. */
  club: {
    entry: '1500 TRY',
    bottle: '500 €',
    lounges: ['35000 TRY', '40000 TRY'],
  },
  rating: { score: 4.5, outOf: 5, sites: 2 },
  technical: {
    projectionDegrees: 270,
    mappingSquareMetres: 1500,
    projectors: 32,
    projectorAnsiLumens: 20000,
    effectScreen: '17 × 7 m',
    ledSquareMetres: 150,
    facadeScreens: 5,
    facadeScreenPixels: '672 × 1008 px',
    facadeTotalPixels: '3360 × 1008 px',
  },
} as const;

/** "4.5" in English, "4,5" in Turkish, Russian and German. */
export function formatScore(locale: string, score: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score);
}
