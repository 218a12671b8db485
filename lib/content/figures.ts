import type { Locale } from '@/lib/i18n/locales';
import { formatScore, houseFigures } from './facts';
import {
  formatAlternatives,
  formatAtLeast,
  formatNumber,
  formatPercent,
  localFacts,
} from './format';
import type { FactName } from './venue-facts';

/**
 * Every figure a page shows, by name, as the language writes it: the venue facts of the provider's
 * settings (`facts`, lib/content/venue-facts.ts) and the business constants (lib/content/facts.ts).
 * Page recipes name figures (components/blocks/types.ts), so a figure is written in one place.
 */
export function pageFigures(locale: Locale, facts: Record<FactName, string>) {
  const { capacities, club, technical } = localFacts(locale);
  const { ages, groups, rating } = houseFigures;
  return {
    ...facts,
    /** From the doors opening to the club closing. */
    openingHours: `${facts.doorsOpen}–${facts.clubCloses}`,
    artists: formatAtLeast(locale, houseFigures.artists),
    /** The show, the restaurant and the club. */
    worlds: '3',
    theatreSeats: capacities.theatre,
    partyGuests: capacities.party,
    galaGuests: capacities.galaDinner,
    projection: `${houseFigures.technical.projectionDegrees}°`,
    mapping: technical.mapping,
    projectors: technical.projectors,
    effectScreen: technical.effectScreen,
    led: technical.led,
    facadeScreens: houseFigures.technical.facadeScreens,
    facadeScreenPixels: technical.facadeScreenPixels,
    facadeTotalPixels: technical.facadeTotalPixels,
    clubAge: formatAtLeast(locale, ages.club),
    clubEntry: club.entry,
    clubBottle: club.bottle,
    clubLounges: club.lounges.join(' · '),
    loungeSizes: groups.loungeSizes.join(' / '),
    /** The same sizes in a sentence: 2, 6 or 12. */
    loungeSizeChoices: formatAlternatives(locale, groups.loungeSizes),
    bottleMaxGuests: groups.bottleMaxGuests,
    childDiscount: formatPercent(locale, ages.childDiscountPercent),
    /** The ages of the child discount, for messages that write the span their way (von … bis). */
    childDiscountFrom: formatNumber(locale, ages.childDiscountAges.from),
    childDiscountTo: formatNumber(locale, ages.childDiscountAges.to),
    hotelGuestDiscount: formatPercent(locale, houseFigures.hotelGuestDiscountPercent),
    rating: `${formatScore(locale, rating.score)} / ${rating.outOf}`,
  };
}

export type Figures = ReturnType<typeof pageFigures>;
export type Figure = keyof Figures;
