import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS pages (
  id INTEGER PRIMARY KEY,
  page_key TEXT NOT NULL,
  url TEXT NOT NULL,
  lang TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  published TEXT NOT NULL,
  draft TEXT,
  updated_at TEXT NOT NULL,
  published_at TEXT NOT NULL,
  UNIQUE (url, lang),
  UNIQUE (page_key, lang)
);

CREATE TABLE IF NOT EXISTS menus (
  lang TEXT NOT NULL,
  property_id INTEGER NOT NULL,
  menus TEXT NOT NULL,
  PRIMARY KEY (lang, property_id)
);

CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  start_ts INTEGER NOT NULL,
  end_ts INTEGER,
  shared TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS event_translations (
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  slug TEXT NOT NULL,
  published TEXT NOT NULL,
  draft TEXT,
  updated_at TEXT NOT NULL,
  published_at TEXT NOT NULL,
  PRIMARY KEY (event_id, lang),
  UNIQUE (lang, slug)
);

CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  start_ts INTEGER NOT NULL,
  end_ts INTEGER,
  ticket_url TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_event ON sessions (event_id, start_ts);

CREATE TABLE IF NOT EXISTS submissions (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('newsletter', 'contact', 'proposal')),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  client_ip TEXT NOT NULL,
  idempotency_key TEXT
);
CREATE INDEX IF NOT EXISTS submissions_type ON submissions (type, created_at);

CREATE TABLE IF NOT EXISTS settings (
  property_id INTEGER PRIMARY KEY,
  published TEXT NOT NULL,
  draft TEXT,
  updated_at TEXT NOT NULL
);

-- Every publish of a page translation (ref = pages.id), an event translation (ref = events.id) or
-- the venue facts (ref = property id, lang ''): the document as visitors got it (provider/versions.ts).
CREATE TABLE IF NOT EXISTS versions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'event', 'settings')),
  ref INTEGER NOT NULL,
  lang TEXT NOT NULL,
  version INTEGER NOT NULL,
  document TEXT NOT NULL,
  published_at TEXT NOT NULL,
  note TEXT,
  UNIQUE (kind, ref, lang, version)
);

-- Publishes set for a later moment (provider/scheduler.ts); one pending per page, event
-- translation or the venue facts.
CREATE TABLE IF NOT EXISTS scheduled_publishes (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'event', 'settings')),
  ref INTEGER NOT NULL,
  lang TEXT NOT NULL,
  at TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'running', 'done', 'failed', 'cancelled')),
  outcome TEXT
);
CREATE INDEX IF NOT EXISTS scheduled_due ON scheduled_publishes (state, at_ms);
CREATE UNIQUE INDEX IF NOT EXISTS scheduled_one_pending ON scheduled_publishes (kind, ref, lang)
  WHERE state = 'pending';

-- Uploaded pictures, re-encoded and named by their content's hash (provider/media.ts).
CREATE TABLE IF NOT EXISTS media (
  name TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);
`;

/**
 * Brings a database created by an older provider up to date (SCHEMA only creates what is missing):
 * submissions gained `idempotency_key`, unique per type (one type per endpoint) when set; pages and
 * event translations gained `published_at` (the sitemap's lastmod: `updated_at` also moves on
 * draft saves), first taken from `updated_at`, and `source_version`.
 */
function migrate(db: Db): void {
  for (const table of ['pages', 'event_translations']) {
    const has = db.prepare<[], { name: string }>(`PRAGMA table_info(${table})`).all();
    if (!has.some((column) => column.name === 'published_at')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN published_at TEXT NOT NULL DEFAULT ''`);
      db.exec(`UPDATE ${table} SET published_at = updated_at`);
    }
    // The version of the English source a translation was last published against (freshness.ts).
    if (!has.some((column) => column.name === 'source_version')) {
      db.exec(`ALTER TABLE ${table} ADD COLUMN source_version INTEGER`);
    }
  }
  const columns = db.prepare<[], { name: string }>('PRAGMA table_info(submissions)').all();
  if (!columns.some((column) => column.name === 'idempotency_key')) {
    db.exec('ALTER TABLE submissions ADD COLUMN idempotency_key TEXT');
  }
  db.exec(
    `CREATE UNIQUE INDEX IF NOT EXISTS submissions_idempotency ON submissions (type, idempotency_key)
     WHERE idempotency_key IS NOT NULL`,
  );
}

/**
 * Opens (creating when needed) the provider database with its tables up to date, empty; the
 * provider opens it through openDatabase (open-database.ts), which also seeds it.
 */
export function createDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath);
  if (dbPath !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 3000');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}
