// Terminology per language, from the localisation reviews (issues 22 and 32): every term the
// reviews discuss. Each rejected pattern is a regular expression source matched case-insensitively
// against every message and seed string of the language, lower-cased per language (Turkish İ/I as
// i/ı), unless `caseSensitive` is set; it comes with a planted string it must catch
// (test/copy/glossary.test.ts proves it does). Word edges are written with START/END, never `\b`:
// JavaScript's `\b` knows only ASCII letters, even with the `u` flag, so `\bхост` never matched.
import type { CopyString } from '../copy-sources';
import { de } from './de';
import { ru } from './ru';
import { lira, lobsterClub, type GlossaryEntry, type GlossaryLanguage } from './terms';
import { tr } from './tr';

export type { GlossaryLanguage } from './terms';

export const glossary: Record<GlossaryLanguage, GlossaryEntry[]> = {
  en: [
    lira('₺1,500'),
    lobsterClub,
    {
      concept: 'British spelling',
      preferred: 'customise (as theatre, programme, organiser)',
      rejected: [['(?<![/\\w])customiz', 'Customize your evening']],
    },
  ],
  tr,
  ru,
  de,
};

/**
 * Every rejected term in `sources`, copy in language `lang`: lower-cased per language so Turkish
 * İ/I map to i/ı, then matched case-insensitively (unless the entry is case-sensitive, as a name’s
 * capitals are).
 */
export function glossaryFindings(lang: GlossaryLanguage, sources: CopyString[]): string[] {
  const out: string[] = [];
  for (const entry of glossary[lang]) {
    for (const [source] of entry.rejected) {
      const pattern = new RegExp(source, entry.caseSensitive ? 'u' : 'iu');
      for (const [path, text] of sources) {
        const subject = entry.caseSensitive ? text : text.toLocaleLowerCase(lang);
        if (pattern.test(subject)) out.push(`${path}: “${source}” (use “${entry.preferred}”)`);
      }
    }
  }
  return out;
}
