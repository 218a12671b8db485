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

const BRAND = new RegExp(
  `(?<![\\p{L}\\d])(${BRAND_NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\d])`,
  'gu',
);

export type BrandPart = { text: string; brand: boolean };

/** `text` cut into brand names and the text between them, in order; no empty parts. */
export function splitBrands(text: string): BrandPart[] {
  const parts: BrandPart[] = [];
  let last = 0;
  for (const match of text.matchAll(BRAND)) {
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), brand: false });
    parts.push({ text: match[0], brand: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), brand: false });
  return parts;
}
