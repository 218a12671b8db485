import { FACT_TOKEN } from '../lib/content/fact-tokens';
import {
  EVERY_PAGE,
  factOfName,
  factPlaces,
  venueFactKeys,
  type VenueFact,
} from '../lib/content/venue-facts';
import { localizeUrl } from '../lib/i18n/hrefs';
import { EVENT_DETAIL, offeredLocales } from '../lib/i18n/routes';
import type { Db } from './db';
import type { Locale } from './types';
import { eventHref, href } from '../lib/i18n/navigation';

/** Site paths in one language where each venue fact shows; `*` is every page. */
export type FactUsage = Record<VenueFact, string[]>;

type Row = { path: string; published: string; draft: string | null };

/**
 * Where each fact appears in `lang` (what the workspace lists beside it): the site's own places
 * (lib/content/venue-facts.ts) and every page or event whose copy, published or draft, names it.
 */
export function factUsage(db: Db, lang: Locale): FactUsage {
  const usage = new Map<VenueFact, Set<string>>(venueFactKeys.map((fact) => [fact, new Set()]));
  for (const fact of venueFactKeys) {
    for (const place of factPlaces[fact]) {
      if (place === EVERY_PAGE) usage.get(fact)!.add(EVERY_PAGE);
      else if (place === EVENT_DETAIL) usage.get(fact)!.add(eventHref(lang, '*'));
      else if (offeredLocales(place).includes(lang)) usage.get(fact)!.add(href(lang, place));
    }
  }
  const pages = db
    .prepare<[string], Row>('SELECT url AS path, published, draft FROM pages WHERE lang = ?')
    .all(lang)
    .map((row) => ({ ...row, path: localizeUrl(lang, row.path) }));
  const events = db
    .prepare<[string], Row>(
      'SELECT slug AS path, published, draft FROM event_translations WHERE lang = ?',
    )
    .all(lang)
    .map((row) => ({ ...row, path: eventHref(lang, row.path) }));
  for (const row of [...pages, ...events]) {
    for (const match of `${row.published}\n${row.draft ?? ''}`.matchAll(FACT_TOKEN)) {
      const fact = factOfName(match[1]!);
      if (fact) usage.get(fact)!.add(row.path);
    }
  }
  // A fact on every page needs no list.
  return Object.fromEntries(
    [...usage].map(([fact, paths]) => [
      fact,
      paths.has(EVERY_PAGE) ? [EVERY_PAGE] : [...paths].sort(),
    ]),
  ) as FactUsage;
}
