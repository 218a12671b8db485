import { resolveHours, type LegacyOpeningHours } from '../lib/site';
import type { Db } from './db';
import { mergePatch, type JsonObject } from './merge';
import type { PublishResult } from './pages';
import { SEED_SETTINGS } from './seed/settings';
import type { Locale, Settings, SettingsDocument } from './types';

type SettingsRow = { published: string; draft: string | null; updated_at: string };

/** What the editor API shows: the published facts, the draft when there is one. */
export type SettingsState = {
  published: SettingsDocument;
  draft: SettingsDocument | null;
  updatedAt: string;
};

/**
 * A stored document; one stored before the evening had its own parts (a labelled `openingHours`
 * list) reads as the same hours in the current shape.
 */
function parse(json: string): SettingsDocument {
  const { openingHours, hours, ...facts } = JSON.parse(json) as SettingsDocument & {
    openingHours?: LegacyOpeningHours[];
  };
  return { ...facts, hours: resolveHours(hours, openingHours) };
}

function findRow(db: Db, propertyId: number): SettingsRow | undefined {
  return db
    .prepare<[number], SettingsRow>(
      'SELECT published, draft, updated_at FROM settings WHERE property_id = ?',
    )
    .get(propertyId);
}

/** Seeds the facts of a property that has none (a database created before settings existed too). */
export function ensureSettings(db: Db, propertyId: number): void {
  db.prepare(
    'INSERT OR IGNORE INTO settings (property_id, published, updated_at) VALUES (?, ?, ?)',
  ).run(propertyId, JSON.stringify(SEED_SETTINGS), new Date().toISOString());
}

/** One language's view: the facts are the same in every language. */
export function localizeSettings(document: SettingsDocument, lang: Locale): Settings {
  return { ...document, locale: lang };
}

export function getSettings(
  db: Db,
  propertyId: number,
  lang: Locale,
  preview: boolean,
): Settings | null {
  const row = findRow(db, propertyId);
  if (!row) return null;
  return localizeSettings(parse(preview && row.draft ? row.draft : row.published), lang);
}

export function getSettingsState(db: Db, propertyId: number): SettingsState | null {
  const row = findRow(db, propertyId);
  if (!row) return null;
  return {
    published: parse(row.published),
    draft: row.draft ? parse(row.draft) : null,
    updatedAt: row.updated_at,
  };
}

/** Merges an editor's partial facts into the draft (started from the published facts). */
export function saveSettingsDraft(
  db: Db,
  propertyId: number,
  patch: JsonObject,
): SettingsState | null {
  const row = findRow(db, propertyId);
  if (!row) return null;
  const draft = mergePatch(parse(row.draft ?? row.published), patch);
  db.prepare('UPDATE settings SET draft = ?, updated_at = ? WHERE property_id = ?').run(
    JSON.stringify(draft),
    new Date().toISOString(),
    propertyId,
  );
  return getSettingsState(db, propertyId);
}

/** Replaces the draft with a whole document (a restored version). */
export function setSettingsDraft(db: Db, propertyId: number, document: SettingsDocument): void {
  db.prepare('UPDATE settings SET draft = ?, updated_at = ? WHERE property_id = ?').run(
    JSON.stringify(document),
    new Date().toISOString(),
    propertyId,
  );
}

export function discardSettingsDraft(db: Db, propertyId: number): SettingsState | null {
  if (!findRow(db, propertyId)) return null;
  db.prepare('UPDATE settings SET draft = NULL, updated_at = ? WHERE property_id = ?').run(
    new Date().toISOString(),
    propertyId,
  );
  return getSettingsState(db, propertyId);
}

export function publishSettings(db: Db, propertyId: number): PublishResult<SettingsState> {
  const row = findRow(db, propertyId);
  if (!row) return { status: 'not-found' };
  if (!row.draft) return { status: 'no-draft' };
  db.prepare(
    'UPDATE settings SET published = draft, draft = NULL, updated_at = ? WHERE property_id = ?',
  ).run(new Date().toISOString(), propertyId);
  const state = getSettingsState(db, propertyId);
  return state ? { status: 'published', value: state } : { status: 'not-found' };
}
