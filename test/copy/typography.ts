import type { Locale } from '../../lib/i18n/locales';

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
  'artists?',
  'acrobats?',
  'delegates?',
  'events?',
  'months?',
  'seconds?',
  'fa[cç]ade',
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
  'ay(?:lık)?',
  'yıl\\p{L}*',
  'puan\\p{L}*',
  'sanatçı\\p{L}*',
  'akrobat\\p{L}*',
  'müzisyen\\p{L}*',
  'dansçı\\p{L}*',
  'katılımcı\\p{L}*',
  'etkinli\\p{L}*',
  'saniye\\p{L}*',
  'cephe',
  'sayılı',
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
  'Liter\\p{L}*',
  'Meter\\p{L}*',
  'Prozent',
  'Projektoren',
  'Bildschirm\\p{L}*',
  'Pixel\\p{L}*',
  'Grad',
  'Künstler\\p{L}*',
  'Jahr\\p{L}*',
  'Monat\\p{L}*',
  'Tag\\p{L}*',
  'Sekunde\\p{L}*',
  'Events?',
  'Teilnehmende\\p{L}*',
  'Fassadenbildschirm\\p{L}*',
];

/** Signs written before their number: "€80", "%50" take no space; "€ 80", "№ 5" need a no-break one. */
const SIGNS_BEFORE = ['€', '\\$', '₺', '%', '×', 'TL', 'TRY', 'EUR', '№'];

/** Month names, bound to their day as a noun to its count: "1 March", "1 Mart", "1. März". */
const MONTHS = [
  'January|February|March|April|May|June|July|August|September|October|November|December',
  'Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık',
  'января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря',
  'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember',
].join('|');

/**
 * Russian binds a number to whatever word follows it: the noun it counts («50 артистов»), «г.»,
 * a month, «из» («4,5 из 5»); only a conjunction or preposition after it starts the next phrase.
 */
const RU_FREE_AFTER = 'и|или|либо|а|но|на|в|во|с|со|до|по|к|ко|о|об|от|за|у|для|при|же|ли';

/**
 * ICU arguments and copy tokens that hold text or a clock time, not a count ({site} is “Google”,
 * {clubOpens} “23:00”): a word after them is not a counted noun.
 */
const TEXT_ARGUMENTS =
  'email|label|month|date|day|title|site|language|step|name|phone|address|\\w*(?:Opens|Closes|Hours)';

// A number: digits with their grouping and decimals, an ICU argument ({count}, {max, number}) or
// the `#` of a plural branch.
const DIGITS = String.raw`\d(?:[\d.,\u00a0\u202f]*\d)?`;
const ARGUMENT = String.raw`\{(?!(?:${TEXT_ARGUMENTS})\})\w+(?:,\s*number[^{}]*)?\}`;
const NUMBER = String.raw`(?:(?<![\p{L}\d_-])${DIGITS}|${ARGUMENT}|#)`;

/** `pattern` finds offences in the text, after `allowed` (correct uses of the same signs) is cut out. */
export type TypographyRule = { name: string; pattern: RegExp; allowed?: RegExp };

const sharedBindingRules: TypographyRule[] = [
  {
    name: 'plain space between a number and its unit, currency, percent sign or counted noun',
    // A year counts nothing (“Kasım 2026 etkinlikleri”); Russian binds «2026 г.» below.
    pattern: new RegExp(
      `(?!(?:19|20)\\d\\d )${NUMBER} (?:${UNITS_AFTER.join('|')})(?![\\p{L}\\d])`,
      'gu',
    ),
  },
  {
    name: 'plain space between a sign and its number',
    pattern: new RegExp(`(?<![\\p{L}\\d])(?:${SIGNS_BEFORE.join('|')}) (?:\\d|${ARGUMENT})`, 'gu'),
  },
  {
    name: 'plain space between a day and its month',
    pattern: new RegExp(`(?<![\\p{L}\\d])\\d{1,2}\\.? (?:${MONTHS})(?!\\p{L})`, 'gu'),
  },
  {
    name: 'plain space as a thousands separator',
    pattern: /(?<![\d.,])\d{1,3}(?: \d{3})+(?![\d.,])/gu,
  },
];

/**
 * Where a line must not break, per language: between a number and its unit, sign, counted noun or
 * month (every language), and in Russian between a number and any word it governs.
 */
export const bindingRules: Record<Locale, TypographyRule[]> = {
  en: sharedBindingRules,
  tr: sharedBindingRules,
  de: sharedBindingRules,
  ru: [
    ...sharedBindingRules,
    {
      name: 'plain space between a number and the word it governs (ru)',
      pattern: new RegExp(
        `(?:(?<![\\p{L}\\d_:-])${DIGITS}|${ARGUMENT}|#) (?!(?:${RU_FREE_AFTER}|${MONTHS})(?!\\p{L}))(?=\\p{Script=Cyrillic})`,
        'gu',
      ),
    },
  ],
};

