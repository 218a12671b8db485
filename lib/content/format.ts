import { localeEntries, type Locale } from '@/lib/i18n/locales';
import type { Currency } from './facts';

export function intlLocale(locale: Locale): string {
  return localeEntries.find((entry) => entry.code === locale)?.iso ?? 'en-US';
}

/** A price in the locale's currency format: €80 (en), ₺1.500 (tr), 1 500 TRY (ru), 2.500 € (de). */
export function formatPrice(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
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
