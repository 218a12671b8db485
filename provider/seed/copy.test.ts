import { describe, expect, it } from 'vitest';
import { factLiterals } from '../../lib/content/venue-facts';
import { glossaryFindings } from '../../test/copy/glossary';
import { typographyOffences } from '../../test/copy/typography';
import { defaultFacts } from '../../lib/site';
import { LOCALES } from '../types';
import { seedStrings } from '../../test/copy/copy-strings';

// The seed's copy under the rules the site's messages follow (lib/i18n/*.test.ts).
describe('the seed’s copy', () => {
  for (const lang of LOCALES) {
    const sources = seedStrings(lang);

    it(`${lang}: has pages, events and menus to scan`, () => {
      expect(sources.length).toBeGreaterThan(100);
    });

    it(`${lang}: numbers keep their units, quotes and dashes follow the language`, () => {
      const offenders = sources.flatMap(([path, text]) =>
        typographyOffences(text, lang).map((offence) => `${path}: ${offence}`),
      );
      expect(offenders).toEqual([]);
    });

    it(`${lang}: no rejected term`, () => {
      expect(glossaryFindings(lang, sources)).toEqual([]);
    });

    // An event's times (its start, doors and programme, and the text that tells them) are its own:
    // a change of the venue's hours does not move an evening people hold tickets for.
    it(`${lang}: names the venue facts ({clubHours}, {phone}…), never copies them`, () => {
      const copies = sources.flatMap(([path, text]) =>
        factLiterals(text, defaultFacts, { times: !path.startsWith('seed event ') }).map(
          (literal) => `${path}: ${literal}`,
        ),
      );
      expect(copies).toEqual([]);
    });
  }
});
