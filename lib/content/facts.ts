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
