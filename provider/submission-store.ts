import type { Db } from './db';
import type { Submission, SubmissionType } from './types';

type Row = {
  id: number;
  type: SubmissionType;
  payload: string;
  created_at: string;
  client_ip: string;
};

export function insertSubmission(
  db: Db,
  type: SubmissionType,
  payload: Record<string, unknown>,
  clientIp: string,
  createdAt: Date = new Date(),
): number {
  const result = db
    .prepare('INSERT INTO submissions (type, payload, created_at, client_ip) VALUES (?, ?, ?, ?)')
    .run(type, JSON.stringify(payload), createdAt.toISOString(), clientIp);
  return Number(result.lastInsertRowid);
}

export type KeyedOutcome =
  | { kind: 'stored'; id: number }
  /** The key was already stored for this type with the same payload: nothing new is stored. */
  | { kind: 'replayed'; id: number }
  /** The key was already stored for this type with another payload. */
  | { kind: 'conflict' };

/**
 * Stores a submission once per (type, idempotency key): a repeat with the same payload answers the
 * first row's id without storing again. Keys are scoped per type, i.e. per endpoint.
 */
export function insertSubmissionOnce(
  db: Db,
  type: SubmissionType,
  payload: Record<string, unknown>,
  clientIp: string,
  idempotencyKey: string,
  createdAt: Date = new Date(),
): KeyedOutcome {
  const text = JSON.stringify(payload);
  return db.transaction((): KeyedOutcome => {
    const existing = db
      .prepare<[string, string], { id: number; payload: string }>(
        'SELECT id, payload FROM submissions WHERE type = ? AND idempotency_key = ?',
      )
      .get(type, idempotencyKey);
    if (existing) {
      return existing.payload === text
        ? { kind: 'replayed', id: existing.id }
        : { kind: 'conflict' };
    }
    const result = db
      .prepare(
        `INSERT INTO submissions (type, payload, created_at, client_ip, idempotency_key)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(type, text, createdAt.toISOString(), clientIp, idempotencyKey);
    return { kind: 'stored', id: Number(result.lastInsertRowid) };
  })();
}

/** Submissions oldest first, optionally of one type and created at or after an instant. */
export function listSubmissions(
  db: Db,
  filter: { type?: SubmissionType; since?: Date } = {},
): Submission[] {
  return db
    .prepare<{ type: string | null; since: string | null }, Row>(
      `SELECT id, type, payload, created_at, client_ip FROM submissions
       WHERE (@type IS NULL OR type = @type) AND (@since IS NULL OR created_at >= @since)
       ORDER BY created_at, id`,
    )
    .all({ type: filter.type ?? null, since: filter.since?.toISOString() ?? null })
    .map((row) => ({
      id: row.id,
      type: row.type,
      payload: JSON.parse(row.payload) as Record<string, unknown>,
      createdAt: row.created_at,
      clientIp: row.client_ip,
    }));
}

export function clearSubmissions(db: Db): void {
  db.prepare('DELETE FROM submissions').run();
}
