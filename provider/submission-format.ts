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
  let text = plain(value);
  if (FORMULA_START.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180: CRLF line ends, a header row, fields quoted when they hold a quote, comma or newline. */
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

export function toJson(submissions: Submission[]): string {
  const list = submissions.map((s) => ({
    id: s.id,
    type: s.type,
    createdAt: toIstanbulIso(s.createdAt),
    ...s.payload,
  }));
  return `${JSON.stringify(list, null, 2)}\n`;
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
    const width = Math.max(...fields.map(([key]) => (LABELS[key] ?? key).length));
    const lines = fields.map(([key, value]) => {
      const label = (LABELS[key] ?? key).padEnd(width);
      const text = Array.isArray(value) ? value.join(', ') || '–' : plain(value) || '–';
      return `  ${label}  ${text.replace(/\r?\n/g, `\n  ${' '.repeat(width)}  `)}`;
    });
    return [`#${s.id}  ${TITLES[s.type]}  ${when} (Istanbul)`, ...lines].join('\n');
  });
  return `${heading}\n\n${blocks.join('\n\n')}\n`;
}
