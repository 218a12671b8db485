import type { Locale } from './locales';

// Typography rules for copy in every language (issue 22): a number never parts from its unit,
// currency, percent sign or counted noun at a line end, so the space between them is a no-break
// space (U+00A0) or a narrow one (U+202F), never a plain U+0020.

/**
 * What may follow a number: units, currencies and the percent sign, and the counted nouns the
 * venue's copy uses with figures (guests, seats, minutes, years, screens…), per language. A word
 * matches with any ending (`гост` covers гостей and гостя).
 */
const UNITS_AFTER = [
  // units and signs, every language
  'm²',
  'm2',
  'm³',
  'м²',
  'm',
  'м',
  'cm',
  'см',
  'mm',
  'km',
  'км',
  'kg',
  'кг',
  'min',
  'мин',
  'dk',
  'h',
  'ч',
  'px',
  'lm',
  'ANSI',
  'dB',
  'kW',
  'K',
  '×',
  '%',
  '€',
  '\\$',
  '₺',
  'TL',
  'TRY',
  'EUR',
  'USD',
  '₽',
  'Uhr',
  // English
  'lumens?',
  'guests?',
  'people',
  'persons?',
  'seats?',
  'minutes?',
  'hours?',
  'days?',
  'years?',
  'metres?',
  'meters?',
  'litres?',
  'percent',
  'pixels?',
  'projectors?',
  'screens?',
  'degrees?',
  // Turkish
  'lümen',
  'kişi\\p{L}*',
  'misafir\\p{L}*',
  'koltuk\\p{L}*',
  'dakika\\p{L}*',
  'saat\\p{L}*',
  'gün\\p{L}*',
  'yaş\\p{L}*',
  'litre\\p{L}*',
  'metre\\p{L}*',
  'projektör\\p{L}*',
  'ekran\\p{L}*',
  'piksel\\p{L}*',
  'derece\\p{L}*',
  // Russian
  'люмен\\p{L}*',
  'мест\\p{L}*',
  'гост\\p{L}*',
  'человек\\p{L}*',
  'минут\\p{L}*',
  'час\\p{L}*',
  'дн(?:я|ей|ям)',
  'день',
  'лет',
  'год\\p{L}*',
  'литр\\p{L}*',
  'метр\\p{L}*',
  'процент\\p{L}*',
  'проектор\\p{L}*',
  'экран\\p{L}*',
  'пиксел\\p{L}*',
  'градус\\p{L}*',
  // German
  'Lumen',
  'Personen',
  'Gäste\\p{L}*',
  'Plätze\\p{L}*',
  'Sitzplätze\\p{L}*',
  'Minuten',
  'Stunden',
  'Tage\\p{L}*',
  'Jahre\\p{L}*',
  'Liter\\p{L}*',
  'Meter\\p{L}*',
  'Prozent',
  'Projektoren',
  'Bildschirm\\p{L}*',
  'Pixel\\p{L}*',
  'Grad',
];

/** Signs written before their number: "€80", "%50" take no space; "€ 80" needs a no-break one. */
const SIGNS_BEFORE = ['€', '\\$', '₺', '%', '×', 'TL', 'TRY', 'EUR'];

// A number: digits with their grouping and decimals, an ICU argument ({count}, {max, number}) or
// the `#` of a plural branch.
const NUMBER = String.raw`(?:(?<![\p{L}\d_-])\d[\d.,\u00a0\u202f]*|\{\w+(?:,\s*number[^{}]*)?\}|#)`;

/** `pattern` finds offences in the text, after `allowed` (correct uses of the same signs) is cut out. */
export type TypographyRule = { name: string; pattern: RegExp; allowed?: RegExp };

export const typographyRules: TypographyRule[] = [
  {
    name: 'plain space between a number and its unit, currency, percent sign or counted noun',
    pattern: new RegExp(`${NUMBER} (?:${UNITS_AFTER.join('|')})(?![\\p{L}\\d])`, 'gu'),
  },
  {
    name: 'plain space between a sign and its number',
    pattern: new RegExp(
      `(?<![\\p{L}\\d])(?:${SIGNS_BEFORE.join('|')}) (?:\\d|\\{\\w+(?:,\\s*number[^{}]*)?\\})`,
      'gu',
    ),
  },
  {
    name: 'plain space as a thousands separator',
    pattern: /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,])/gu,
  },
];

/** Telephone numbers (+90 242 555 04 04) keep their own spacing. */
const PHONE = /\+\d[\d ]*\d/g;

/**
 * Quotation marks and dashes of each language, checked on the text without its HTML tags (whose
 * attributes are quoted "…"): Russian «…» and a no-break space before the em dash ("а\u00a0— б");
 * German „…“ and the spaced en dash; Turkish “…” and the spaced en dash, ’ before a suffix;
 * English “…”.
 */
export const languageRules: Record<Locale, TypographyRule[]> = {
  en: [{ name: 'straight double quotes (use “…”)', pattern: /"/g }],
  tr: [
    { name: 'straight double quotes (use “…”)', pattern: /"/g },
    { name: 'straight apostrophe before a suffix (use ’)', pattern: /(?<=[\p{L}\d])'(?=\p{L})/gu },
    { name: 'spaced em dash (use the spaced en dash –)', pattern: / — /g },
  ],
  ru: [
    { name: 'straight or English quotes (use «…»)', pattern: /["“”„]/g },
    { name: 'spaced en dash (use “\u00a0— ”)', pattern: /\s–\s/g },
    { name: 'plain space before an em dash (use a no-break space)', pattern: /[ \t\n]—/g },
  ],
  de: [
    { name: 'straight double quotes (use „…“)', pattern: /"/g },
    { name: 'English quotes (use „…“)', pattern: /[“”]/g, allowed: /„[^„“”]*“/g },
    { name: 'spaced em dash (use the spaced en dash –)', pattern: / — /g },
  ],
};

function matches(rules: TypographyRule[], text: string): string[] {
  return rules.flatMap(({ name, pattern, allowed }) =>
    [...(allowed ? text.replace(allowed, ' ') : text).matchAll(pattern)].map(
      (match) => `${name}: “${match[0]}”`,
    ),
  );
}

/** Every place in `text`, copy in language `lang`, that breaks a typography rule. */
export function typographyOffences(text: string, lang: Locale): string[] {
  const copy = text.replace(PHONE, '');
  return [
    ...matches(typographyRules, copy),
    ...matches(languageRules[lang], copy.replace(/<[^>]*>/g, ' ')),
  ];
}
