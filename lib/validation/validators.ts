/**
 * The validators of docs/product.md §5 with the decisions of docs/decisions.md, as plain functions
 * shared by the browser and the server. Each answers with the translation key of its message (under
 * `Forms.errors`), or null when the value passes. No React, no zod, no time-zone of the host.
 */

/** Translation keys of every validation message (`Forms.errors.<key>`). */
export const errorKeys = [
  'required',
  'alpha',
  'email',
  'phone',
  'consent',
  'newsletterConsent',
  'date',
  'datePast',
  'dateFar',
  'option',
  'tooLong',
  'invalid',
  'locale',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (errorKeys as readonly string[]).includes(value);
}

export type Check = (value: string) => ErrorKey | null;

/** required: something other than white space. */
export const required: Check = (value) => (value.trim() === '' ? 'required' : null);

// Letters of every script (with their combining marks), words joined by space, hyphen or apostrophe
// (straight or typographic, as phone keyboards type it).
const ALPHA = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

/** alpha: letters of any script plus space, hyphen and apostrophe (`Şükrü`, `Иван`, `O'Neil`). */
export const alpha: Check = (value) => {
  const text = value.trim();
  return text === '' || ALPHA.test(text) ? null : 'alpha';
};

// One @, no spaces, a dotted domain whose last label has at least two characters.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

/** email: a plausible address of at most 254 characters. Empty passes (required is separate). */
export const email: Check = (value) => {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= 254 && EMAIL.test(text) && !text.includes('..') ? null : 'email';
};

/** Spaces, dashes, dots and brackets a visitor may type inside a phone number. */
export function stripPhone(value: string): string {
  return value.trim().replace(/[\s\-–.()[\]]/g, '');
}

/** docs/product.md §9: a Turkish mobile typed as exactly 10 digits starting with 5. */
const TURKISH_MOBILE = /^5\d{9}$/;
/** The same with the trunk 0 Turks type before it (`0532 123 45 67`): captures the 10 digits. */
const TURKISH_MOBILE_TYPED = /^0?(5\d{9})$/;
/** E.164: `+`, a country code and the number, 8 to 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** Separators dropped, and the `00` international prefix written `+`. */
function compactPhone(value: string): string {
  const text = stripPhone(value);
  return text.startsWith('00') ? `+${text.slice(2)}` : text;
}

/**
 * phone (docs/decisions.md): the seed's rule, a Turkish mobile as 10 digits starting with 5 (with or
 * without the trunk 0 before it), or an
 * international number (`+49 30 1234567`, `0049…`): its shape only, cheap enough for the browser.
 * The server also checks the number against the numbering plans (lib/validation/phone-number.ts).
 */
export const phone: Check = (value) => {
  const text = compactPhone(value);
  return text === '' || TURKISH_MOBILE_TYPED.test(text) || E164.test(text) ? null : 'phone';
};

/** The phone number as stored (E.164): `5321234567` and `0532 123 45 67` become `+905321234567`. */
export function normalisePhone(value: string): string {
  const text = compactPhone(value);
  const mobile = TURKISH_MOBILE_TYPED.exec(text)?.[1];
  return mobile ? `+90${mobile}` : text;
}

/** Whether a normalised number is the seed's Turkish-mobile form (accepted without a plan check). */
export function isTurkishMobile(e164: string): boolean {
  return e164.startsWith('+90') && TURKISH_MOBILE.test(e164.slice(3));
}

/** At most `max` characters. */
export const maxLength =
  (max: number): Check =>
  (value) =>
    value.trim().length <= max ? null : 'tooLong';

/** checkbox: must be ticked; the message key depends on the form. */
export function checkbox(
  value: unknown,
  key: 'consent' | 'newsletterConsent' = 'consent',
): ErrorKey | null {
  return value === true ? null : key;
}

/** One of a list of allowed values. */
export function oneOf(values: readonly string[]): Check {
  return (value) => (value === '' || values.includes(value) ? null : 'option');
}

/** Runs checks in order and answers with the first failure. */
export function firstFailure(value: string, checks: readonly Check[]): ErrorKey | null {
  for (const check of checks) {
    const key = check(value);
    if (key) return key;
  }
  return null;
}

// --- Dates: the venue's calendar day, whatever the host's time zone (docs/decisions.md) ---

export const VENUE_TIME_ZONE = 'Europe/Istanbul';

/** Today in Istanbul as `YYYY-MM-DD`. */
export function venueToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VENUE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A real calendar day written `YYYY-MM-DD` (no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `YYYY-MM-DD` plus a number of years (29 February falls back to 28). */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year + years, month - 1, day));
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** How far ahead an event can be requested. */
export const MAX_YEARS_AHEAD = 3;

/** preferredDate: a real day, today or later in Istanbul, within MAX_YEARS_AHEAD years. */
export function futureDate(value: string, now: Date = new Date()): ErrorKey | null {
  const text = value.trim();
  if (text === '') return null;
  if (!isIsoDate(text)) return 'date';
  const today = venueToday(now);
  if (text < today) return 'datePast';
  if (text > addYears(today, MAX_YEARS_AHEAD)) return 'dateFar';
  return null;
}

/**
 * Date field formats: day first everywhere except German, whose placeholder is mm/dd/yyyy
 * (docs/product.md §3).
 */
export type DateOrder = 'dmy' | 'mdy';

export function dateOrder(locale: string): DateOrder {
  return locale === 'de' ? 'mdy' : 'dmy';
}

/**
 * A date typed in the field (`05/03/2027`, `5.3.2027`, `05-03-2027`) as `YYYY-MM-DD`, or null
 * when it is not a real day in that order. Dotted input (`5.3.2027`) is day first in every
 * language: it is how German, Turkish and Russian write dates, so a German visitor who ignores the
 * mm/dd/yyyy placeholder and types "5.3.2027" means 5 March.
 */
export function parseTypedDate(text: string, order: DateOrder): string | null {
  const match = /^\s*(\d{1,2})\s*([/.\-\s])\s*(\d{1,2})\s*([/.\-\s])\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [first, second, year] = [match[1]!, match[3]!, match[5]!];
  const dotted = match[2] === '.' && match[4] === '.';
  const [day, month] = order === 'dmy' || dotted ? [first, second] : [second, first];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** `YYYY-MM-DD` written in the field's order with slashes (`dd/mm/yyyy` or `mm/dd/yyyy`). */
export function formatTypedDate(iso: string, order: DateOrder): string {
  if (!isIsoDate(iso)) return iso;
  const [year, month, day] = iso.split('-') as [string, string, string];
  return order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}
