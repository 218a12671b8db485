import { createDatabase, type Db } from './db';
import { seed } from './seed';
import { ensureSettings } from './settings';
import { PROPERTY_ID } from './types';
import { ensureVersions } from './versions';

/**
 * Opens (creating when needed) the provider database and seeds it when it holds no pages; then the
 * venue facts and every published document's first version are there. It stands above the modules
 * it fills, which know the database only as `Db` (db.ts).
 */
export function openDatabase(dbPath: string, now: Date = new Date()): Db {
  const db = createDatabase(dbPath);
  const row = db.prepare<[], { count: number }>('SELECT count(*) AS count FROM pages').get();
  if (!row?.count) db.transaction(() => seed(db, now))();
  ensureSettings(db, PROPERTY_ID);
  ensureVersions(db);
  return db;
}
