import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsFileName, icsUtc } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar (RFC 5545)', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('Dinner, show; club\\night\nline 2')).toBe(
      'Dinner\\, show\\; club\\\\night\\nline 2',
    );
  });

  it('leaves out the control characters TEXT may not hold, keeps tabs, breaks at line separators', () => {
    expect(escapeText('a\u0000b\u001b[2Jc\u0007\u007f\u009bd\te\u2028f')).toBe('ab[2Jcd\te\\nf');
    const ics = buildIcs(
      [
        {
          uid: 'x@y',
          start: '2026-12-01T18:00:00Z',
          summary: 'S\u0000',
          description: 'Buy\u001b]0;T\u0007',
        },
      ],
      { now: new Date('2026-11-26T00:00:00Z') },
    );
    expect(ics).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
  });

  it('folds lines at 75 octets without splitting UTF-8 characters', () => {
    const short = 'SUMMARY:short';
    expect(foldLine(short)).toBe(short);
    const long = `DESCRIPTION:${'Şükrü İçöğüç – Новогодний вечер '.repeat(8)}`;
    const folded = foldLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    // Unfolding (remove CRLF + one space) gives the original line back.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(folded).not.toContain('\uFFFD');
  });

  it('writes instants in UTC', () => {
    expect(icsUtc('2026-12-31T21:00:00+03:00')).toBe('20261231T180000Z');
    expect(icsUtc(new Date('2027-01-01T00:00:05.123Z'))).toBe('20270101T000005Z');
  });

  it('builds a valid calendar with CRLF lines', () => {
    const text = buildIcs(
      [
        {
          uid: 'event-101@andyshow.example',
          start: '2026-12-31T21:00:00+03:00',
          end: '2027-01-01T03:00:00+03:00',
          summary: 'New Year, Gala',
          description: 'A night; to remember',
          location: 'Andy Show, Kemerağzı Mah. 1453 Sok. No: 4, 07112 Aksu, Antalya, Türkiye',
          url: 'https://andyshow.example/events-concerts/new-year-gala-2027',
          status: 'TENTATIVE',
          geo: { latitude: 36.8547, longitude: 30.8412 },
        },
      ],
      { now: new Date('2026-11-21T10:00:00Z'), calendarName: 'Andy Show' },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('UID:event-101@andyshow.example');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
    expect(lines).toContain('DTSTART:20261231T180000Z');
    expect(lines).toContain('DTEND:20270101T000000Z');
    expect(lines).toContain('SUMMARY:New Year\\, Gala');
    expect(lines).toContain('DESCRIPTION:A night\\; to remember');
    expect(lines).toContain(
      'LOCATION:Andy Show\\, Kemerağzı Mah. 1453 Sok. No: 4\\, 07112 Aksu\\, Antalya\\, Türkiye',
    );
    expect(lines).toContain('GEO:36.8547;30.8412');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('URL:https://andyshow.example/events-concerts/new-year-gala-2027');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('leaves out what is missing', () => {
    const text = buildIcs([{ uid: 'x@y', start: '2026-12-31T21:00:00+03:00', summary: 'S' }], {
      now: new Date('2026-11-21T10:00:00Z'),
    });
    expect(text).not.toContain('DTEND');
    expect(text).not.toContain('LOCATION');
    expect(text).not.toContain('X-WR-CALNAME');
  });

  it('names the file after the slug', () => {
    expect(icsFileName('new-year-gala-2027')).toBe('new-year-gala-2027.ics');
    expect(icsFileName('a/b"c', 7001)).toBe('a-b-c-7001.ics');
    expect(icsFileName('çok-güzel')).toBe('ok-g-zel.ics');
  });
});