/**
 * Figures not grouped as Intl groups them: a run of four or more digits (`1000`, `+905324104040`)
 * where the language writes `1,000`, `1.000` or `1 000`. Years (`2026`), law numbers (`Law No.
 * 6698`, `6698 sayılı`, `№ 6698`), postcodes (`07230 Muratpaşa`) and telephone numbers grouped as
 * their plan groups them (`+90 242 310 40 40`) are written as they are; a number inside a word, an
 * address or a slug (`A320`, `wa.me/90…`) is not a figure of the text.
 */
const UNGROUPED: TypographyRule = {
  name: 'a number of four or more digits without the language’s grouping',
  pattern: /(?<![\p{L}\d.,:/_@#-])\d{4,}(?![\p{L}\d_@])/gu,
  allowed: new RegExp(
    [
      // a year, not a price or a percentage
      String.raw`(?<!\p{Sc}[\u00a0 ]?)(?:19|20)\d\d(?!\d|[.,]\d)(?![\u00a0 ]?(?:\p{Sc}|%|TL))`,
      String.raw`(?:No\.|Nr\.|№|Law|Kanun\p{L}*|Закон\p{L}*)[\u00a0 ](?:No\.[\u00a0 ])?\d{4,}`,
      String.raw`\d{4,}[\u00a0 ]sayılı`,
      String.raw`(?<![\d.,])\d{5}(?=[\u00a0 ]\p{Lu})`,
      String.raw`\+\d{1,3}(?:[\u00a0 ]\d{1,4}){2,}`,
    ].join('|'),
    'gu',
  ),
};

/**
 * How each language writes a figure the code or the copy assembles (issue 46): grouped as Intl
 * groups it everywhere; in Turkish the percent sign before the number (`%50`, never `50 %`) and
 * the currency after the amount (`1.500 TL`, `80 €`, never `€80`: lib/content/format.ts); in German
 * a span after “von” with “bis” (`von 6 bis 12 Jahren`, never `von 6–12`).
 */
export const figureRules: Record<Locale, TypographyRule[]> = {
  en: [UNGROUPED],
  tr: [
    UNGROUPED,
    {
      name: 'a Turkish percentage with the sign after the number (write %50)',
      pattern: /(?<![\p{L}\d.,%])\d+(?:[.,]\d+)?[\u00a0\u202f ]?%/gu,
    },
    {
      name: 'a currency sign before a Turkish amount (write 1.500 TL, 80 €)',
      pattern: /[€₺$£][\u00a0\u202f ]?\d/gu,
    },
  ],
  ru: [UNGROUPED],
  de: [
    UNGROUPED,
    {
      name: 'a span after “von” with a dash (write von 6 bis 12)',
      pattern: /(?<!\p{L})von (?:\d+|\{\w+\})[\u00a0 ]?[–-][\u00a0 ]?(?:\d+|\{\w+\})/gu,
    },
  ],
};

/** Telephone numbers (+90 242 555 04 04) keep their own spacing. */
const PHONE = /\+\d[\d ]*\d/g;

/**
 * Quotation marks and dashes of each language, checked on the text without its HTML tags (whose
 * attributes are quoted "…"): Russian «…» and a no-break space before the em dash ("а\u00a0— б");
 * German „…“ and the spaced en dash; Turkish “…” and the spaced en dash, ’ before a suffix (also
 * after a closing tag: `</strong>’e`); English “…”.
 */
export const punctuationRules: Record<Locale, TypographyRule[]> = {
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

/** Every place in `text`, copy in language `lang`, where a line could break inside a figure. */
export function breakablePairs(text: string, lang: Locale): string[] {
  return matches(bindingRules[lang], text.replace(PHONE, ''));
}

/**
 * Every wrong quotation mark, dash or apostrophe in `text`, copy in language `lang`. Tags are cut
 * out whole (not replaced by a space), so an apostrophe right after `</strong>` is still seen.
 */
export function punctuationOffences(text: string, lang: Locale): string[] {
  return matches(punctuationRules[lang], text.replace(/<[^>]*>/g, ''));
}

/** Every figure in `text`, copy in language `lang`, not written as the language writes it. */
export function figureOffences(text: string, lang: Locale): string[] {
  return matches(figureRules[lang], text);
}

/** Every typography offence in `text`: breakable pairs, figures, then punctuation. */
export function typographyOffences(text: string, lang: Locale): string[] {
  return [
    ...breakablePairs(text, lang),
    ...figureOffences(text.replace(/<[^>]*>/g, ' '), lang),
    ...punctuationOffences(text, lang),
  ];
}
