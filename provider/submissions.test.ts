// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { runSubmissionsCli } from './submissions-cli';
import { toCsv, toJson, toText } from './submission-format';
import { insertSubmission, insertSubmissionOnce, listSubmissions } from './submission-store';

const dir = mkdtempSync(path.join(tmpdir(), 'provider-submissions-'));
const dbPath = path.join(dir, 'provider.db');

const proposal = {
  eventType: 'gala-awards',
  guestCount: '101-250',
  preferredDate: '2027-05-20',
  offerTypes: ['venue', 'fine-dining'],
  contactPerson: 'Anna "Annie" Schmidt',
  companyName: 'Schmidt, Partner & Co',
  phoneNumber: '+49 30 1234 5678',
  email: 'anna@schmidt.example',
  additionalNotes: 'Line one\nLine two',
  consent: true,
  propertyId: 4,
  locale: 'de',
};

beforeAll(() => {
  const db = openDatabase(dbPath);
  insertSubmission(db, 'proposal', proposal, '203.0.113.7', new Date('2026-11-20T09:30:00Z'));
  insertSubmission(
    db,
    'newsletter',
    {
      firstName: '=HYPERLINK("x")',
      lastName: 'Yılmaz',
      email: 'a@b.example',
      propertyId: 4,
      approvedKvkk: true,
    },
    '203.0.113.8',
    new Date('2026-11-21T21:30:00Z'),
  );
  db.close();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('toCsv', () => {
  it('writes RFC 4180: header row, CRLF, quoted quotes, commas and newlines, joined arrays', () => {
    const db = openDatabase(dbPath);
    const csv = toCsv(listSubmissions(db, { type: 'proposal' }), 'proposal');
    db.close();
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'id,created_at,eventType,guestCount,preferredDate,offerTypes,contactPerson,companyName,phoneNumber,email,additionalNotes,consent,propertyId,locale',
    );
    expect(row).toBe(
      '1,2026-11-20T12:30:00+03:00,gala-awards,101-250,2027-05-20,venue;fine-dining,"Anna ""Annie"" Schmidt","Schmidt, Partner & Co",+49 30 1234 5678,anna@schmidt.example,"Line one\nLine two",true,4,de',
    );
    expect(end).toBe('');
  });

  it('keeps spreadsheet formulas from running', () => {
    const db = openDatabase(dbPath);
    const csv = toCsv(listSubmissions(db, { type: 'newsletter' }), 'newsletter');
    db.close();
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('toText', () => {
  it('labels fields for people and says when there is nothing', () => {
    const db = openDatabase(dbPath);
    const text = toText(listSubmissions(db, { type: 'proposal' }), { type: 'proposal' });
    db.close();
    expect(text).toContain('1 proposal request');
    expect(text).toContain('#1  proposal request  2026-11-20 12:30 (Istanbul)');
    expect(text).toMatch(/Company\s+Schmidt, Partner & Co/);
    expect(toText([], { type: 'contact', since: '2026-01-01' })).toBe(
      'No contact messages since 2026-01-01.\n',
    );
  });
});

describe('terminal safety', () => {
  // A visitor's message that, printed raw, hides a link (OSC 8), rewrites its line with a fake
  // "APPROVED" (CR), rings the bell, sends C1 CSI and DEL and reverses text (bidi override).
  const hostile = {
    id: 9,
    type: 'contact' as const,
    createdAt: '2026-11-22T10:00:00.000Z',
    clientIp: '203.0.113.9',
    payload: {
      firstName: 'Eve\u202etxt.exe',
      email: 'eve@evil.example',
      message:
        'Hi \x1b]8;;http://evil\x07link\x1b]8;;\x07\rAPPROVED\x1b[2K\u009b31m\x7f\u2066x\u2069\ttab\\x1b\nnext line',
      ['x\x1b[31m']: 'key',
    },
  };
  // Everything a terminal acts on, except the listing's own line breaks.
  const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('prints no raw control character of a submission in the text listing, escaped instead', () => {
    const text = toText([hostile], {});
    expect(text).not.toMatch(CONTROL);
    expect(text).not.toContain('\x1b');
    expect(text).not.toContain('\r');
    expect(text).not.toContain('\x07');
    expect(text).toContain(
      'Hi \\x1b]8;;http://evil\\x07link\\x1b]8;;\\x07\\rAPPROVED\\x1b[2K\\x9b31m\\x7f\\u2066x\\u2069\\ttab\\\\x1b\\n',
    );
    expect(text).toContain('Eve\\u202etxt.exe');
    expect(text).toContain('x\\x1b[31m');
    // A line break in a field is shown (\n) and continues on the next, indented line: no line of
    // the visitor's text starts where the listing's own lines do.
    const lines = text.split('\n');
    const next = lines.find((line) => line.includes('next line'))!;
    expect(next).toMatch(/^ {4,}next line$/);
    expect(lines.filter((line) => line.startsWith('#'))).toHaveLength(1);
  });

  it('prints no raw control character in CSV either: escaped, line breaks kept inside the cell', () => {
    const csv = toCsv([hostile]);
    // Rows end in CRLF (RFC 4180); nothing else a terminal acts on is left raw.
    expect(csv.replace(/\r\n/g, '')).not.toMatch(CONTROL);
    expect(csv).toContain(
      '"Hi \\x1b]8;;http://evil\\x07link\\x1b]8;;\\x07\\rAPPROVED\\x1b[2K\\x9b31m\\x7f\\u2066x\\u2069\\ttab\\\\x1b\nnext line"',
    );
    expect(csv).toContain('Eve\\u202etxt.exe');
    expect(csv.split('\r\n')[0]).toContain('x\\x1b[31m');
  });

  it('keeps ordinary text as it was typed', () => {
    const text = toText([{ ...hostile, payload: { message: 'Grüße, Yılmaz – "ok" €5' } }], {});
    expect(text).toContain('Message  Grüße, Yılmaz – "ok" €5');
  });

  it('prints JSON with every control and bidi character escaped, and the same data', () => {
    const json = toJson([hostile]);
    expect(json).not.toMatch(CONTROL);
    expect(JSON.parse(json)[0].message).toBe(hostile.payload.message);
    expect(JSON.parse(json)[0].firstName).toBe(hostile.payload.firstName);
  });
});

describe('toJson', () => {
  it('flattens the payload beside id, type and Istanbul time', () => {
    const db = openDatabase(dbPath);
    const list = JSON.parse(
      toJson(listSubmissions(db, { since: new Date('2026-11-21T00:00:00+03:00') })),
    );
    db.close();
    expect(list).toEqual([
      expect.objectContaining({
        id: 2,
        type: 'newsletter',
        createdAt: '2026-11-22T00:30:00+03:00',
        lastName: 'Yılmaz',
      }),
    ]);
  });
});

describe('npm run submissions', () => {
  const cli = (...args: string[]) => {
    const io = { stdout: '', stderr: '' };
    const code = runSubmissionsCli([...args, '--db', dbPath], {
      out: (text) => (io.stdout += text),
      err: (text) => (io.stderr += text),
    });
    return { code, ...io };
  };

  it('exports CSV of one type since a day', () => {
    const csv = cli('--type', 'newsletter', '--format', 'csv', '--since', '2026-11-21');
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\r\n')).toHaveLength(3);
    expect(csv.stdout).toContain('Yılmaz');
  });

  it('refuses bad arguments with usage and a missing database with a hint', () => {
    const refused = cli('--type', 'orders');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--type must be one of');
    expect(refused.stderr).toContain('Usage:');
    const missing = runSubmissionsCli(['--db', path.join(dir, 'none.db')], {
      out: () => {},
      err: () => {},
    });
    expect(missing).toBe(1);
  });
});

describe('opening a database of an older provider', () => {
  it('adds the idempotency key to submissions and keeps the rows', () => {
    const oldPath = path.join(dir, 'old.db');
    const old = new Database(oldPath);
    old.exec(`CREATE TABLE submissions (
      id INTEGER PRIMARY KEY,
      type TEXT NOT NULL CHECK (type IN ('newsletter', 'contact', 'proposal')),
      payload TEXT NOT NULL,
      created_at TEXT NOT NULL,
      client_ip TEXT NOT NULL
    )`);
    old
      .prepare('INSERT INTO submissions (type, payload, created_at, client_ip) VALUES (?, ?, ?, ?)')
      .run('proposal', JSON.stringify(proposal), '2026-11-20T09:30:00.000Z', '203.0.113.7');
    old.close();

    const db = openDatabase(oldPath);
    expect(listSubmissions(db)).toHaveLength(1);
    const key = 'a1b2c3d4-key';
    const first = insertSubmissionOnce(db, 'proposal', proposal, '203.0.113.9', key);
    expect(first.kind).toBe('stored');
    expect(insertSubmissionOnce(db, 'proposal', proposal, '203.0.113.9', key)).toEqual({
      kind: 'replayed',
      id: (first as { id: number }).id,
    });
    expect(insertSubmissionOnce(db, 'contact', proposal, '203.0.113.9', key).kind).toBe('stored');
    expect(listSubmissions(db)).toHaveLength(3);
    db.close();
    // Opening it again (already migrated) changes nothing.
    const again = openDatabase(oldPath);
    expect(listSubmissions(again)).toHaveLength(3);
    again.close();
  });
});
