import type { Db } from './db';
import { englishSource, publishedDocument, type Target } from './targets';

/**
 * Every publish kept as a version (issue 45 item 2): when, the document visitors got, and a note
 * (`scheduled`, `restored from 3`). Version 1 of content that existed before versions did is its
 * published document at the provider's first start with them.
 */
export type Version = {
  version: number;
  publishedAt: string;
  note: string | null;
  document: Record<string, unknown>;
};

type VersionRow = { version: number; published_at: string; note: string | null; document: string };

const toVersion = (row: VersionRow): Version => ({
  version: row.version,
  publishedAt: row.published_at,
  note: row.note,
  document: JSON.parse(row.document) as Record<string, unknown>,
});

export function latestVersion(db: Db, target: Target): number {
  const row = db
    .prepare<[string, number, string], { version: number | null }>(
      'SELECT max(version) AS version FROM versions WHERE kind = ? AND ref = ? AND lang = ?',
    )
    .get(target.kind, target.ref, target.lang);
  return row?.version ?? 0;
}

/** Records the target's published document as its next version; answers the version's number. */
export function recordVersion(
  db: Db,
  target: Target,
  publishedAt: string,
  note: string | null = null,
): number {
  const document = publishedDocument(db, target);
  if (!document) throw new Error(`no published document for ${JSON.stringify(target)}`);
  const version = latestVersion(db, target) + 1;
  db.prepare(
    `INSERT INTO versions (kind, ref, lang, version, document, published_at, note)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(target.kind, target.ref, target.lang, version, JSON.stringify(document), publishedAt, note);
  return version;
}

/** Newest first. */
export function listVersions(db: Db, target: Target): Version[] {
  return db
    .prepare<[string, number, string], VersionRow>(
      `SELECT version, published_at, note, document FROM versions
       WHERE kind = ? AND ref = ? AND lang = ? ORDER BY version DESC`,
    )
    .all(target.kind, target.ref, target.lang)
    .map(toVersion);
}

export function getVersion(db: Db, target: Target, version: number): Version | null {
  const row = db
    .prepare<[string, number, string, number], VersionRow>(
      `SELECT version, published_at, note, document FROM versions
       WHERE kind = ? AND ref = ? AND lang = ? AND version = ?`,
    )
    .get(target.kind, target.ref, target.lang, version);
  return row ? toVersion(row) : null;
}

/** English versions after `version`, oldest first (what a translation has not caught up with). */
export function versionsAfter(db: Db, target: Target, version: number): Version[] {
  return db
    .prepare<[string, number, string, number], VersionRow>(
      `SELECT version, published_at, note, document FROM versions
       WHERE kind = ? AND ref = ? AND lang = ? AND version > ? ORDER BY version`,
    )
    .all(target.kind, target.ref, target.lang, version)
    .map(toVersion);
}

const TRANSLATIONS: Record<'page' | 'event', string> = {
  page: 'pages',
  event: 'event_translations',
};

/** The English version a translation was last published against (null: English, or none). */
export function sourceVersion(db: Db, target: Target): number | null {
  if (target.kind === 'settings') return null;
  const where = target.kind === 'page' ? 'id = ?' : 'event_id = ? AND lang = ?';
  const args = target.kind === 'page' ? [target.ref] : [target.ref, target.lang];
  const row = db
    .prepare<unknown[], { source_version: number | null }>(
      `SELECT source_version FROM ${TRANSLATIONS[target.kind]} WHERE ${where}`,
    )
    .get(...args);
  return row?.source_version ?? null;
}

/** Marks a translation as made from the English source's current version. */
export function alignWithSource(db: Db, target: Target): void {
  if (target.kind === 'settings') return;
  const english = englishSource(db, target);
  if (!english) return;
  const where = target.kind === 'page' ? 'id = ?' : 'event_id = ? AND lang = ?';
  const args = target.kind === 'page' ? [target.ref] : [target.ref, target.lang];
  db.prepare(`UPDATE ${TRANSLATIONS[target.kind]} SET source_version = ? WHERE ${where}`).run(
    latestVersion(db, english),
    ...args,
  );
}

/**
 * Gives content without versions its first (the published document as it stands), and each
 * translation without a source version the English one's: a database from before versions is taken
 * to be in step with its English source.
 */
export function ensureVersions(db: Db): void {
  db.transaction(() => {
    // Every published document without a first version: pages and events per language, the settings once.
    const unversioned = db
      .prepare<[], { kind: Target['kind']; ref: number; lang: Target['lang']; at: string }>(
        `SELECT 'page' AS kind, id AS ref, lang, published_at AS at FROM pages p
           WHERE NOT EXISTS (SELECT 1 FROM versions v WHERE v.kind = 'page' AND v.ref = p.id AND v.lang = p.lang)
         UNION ALL
         SELECT 'event', event_id, lang, published_at FROM event_translations t
           WHERE NOT EXISTS (SELECT 1 FROM versions v WHERE v.kind = 'event' AND v.ref = t.event_id AND v.lang = t.lang)
         UNION ALL
         SELECT 'settings', property_id, '', updated_at FROM settings s
           WHERE NOT EXISTS (SELECT 1 FROM versions v WHERE v.kind = 'settings' AND v.ref = s.property_id)`,
      )
      .all();
    for (const { kind, ref, lang, at } of unversioned) {
      recordVersion(db, { kind, ref, lang }, at);
    }
    db.exec(`UPDATE pages SET source_version = (
        SELECT max(v.version) FROM pages en JOIN versions v
        ON v.kind = 'page' AND v.ref = en.id AND v.lang = 'en'
        WHERE en.page_key = pages.page_key AND en.lang = 'en')
      WHERE source_version IS NULL AND lang <> 'en'`);
    db.exec(`UPDATE event_translations SET source_version = (
        SELECT max(v.version) FROM versions v
        WHERE v.kind = 'event' AND v.ref = event_translations.event_id AND v.lang = 'en')
      WHERE source_version IS NULL AND lang <> 'en'`);
  })();
}
