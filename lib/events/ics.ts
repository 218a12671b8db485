/** iCalendar (RFC 5545) for "add to calendar": pure text building, no I/O. */

export type IcsEvent = {
  uid: string;
  start: string;
  end?: string | null;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** SCHEDULED → CONFIRMED, TENTATIVE → TENTATIVE (RFC 5545 §3.8.1.11). */
  status?: 'CONFIRMED' | 'TENTATIVE';
  geo?: { latitude: number; longitude: number };
};

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * TEXT value escaping (§3.3.11): backslash, semicolon, comma and newlines; the control characters
 * TEXT may not hold (§3.1 CONTROL: all of C0 but HTAB, and DEL), and C1's, are left out.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u2028\u2029]/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/g, '');
}

/**
 * Folds a content line at 75 octets (§3.1): continuation lines start with one space, and a
 * multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = out.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

/** An instant as a UTC DATE-TIME (§3.3.5 form 2), e.g. 20261231T180000Z. */
export function icsUtc(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

function property(name: string, value: string | undefined | null): string[] {
  return value ? [`${name}:${value}`] : [];
}

/** A VCALENDAR with one VEVENT per entry; lines CRLF-terminated and folded. */
export function buildIcs(
  events: IcsEvent[],
  { now, calendarName }: { now: Date; calendarName?: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aurora Hotels Group//Andy Show website//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...property('X-WR-CALNAME', calendarName && escapeText(calendarName)),
  ];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${icsUtc(now)}`,
      `DTSTART:${icsUtc(event.start)}`,
      ...property('DTEND', event.end && icsUtc(event.end)),
      `SUMMARY:${escapeText(event.summary)}`,
      ...property('DESCRIPTION', event.description && escapeText(event.description)),
      ...property('LOCATION', event.location && escapeText(event.location)),
      ...property('GEO', event.geo && `${event.geo.latitude};${event.geo.longitude}`),
      ...property('URL', event.url),
      ...property('STATUS', event.status),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A file name for the download: the slug, kept to safe characters. */
export function icsFileName(slug: string, sessionId?: number): string {
  const base = slug.replace(/[^a-z0-9-]+/gi, '-').replace(/^-+|-+$/g, '') || 'event';
  return `${base}${sessionId ? `-${sessionId}` : ''}.ics`;
}
