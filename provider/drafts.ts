import { localizeUrl } from '../lib/i18n/hrefs';
import type { Db } from './db';
import { getEvent } from './events';
import { behindSource, type BehindSource } from './freshness';
import { isPlainObject } from './merge';
import { getPage } from './pages';
import { pendingPublish } from './scheduler';
import type { Target } from './targets';
import type { EventDetail, Locale, Page } from './types';
import { latestVersion } from './versions';
import { eventHref } from '../lib/i18n/navigation';

/**
 * What the editor workspace lists: each page and event translation with its state.
 * `published`: no draft; `draft`: a draft that still equals the published version;
 * `changed`: a draft that differs from it (changed since publish).
 */
export type DraftState = 'published' | 'draft' | 'changed';

/** JSON with object keys in order, so two documents compare by content. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function draftState(published: unknown, draft: unknown): DraftState {
  if (draft === null || draft === undefined) return 'published';
  return canonical(published) === canonical(draft) ? 'draft' : 'changed';
}

/**
 * What the lists and entries add to a document's state: the translation's freshness against its
 * English source, a publish set for later, and the number of its current version.
 */
export type Tracking = {
  behindSource: BehindSource | null;
  scheduled: { id: number; at: string } | null;
  version: number;
};

export function tracking(db: Db, target: Target): Tracking {
  return {
    behindSource: behindSource(db, target),
    scheduled: pendingPublish(db, target),
    version: latestVersion(db, target),
  };
}

export type PageEntry = {
  url: string;
  lang: Locale;
  title: string;
  state: DraftState;
  updatedAt: string;
  sitePath: string;
} & Tracking;

export type EventEntry = {
  slug: string;
  lang: Locale;
  title: string;
  status: string;
  startDate: string;
  state: DraftState;
  updatedAt: string;
  sitePath: string;
} & Tracking;

type PageRow = {
  id: number;
  url: string;
  lang: Locale;
  published: string;
  draft: string | null;
  updated_at: string;
};

const PAGE_ROWS = 'SELECT id, url, lang, published, draft, updated_at FROM pages';
const pageTarget = (row: { id: number; lang: Locale }): Target => ({
  kind: 'page',
  ref: row.id,
  lang: row.lang,
});

function pageState(row: PageRow): { title: string; state: DraftState } {
  const published = JSON.parse(row.published) as { title: string };
  const draft = row.draft ? (JSON.parse(row.draft) as { title: string }) : null;
  return { title: (draft ?? published).title, state: draftState(published, draft) };
}

export function listPageEntries(db: Db, lang: Locale): PageEntry[] {
  return db
    .prepare<[string], PageRow>(`${PAGE_ROWS} WHERE lang = ? ORDER BY id`)
    .all(lang)
    .map((row) => ({
      url: row.url,
      lang: row.lang,
      ...pageState(row),
      updatedAt: row.updated_at,
      sitePath: localizeUrl(row.lang, row.url),
      ...tracking(db, pageTarget(row)),
    }));
}

type EventRow = {
  id: number;
  slug: string;
  lang: Locale;
  shared: string;
  published: string;
  draft: string | null;
  updated_at: string;
};

const EVENT_ROWS = `SELECT e.id, t.slug, t.lang, e.shared, t.published, t.draft, t.updated_at
  FROM events e JOIN event_translations t ON t.event_id = e.id`;
const eventTarget = (row: { id: number; lang: Locale }): Target => ({
  kind: 'event',
  ref: row.id,
  lang: row.lang,
});

type EventFacts = { title: string; status: string; startDate: string };

function eventState(row: EventRow): EventFacts & { state: DraftState } {
  const published = { ...JSON.parse(row.shared), ...JSON.parse(row.published) } as EventFacts;
  const draft = row.draft ? (JSON.parse(row.draft) as EventFacts) : null;
  const { title, status, startDate } = draft ?? published;
  return { title, status, startDate, state: draftState(published, draft) };
}

export function listEventEntries(db: Db, lang: Locale): EventEntry[] {
  return db
    .prepare<[string], EventRow>(`${EVENT_ROWS} WHERE t.lang = ? ORDER BY e.start_ts, e.id`)
    .all(lang)
    .map((row) => ({
      slug: row.slug,
      lang: row.lang,
      ...eventState(row),
      updatedAt: row.updated_at,
      sitePath: eventHref(row.lang, row.slug),
      ...tracking(db, eventTarget(row)),
    }));
}

export type Entry<T> = {
  state: DraftState;
  published: T;
  draft: T | null;
  sitePath: string;
} & Tracking;

/** One page as the workspace edits it: its published version and its draft, if any. */
export function pageEntry(db: Db, url: string, lang: Locale): Entry<Page> | null {
  const published = getPage(db, url, lang, false);
  if (!published) return null;
  const row = db
    .prepare<[string, string], PageRow>(`${PAGE_ROWS} WHERE url = ? AND lang = ?`)
    .get(published.url, lang)!;
  return {
    state: pageState(row).state,
    published,
    draft: row.draft ? getPage(db, url, lang, true) : null,
    sitePath: localizeUrl(lang, published.url),
    ...tracking(db, pageTarget(row)),
  };
}

export function eventEntry(db: Db, slug: string, lang: Locale): Entry<EventDetail> | null {
  const row = db
    .prepare<[string, string], EventRow>(`${EVENT_ROWS} WHERE t.slug = ? AND t.lang = ?`)
    .get(slug, lang);
  if (!row) return null;
  return {
    state: eventState(row).state,
    published: getEvent(db, slug, lang, false)!,
    draft: row.draft ? getEvent(db, slug, lang, true) : null,
    sitePath: eventHref(lang, slug),
    ...tracking(db, eventTarget(row)),
  };
}

/** Drops a page's draft; false when it had none (or the page is unknown). */
export function discardPageDraft(db: Db, url: string, lang: Locale): boolean {
  const page = getPage(db, url, lang, false);
  if (!page) return false;
  return (
    db
      .prepare('UPDATE pages SET draft = NULL WHERE url = ? AND lang = ? AND draft IS NOT NULL')
      .run(page.url, lang).changes > 0
  );
}

export function discardEventDraft(db: Db, slug: string, lang: Locale): boolean {
  return (
    db
      .prepare(
        'UPDATE event_translations SET draft = NULL WHERE slug = ? AND lang = ? AND draft IS NOT NULL',
      )
      .run(slug, lang).changes > 0
  );
}
