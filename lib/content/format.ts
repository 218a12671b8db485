import { intlLocale, localeUnits, type Locale } from '@/lib/i18n/locales';
import { capacities, clubOffers, facadeCanvas, technical, type Currency } from './facts';

export { intlLocale };

/** No-break space, between a number and its unit so the two never part at a line end. */
export const NBSP = '\u00a0';

/**
 * A price in the locale's currency format, the lira as ₺ in every language: €80 / ₺1,500 (en),
 * €80 / ₺1.500 (tr), 80 € / 1 500 ₺ (ru), 80 € / 1.500 ₺ (de). Any ISO 4217 code (an event's
 * price may name another, docs/provider-contract.md).
 */
export function formatPrice(locale: Locale, amount: number, currency: Currency | string): string {
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

/**
 * A venue time (`HH:MM`, docs/provider-contract.md) as the locale writes a clock time: 23:00 in the
 * four site languages; `24:00` (closing at midnight) stays 24:00, which Intl would print as 00:00.
 */
export function formatClock(locale: Locale, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const clock = new Intl.DateTimeFormat(intlLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2000, 0, 1, hours % 24, minutes));
  return hours === 24 ? clock.replace(/^00/, '24') : clock;
}

/** A part of the evening as a span: 23:00–03:00 (en dash, no spaces, as in every site language). */
export function formatHoursSpan(locale: Locale, span: { opens: string; closes: string }): string {
  return `${formatClock(locale, span.opens)}–${formatClock(locale, span.closes)}`;
}

/** Every space of a formatted figure as a no-break space (Intl's ru unit style writes U+0020). */
const unbreakable = (text: string) => text.replace(/ /g, NBSP);

/** A length in metres in the locale's unit style: 7 m (en, tr, de), 7 м (ru). */
function metres(locale: Locale, value: number): string {
  return unbreakable(
    new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: 'meter' }).format(value),
  );
}

/** A figure with a unit of the locale table (m², м², px), after a no-break space. */
function withUnit(locale: Locale, value: number, unit: 'squareMetre' | 'pixel'): string {
  return `${formatNumber(locale, value)}${NBSP}${localeUnits(locale)[unit]}`;
}

/** "17 × 7 m": the factors, the sign and the unit held together by no-break spaces. */
function dimensions(locale: Locale, width: number, height: string): string {
  return `${formatNumber(locale, width)}${NBSP}×${NBSP}${height}`;
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
      mapping: withUnit(locale, technical.mappingSquareMetres, 'squareMetre'),
      projectors: `${n(technical.projectors)}${NBSP}×${NBSP}${n(technical.projectorAnsiLumens)}${NBSP}ANSI`,
      lumens: n(technical.projectorAnsiLumens),
      effectScreen: dimensions(
        locale,
        technical.effectScreen.width,
        metres(locale, technical.effectScreen.height),
      ),
      led: withUnit(locale, technical.ledSquareMetres, 'squareMetre'),
      facadeScreenPixels: dimensions(
        locale,
        technical.facadeScreen.width,
        withUnit(locale, technical.facadeScreen.height, 'pixel'),
      ),
      facadeTotalPixels: dimensions(
        locale,
        facadeCanvas.width,
        withUnit(locale, facadeCanvas.height, 'pixel'),
      ),
    },
  };
}
