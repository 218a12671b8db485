/**
 * The locale matrix every change to the language decision is checked against: each browser
 * language × remembered language (the `i18n_redirected` cookie) × entry path. Walked against the
 * decision itself (lib/i18n/proxy-decision.test.ts) and against the built server (e2e/locale-matrix.spec.ts).
 */
export const LOCALE_MATRIX = {
  /** Accept-Language headers; null: none sent. */
  browserLanguages: ['de-DE,de;q=0.9', 'tr-TR,tr;q=0.9', 'ru', 'en-GB,en;q=0.9', 'fr-FR', null],
  /** Decoded cookie values; null: no cookie. A German browser once looped between / and /de. */
  remembered: ['de', 'tr', 'ru', 'en', 'x garbage', null],
  entries: [
    '/',
    '/de',
    '/de/',
    '/tr',
    '/ru',
    '/de/event-solutions',
    '/de/about-us',
    '/de/hakkimizda',
    '/de/teklif-al',
    '/about-us',
    '/tr/about-us',
  ],
  /** Paths no language has: their own language's 404 at once, never a redirect first. */
  missing: ['/de/diese-seite-gibt-es-nicht', '/de/about-us/team', '/en/no-such-page'],
} as const;

export type LocaleCase = {
  acceptLanguage: string | null;
  cookie: string | null;
  entry: string;
  /** The entry is a path no language has (a 404, no redirect). */
  missing: boolean;
};

/** Every case of the matrix, in a stable order. */
export function localeCases(): LocaleCase[] {
  const { browserLanguages, remembered, entries, missing } = LOCALE_MATRIX;
  const paths = [
    ...entries.map((entry) => ({ entry, missing: false })),
    ...missing.map((entry) => ({ entry, missing: true })),
  ];
  return browserLanguages.flatMap((acceptLanguage) =>
    remembered.flatMap((cookie) => paths.map((path) => ({ acceptLanguage, cookie, ...path }))),
  );
}
