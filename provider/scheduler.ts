import type { Db } from './db';
import { describeTarget, namedOf, type Kind, type Target } from './targets';

/**
 * Scheduled publishing (issue 45 item 3). A publish set for a moment is a row in the database, so
 * it survives restarts: at start, whatever fell due while the provider was down is published at
 * once, and one timer waits for the next. At its moment the job publishes the draft as it then
 * stands, through the same path as a publish now (publishing.ts), webhook included.
 */

export type Clock = {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

// A timer longer than this is re-armed on waking: a moved system clock is noticed within a minute.
const MAX_WAIT_MS = 60_000;

export type JobState = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

type JobRow = {
  id: number;
  kind: Kind;
  ref: number;
  lang: string;
  at: string;
  at_ms: number;
  created_at: string;
  state: JobState;
  outcome: string | null;
};

/** A scheduled publish as the editor API shows it. */
export type ScheduledPublish = Record<string, unknown> & {
  id: number;
  at: string;
  createdAt: string;
  state: JobState;
  outcome: string | null;
  title: string;
  sitePath: string;
  editPath: string;
};

/** Publishes a target now; says what became of it. */
export type RunPublish = (
  target: Target,
  markDone: () => void,
) => Promise<'published' | 'no-draft' | 'not-found'>;

const COLUMNS = 'id, kind, ref, lang, at, at_ms, created_at, state, outcome';

const OUTCOMES = {
  'no-draft': 'Nothing was published: there was no draft any more.',
  'not-found': 'Nothing was published: the page or event no longer exists.',
};

/** The target's pending publish, as the lists show it. */
export function pendingPublish(db: Db, target: Target): { id: number; at: string } | null {
  return (
    db
      .prepare<[string, number, string], { id: number; at: string }>(
        `SELECT id, at FROM scheduled_publishes
         WHERE kind = ? AND ref = ? AND lang = ? AND state = 'pending'`,
      )
      .get(target.kind, target.ref, target.lang) ?? null
  );
}

export class Scheduler {
  private timer: unknown = null;
  private ticking: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly run: RunPublish,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Publishes what fell due while the provider was down (or mid-publish), then waits for the next. */
  start(): void {
    this.db
      .prepare(`UPDATE scheduled_publishes SET state = 'pending' WHERE state = 'running'`)
      .run();
    void this.tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Sets (or moves) the target's one pending publish to `at`. */
  schedule(target: Target, at: string): ScheduledPublish {
    const id = this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE scheduled_publishes SET state = 'cancelled', outcome = 'Replaced by a new time.'
           WHERE kind = ? AND ref = ? AND lang = ? AND state = 'pending'`,
        )
        .run(target.kind, target.ref, target.lang);
      return Number(
        this.db
          .prepare(
            `INSERT INTO scheduled_publishes (kind, ref, lang, at, at_ms, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
          )
          .run(
            target.kind,
            target.ref,
            target.lang,
            at,
            Date.parse(at),
            new Date(this.clock.now()).toISOString(),
          ).lastInsertRowid,
      );
    })();
    this.arm();
    return this.get(id)!;
  }

  /** Cancels a pending publish; false when there is none with that id. */
  cancel(id: number): boolean {
    const changed = this.db
      .prepare(
        `UPDATE scheduled_publishes SET state = 'cancelled', outcome = 'Cancelled by an editor.'
         WHERE id = ? AND state = 'pending'`,
      )
      .run(id).changes;
    this.arm();
    return changed > 0;
  }

  /** Cancels the target's pending publish (its draft was discarded). */
  cancelFor(target: Target, outcome: string): void {
    this.db
      .prepare(
        `UPDATE scheduled_publishes SET state = 'cancelled', outcome = ?
         WHERE kind = ? AND ref = ? AND lang = ? AND state = 'pending'`,
      )
      .run(outcome, target.kind, target.ref, target.lang);
    this.arm();
  }

  get(id: number): ScheduledPublish | null {
    const row = this.db
      .prepare<[number], JobRow>(`SELECT ${COLUMNS} FROM scheduled_publishes WHERE id = ?`)
      .get(id);
    return row ? this.describe(row) : null;
  }

  pendingFor(target: Target): ScheduledPublish | null {
    const pending = pendingPublish(this.db, target);
    return pending ? this.get(pending.id) : null;
  }

  /**
   * Pending publishes, soonest first, and those that failed in the last week (an editor must hear
   * that the gala was not announced).
   */
  list(): ScheduledPublish[] {
    const weekAgo = this.clock.now() - 7 * 86_400_000;
    return this.db
      .prepare<[number], JobRow>(
        `SELECT ${COLUMNS} FROM scheduled_publishes
         WHERE state IN ('pending', 'running') OR (state = 'failed' AND at_ms >= ?)
         ORDER BY at_ms, id`,
      )
      .all(weekAgo)
      .map((row) => this.describe(row));
  }

  private describe(row: JobRow): ScheduledPublish {
    const target = { kind: row.kind, ref: row.ref, lang: row.lang } as Target;
    const described = describeTarget(this.db, target);
    return {
      id: row.id,
      ...(described ? namedOf(described) : { kind: row.kind }),
      at: row.at,
      createdAt: row.created_at,
      state: row.state,
      outcome: row.outcome,
      title: described?.title ?? '',
      sitePath: described?.sitePath ?? '',
      editPath: described?.editPath ?? '/admin',
    };
  }

  private arm(): void {
    if (this.stopped) return;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    const next = this.db
      .prepare<[], { at_ms: number }>(
        `SELECT at_ms FROM scheduled_publishes WHERE state = 'pending' ORDER BY at_ms LIMIT 1`,
      )
      .get();
    if (!next) return;
    const wait = Math.max(0, Math.min(next.at_ms - this.clock.now(), MAX_WAIT_MS));
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.tick();
    }, wait);
  }

  /** Runs every due job, one after the other; a call while running runs once more after it. */
  tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return this.ticking;
    }
    this.ticking = (async () => {
      do {
        this.again = false;
        await this.runDue();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.ticking = null;
      this.arm();
    });
    return this.ticking;
  }

  private async runDue(): Promise<void> {
    const due = this.db
      .prepare<[number], JobRow>(
        `SELECT ${COLUMNS} FROM scheduled_publishes WHERE state = 'pending' AND at_ms <= ? ORDER BY at_ms, id`,
      )
      .all(this.clock.now());
    for (const job of due) {
      if (this.stopped) return;
      // Claimed first: a second provider process on the same database leaves it alone.
      const claimed = this.db
        .prepare(
          `UPDATE scheduled_publishes SET state = 'running' WHERE id = ? AND state = 'pending'`,
        )
        .run(job.id).changes;
      if (!claimed) continue;
      const finish = (state: JobState, outcome: string) =>
        this.db
          .prepare('UPDATE scheduled_publishes SET state = ?, outcome = ? WHERE id = ?')
          .run(state, outcome, job.id);
      const target = { kind: job.kind, ref: job.ref, lang: job.lang } as Target;
      try {
        const result = await this.run(target, () =>
          finish('done', `Published at ${new Date(this.clock.now()).toISOString()}.`),
        );
        if (result !== 'published') finish('failed', OUTCOMES[result]);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`[provider] scheduled publish ${job.id} failed: ${reason}`);
        finish('failed', `Nothing was published: ${reason}`);
      }
    }
  }
}
