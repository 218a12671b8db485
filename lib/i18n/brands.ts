// Brand and product names keep their own spelling in every language. Under CSS `uppercase` the
// browser upper-cases by the element's language, so in Turkish "The Sin" would read "THE SİN" and
// "Tripadvisor" "TRİPADVİSOR". Marking a brand `lang="en"` makes it "THE SIN" while the Turkish
// words around it keep their dotted İ (components/i18n/Brands.tsx).

/**
 * Names in Latin letters that must not follow Turkish casing (longest first where they overlap).
 * Package names are here (Classic, Silver, Platinum) but not Gold, which is also a German word.
 */
export const BRAND_NAMES = [
  'Aurora Hotels Group',
  'Aurora Hotels',
  'Google Analytics',
  'Google Reviews',
  'Google Maps',
  'Andy Show',
  'The Sin',
  'Lobster Club',
  'Tripadvisor',
  'TripAdvisor',
  'Instagram',
  'Facebook',
  'WhatsApp',
  'YouTube',
  'TikTok',
  'Google',
  'Classic',
  'Silver',
  'Platinum',
  'Casting',
] as const;

/**
 * English loanwords the glossary keeps in Turkish copy (docs/glossary.md). They are not names
 * (machine translation may translate them), but Turkish casing would still write RESİDENT DJ and
 * FİNE DİNİNG under CSS `uppercase`, so they are marked `lang="en"` too. Matched in lower case and
 * capitalised.
 */
export const LOANWORDS = [
  'resident DJ',
  'fine dining',
  'video mapping',
  'networking',
  'after-party',
  'showreel',
] as const;

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const BRAND = new RegExp(
  `(?<![\\p{L}\\d])(?:(${BRAND_NAMES.map(escape).join('|')})|(${LOANWORDS.flatMap((word) => [word, capitalised(word)].map(escape)).join('|')}))(?![\\p{L}\\d])`,
  'gu',
);

/** A brand name (`lang="en" translate="no"`), a loanword (`lang="en"`) or the text between. */
export type BrandPart = { text: string; brand: boolean; loanword?: true };

/** `text` cut into brand names, loanwords and the text between them, in order; no empty parts. */
export function splitBrands(text: string): BrandPart[] {
  const parts: BrandPart[] = [];
  let last = 0;
  for (const match of text.matchAll(BRAND)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), brand: false });
    parts.push(
      match[1] ? { text: match[0], brand: true } : { text: match[0], brand: false, loanword: true },
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), brand: false });
  return parts;
}
