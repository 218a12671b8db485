/**
 * How long the site keeps each cookie it sets, or asks Google Analytics to keep its own: the one
 * home of these figures. The language cookie's max-age (lib/i18n/locales.ts), the consent cookie's
 * expiry and gtag's `cookie_expires` are computed from them; the banner's tables and the cookies
 * page's table write them through formatDuration (lib/content/format.ts).
 */
export type Lifetime = { count: number; unit: 'month' | 'year' };

export const cookieLifetimes = {
  language: { count: 1, unit: 'year' },
  // vanilla-cookieconsent's own default (182 days).
  consent: { count: 6, unit: 'month' },
  // Google's default for _ga and _ga_<id>, set explicitly so the figure is ours.
  analytics: { count: 2, unit: 'year' },
} as const satisfies Record<string, Lifetime>;

/** The lifetime in whole days: a year is 365, a month a twelfth of it (6 months: 182 days). */
export function lifetimeDays({ count, unit }: Lifetime): number {
  return unit === 'year' ? count * 365 : Math.floor((count * 365) / 12);
}

export function lifetimeSeconds(lifetime: Lifetime): number {
  return lifetimeDays(lifetime) * 24 * 60 * 60;
}
