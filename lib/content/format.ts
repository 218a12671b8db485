import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { capacities, clubOffers, facadeCanvas, technical, type Currency } from './facts';

export { intlLocale };

/** No-break space, between a number and its unit so the two never part at a line end. */
export const NBSP = '\u00a0';

/**
 * A price in the locale's currency format, the lira as ₺ in every language: €80 / ₺1,500 (en),
 * €80 / ₺1.500 (tr), 80 € / 1 500 ₺ (ru), 80 € / 1.500 ₺ (de).
 */
export function formatPrice(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlLocale(locale)).format(value);
}

/** Sums per currency, in a stable order (EUR first): prices in euros and lira are never added up. */
export function formatTotals(locale: Locale, totals: Partial<Record<Currency, number>>): string[] {
  return (['EUR', 'TRY'] as const)
    .filter((currency) => (totals[currency] ?? 0) > 0)
    .map((currency) => formatPrice(locale, totals[currency] ?? 0, currency));
}

/** "17 × 7 m": the factors, the sign and the unit held together by no-break spaces. */
function dimensions(locale: Locale, width: number, height: number, unit: string): string {
  return `${formatNumber(locale, width)}${NBSP}×${NBSP}${formatNumber(locale, height)}${NBSP}${unit}`;
}

/**
 * The venue's figures (lib/content/facts.ts) as a language shows them: capacities and technical
 * figures with the locale's digit grouping, the club's prices through formatPrice, so the club
 * cards and the offers page print one price the same way.
 */
export function localFacts(locale: Locale) {
  const n = (value: number) => formatNumber(locale, value);
  const club = (id: (typeof clubOffers)[number]['id']) => {
    const offer = clubOffers.find((item) => item.id === id)!;
    return formatPrice(locale, offer.menuPrice, offer.priceCurrency);
  };
  return {
    capacities: {
      theatre: n(capacities.theatre),
      party: n(capacities.party),
      galaDinner: n(capacities.galaDinner),
    },
    club: {
      entry: club('entry'),
      bottle: club('bottle'),
      lounges: [club('lounge'), club('vipLounge')],
    },
    technical: {
      mapping: `${n(technical.mappingSquareMetres)}${NBSP}m²`,
      projectors: `${n(technical.projectors)}${NBSP}×${NBSP}${n(technical.projectorAnsiLumens)}${NBSP}ANSI`,
      lumens: n(technical.projectorAnsiLumens),
      effectScreen: dimensions(
        locale,
        technical.effectScreen.width,
        technical.effectScreen.height,
        'm',
      ),
      led: `${n(technical.ledSquareMetres)}${NBSP}m²`,
      facadeScreenPixels: dimensions(
        locale,
        technical.facadeScreen.width,
        technical.facadeScreen.height,
        'px',
      ),
      facadeTotalPixels: dimensions(locale, facadeCanvas.width, facadeCanvas.height, 'px'),
    },
  };
}
