import type { Db } from './db';
import type { Locale, Menu } from './types';

export function getMenus(db: Db, propertyId: number, lang: Locale): Menu[] {
  const row = db
    .prepare<[string, number], { menus: string }>(
      'SELECT menus FROM menus WHERE lang = ? AND property_id = ?',
    )
    .get(lang, propertyId);
  return row ? (JSON.parse(row.menus) as Menu[]) : [];
}

export function insertMenus(db: Db, propertyId: number, lang: Locale, menus: Menu[]): void {
  db.prepare('INSERT INTO menus (lang, property_id, menus) VALUES (?, ?, ?)').run(
    lang,
    propertyId,
    JSON.stringify(menus),
  );
}
