import { BRAND_NAMES } from '../../lib/i18n/brands';

// Checks of the text a browser draws (e2e/page-walk.spec.ts), beside the copy rules of
// typography.ts, which that walk applies to the drawn text too.

/**
 * Where CSS uppercase wrote a dotless capital I for a lower-case dotted i of Turkish text (the
 * browser upper-cased it as English: “TERCIHLERI” for “Tercihleri”): `source` is a text node's
 * text, `rendered` what the browser drew for it. Turkish capitals are İ for i and I for ı.
 */
export function dotlessCapitals(source: string, rendered: string): string[] {
  if (source.length !== rendered.length) return [];
  const found: string[] = [];
  for (let index = 0; index < source.length; index += 1) {
    if (source[index] === 'i' && rendered[index] === 'I') {
      found.push(`“${rendered.trim()}” (from “${source.trim()}”)`);
      break;
    }
  }
  return found;
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BRANDS = new RegExp(BRAND_NAMES.map(escape).join('|'), 'gu');
const WORD = /\p{L}+(?:['’]\p{L}+)?/gu;
// E-mail and web addresses are no language's words.
const ADDRESS = /[\w.+-]+@[\w.-]+|(?:https?:\/\/|www\.)\S+/gu;

/** The words of `text`, lower-cased, brand names (lib/i18n/brands.ts) and addresses left out. */
function words(text: string): string[] {
  return [...text.replace(ADDRESS, ' ').replace(BRANDS, ' ').matchAll(WORD)].map((match) =>
    match[0].toLowerCase(),
  );
}

/**
 * The English words German copy never uses: every word of the English copy (messages and seed)
 * that no German copy has, brand names aside (they keep their English spelling everywhere). German
 * shares many words with English (Show, Club, Bar, Event, Team, in); those are left out by the
 * German copy itself.
 */
export function englishOnlyWords(
  english: readonly string[],
  german: readonly string[],
): Set<string> {
  const germanWords = new Set(german.flatMap(words));
  return new Set(english.flatMap(words).filter((word) => !germanWords.has(word)));
}

/** The words of `text` (a German page's text outside lang="en") that only English uses. */
export function englishWords(text: string, englishOnly: ReadonlySet<string>): string[] {
  return [...new Set(words(text).filter((word) => englishOnly.has(word)))];
}
