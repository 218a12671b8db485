import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { intlLocale, localePrices, localeUnits, type Locale } from '@/lib/i18n/locales';
import { capacities, clubOffers, facadeCanvas, technical, type Currency } from './facts';

// Every figure the code writes, as its language writes it: through Intl (or, for telephone numbers,
// libphonenumber's metadata), never by joining digits and signs by hand. Copy names the figures
// (ICU arguments, page figures); the formats live here and in the locale table (lib/i18n/locales.ts).

export { intlLocale };

/** No-break space, between a number and its unit so the two never part at a line end. */
export const NBSP = '\u00a0';

/** Every space of a formatted figure as a no-break space (Intl's unit styles write U+0020). */
const unbreakable = (text: string) => text.replace(/ /g, NBSP);

/**
 * A price as the language writes it, without decimals: `€80` / `₺1,500` (en), `80 €` / `1.500 TL`
 * (tr), `80 €` / `1 500 ₺` (ru), `80 €` / `1.500 ₺` (de): Intl's currency format, the currency moved
 * after the amount and renamed where the locale table says the language differs from CLDR
 * (Turkish), bound by a no-break space. Any ISO 4217 code (an event's price may name another,
 * docs/provider-contract.md).
 */
export function formatPrice(locale: Locale, amount: number, currency: Currency | string): string {
  const parts = new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).formatToParts(amount);
  const convention = localePrices(locale);
  if (!convention) return unbreakable(parts.map((part) => part.value).join(''));
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  return `${number}${NBSP}${convention.symbols?.[currency] ?? sign}`;
}

/** A count with the locale's grouping: 1,000 (en), 1.000 (tr, de), 1 000 (ru, a no-break space). */
export function formatNumber(locale: Locale, value: number): string {
  return unbreakable(new Intl.NumberFormat(intlLocale(locale)).format(value));
}

/** A span of counts, Intl's range format: `501–1,000`, `501–1.000`, `501–1 000`, `6–12`. */
export function formatNumberRange(locale: Locale, from: number, to: number): string {
  return unbreakable(new Intl.NumberFormat(intlLocale(locale)).formatRange(from, to));
}

/**
 * A count and more: `1,000+`, `1.000+`, `1 000+`, `18+`. CLDR's “at least” pattern is `{0}+` in
 * the four languages; Intl does not expose it, so the sign is added to Intl's number here, once.
 */
export function formatAtLeast(locale: Locale, value: number): string {
  return `${formatNumber(locale, value)}+`;
}

/** A percentage (50 for 50 %): `50%` (en), `%50` (tr), `50 %` (ru, de, a no-break space). */
export function formatPercent(locale: Locale, value: number): string {
  return unbreakable(
    new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(value / 100),
  );
}

/** A length of time in words: `6 months`, `6 ay`, `6 месяцев`, `6 Monate` (no-break spaces). */
export function formatDuration(
  locale: Locale,
  { count, unit }: { count: number; unit: 'day' | 'month' | 'year' },
): string {
  return unbreakable(
    new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(
      count,
    ),
  );
}

/** Alternatives: `2, 6 or 12`, `2, 6 veya 12`, `2, 6 или 12`, `2, 6 oder 12`. */
export function formatAlternatives(locale: Locale, values: readonly (string | number)[]): string {
  return new Intl.ListFormat(intlLocale(locale), { type: 'disjunction' }).format(
    values.map((value) => (typeof value === 'number' ? formatNumber(locale, value) : value)),
  );
}

/** A file's size: "48 kB", "1,2 MB", "38 кБ", the figure bound to its unit. */
export function formatFileSize(locale: Locale, bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  return unbreakable(
    new Intl.NumberFormat(intlLocale(locale), {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: megabytes ? 1 : 0,
    }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024))),
  );
}

/**
 * A telephone number in the international format of its country's numbering plan
 * (libphonenumber): `+905324104040` → `+90 532 410 40 40`, grouped as the venue's own numbers are.
 * A number the plan does not know is left as it was written.
 */
export function formatPhone(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number;
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
