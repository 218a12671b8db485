// The glossary's shapes and the entries every language shares (index.ts).
import type { Locale } from '../../../lib/i18n/locales';
/** A rejected pattern and a planted string it must find. */
export type Rejected = readonly [pattern: string, planted: string];

export type GlossaryEntry = {
  concept: string;
  preferred: string;
  rejected: Rejected[];
  note?: string;
  caseSensitive?: boolean;
};

export type GlossaryLanguage = Locale;

/** The start and the end of a word in any script (Unicode-aware `\b`). */
export const START = '(?<![\\p{L}\\p{N}])';
export const END = '(?![\\p{L}\\p{N}])';

/** The lira as the price cards write it (Intl, narrow symbol): never the ISO code or TL. */
export const lira = (preferred: string): GlossaryEntry => ({
  concept: 'Turkish lira',
  preferred,
  rejected: [
    [`\\d[\\s]?(?:try|tl)${END}`, 'entry 1,500 TRY'],
    [`${START}(?:try|tl)[\\s]?\\d`, 'entry TL 1500'],
  ],
  note: 'Written as formatPrice writes it on the price cards, so a price reads the same everywhere.',
});

export const lobsterClub: GlossaryEntry = {
  concept: 'Lobster Club (the restaurant’s name)',
  preferred: 'Lobster Club',
  rejected: [
    ['lobster club', 'at the lobster club'],
    ['Lobster club', 'at the Lobster club'],
  ],
  caseSensitive: true,
};

/** The proposal form's second step (all languages): what the client picks, not our jargon. */
export const proposalStep = (preferred: string, planted: string): GlossaryEntry => ({
  concept: 'proposal step 2 (services)',
  preferred,
  rejected: [[`${START}b2b`, planted]],
  note: '“B2B” is our word for the business, not the client’s.',
});
