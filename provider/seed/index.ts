import type { Db } from '../db';
import { insertEvent } from '../events';
import { insertMenus } from '../menus';
import { insertPage } from '../pages';
import { LOCALES, PROPERTY_ID } from '../types';
import { buildEvents } from './build-events';
import { buildPages } from './build-pages';
import { buildMenus } from './menus';

/** Fills an empty database; the caller wraps it in a transaction. Event dates are relative to `now`. */
export function seed(db: Db, now: Date): void {
  for (const page of buildPages()) insertPage(db, { ...page, propertyId: PROPERTY_ID });
  for (const lang of LOCALES) insertMenus(db, PROPERTY_ID, lang, buildMenus(lang));
  for (const event of buildEvents(now)) insertEvent(db, event);
}
