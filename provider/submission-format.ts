import { toIstanbulIso } from './dates';
import type { Submission, SubmissionType } from './types';
import { SUBMISSION_TYPES } from './types';
import { formFields } from './validation';

const LABELS: Record<string, string> = {
  eventType: 'Event type',
  guestCount: 'Guests',
  preferredDate: 'Preferred date',
  offerTypes: 'Services',
  companyName: 'Company',
  contactPerson: 'Contact person',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phoneNumber: 'Phone',
  message: 'Message',
  additionalNotes: 'Notes',
  locale: 'Language',
  approvedKvkk: 'KVKK consent',
  consent: 'Consent',
  propertyId: 'Property',
};

const TITLES: Record<SubmissionType, string> = {
  newsletter: 'newsletter sign-up',
  contact: 'contact message',
  proposal: 'proposal request',
};

/** Payload columns: the form's own field order, then any field an older form version stored. */
function payloadColumns(submissions: Submission[], type?: SubmissionType): string[] {
  const known = type ? formFields[type] : SUBMISSION_TYPES.flatMap((t) => formFields[t]);
  const columns = new Set<string>(known);
  for (const submission of submissions) {
    for (const key of Object.keys(submission.payload)) columns.add(key);
  }
  return [...columns];
}

function plain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(plain).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

// Spreadsheets run cells starting with = + - @ as formulas; phone numbers like +90 … stay as typed.
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[+-]?[\d\s().-]+$/;

function csvCell(value: unknown): string {
  // Line breaks are data in a quoted cell; every other control is shown escaped, as in the text listing.
  let text = plain(value)
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((part) => visibleText(part))
    .join('\n');
  if (FORMULA_START.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180: CRLF line ends, a header row, fields quoted when they hold a quote, comma or newline.
 * What a terminal acts on (ESC, CR, BEL, C1, bidi controls) is written escaped, never raw.
 */
export function toCsv(submissions: Submission[], type?: SubmissionType): string {
  const columns = payloadColumns(submissions, type);
  const header = ['id', 'created_at', ...(type ? [] : ['type']), ...columns];
  const rows = submissions.map((s) => [
    s.id,
    toIstanbulIso(s.createdAt),
    ...(type ? [] : [s.type]),
    ...columns.map((column) => s.payload[column]),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Characters a terminal acts on instead of showing, when a visitor's text is printed: C0 controls
 * (ESC starts colour, cursor and OSC 8 hyperlink sequences; CR rewrites the line; BEL rings), DEL,
 * C1 controls (0x9B is a one-byte CSI) and the bidi embeddings, overrides, isolates and marks, which
 * reorder what follows them on the line.
 */
function isTerminalUnsafe(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const NAMED_ESCAPES: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function hexEscape(code: number): string {
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * A visitor's text as the text listing prints it: every character of `isTerminalUnsafe` escaped
 * (\x1b, \r, \t, \x9b, \u202e…) and a backslash doubled, so what is printed is exactly what was
 * sent. A line break is shown as \n and, for reading, continues the text after `lineBreak`.
 */
export function visibleText(text: string, lineBreak = ''): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === '\n') out += `\\n${lineBreak}`;
    else if (isTerminalUnsafe(code)) out += NAMED_ESCAPES[char] ?? hexEscape(code);
    else out += char;
  }
  return out;
}

export function toJson(submissions: Submission[]): string {
  const list = submissions.map((s) => ({
    id: s.id,
    type: s.type,
    createdAt: toIstanbulIso(s.createdAt),
    ...s.payload,
  }));
  // JSON.stringify escapes C0 controls but leaves DEL, C1 and bidi controls raw: escape those too
  // (they only occur inside strings, where \uXXXX means the same character).
  const json = JSON.stringify(list, null, 2).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}

/** A readable listing for people: one block per submission, labelled fields, times in Istanbul. */
export function toText(
  submissions: Submission[],
  filter: { type?: SubmissionType; since?: string },
): string {
  const what = filter.type ? `${TITLES[filter.type]}s` : 'submissions';
  const since = filter.since ? ` since ${filter.since}` : '';
  if (submissions.length === 0) return `No ${what}${since}.\n`;
  const heading = `${submissions.length} ${submissions.length === 1 ? what.replace(/s$/, '') : what}${since}`;
  const blocks = submissions.map((s) => {
    const when = toIstanbulIso(s.createdAt).slice(0, 16).replace('T', ' ');
    const fields = Object.entries(s.payload).filter(([key]) => key !== 'propertyId');
    // Visitors' text, and any field name an older form stored, never reach the terminal raw.
    const label = (key: string) => LABELS[key] ?? visibleText(key);
    const width = Math.max(...fields.map(([key]) => label(key).length));
    const lines = fields.map(([key, value]) => {
      const text = Array.isArray(value) ? value.join(', ') || '–' : plain(value) || '–';
      return `  ${label(key).padEnd(width)}  ${visibleText(text, `\n  ${' '.repeat(width)}  `)}`;
    });
    return [`#${s.id}  ${TITLES[s.type]}  ${when} (Istanbul)`, ...lines].join('\n');
  });
  return `${heading}\n\n${blocks.join('\n\n')}\n`;
}
