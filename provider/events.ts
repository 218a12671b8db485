import type { Db } from './db';
import { mergePatch, type JsonObject } from './merge';
import type { PublishResult } from './pages';
import {
  LOCALES,
  PROPERTY_ID,
  type DateFilter,
  type EventDetail,
  type EventLocalized,
  type EventShared,
  type EventSummary,
  type Locale,
  type Session,
} from './types';

type EventDocument = EventShared & EventLocalized;

type JoinedRow = {
  id: number;
  shared: string;
  slug: string;
  lang: Locale;
  published: string;
  draft: string | null;
  published_at: string;
};

const SHARED_KEYS = [
  'status',
  'startDate',
  'endDate',
  'doorsOpen',
  'comingSoon',
  'image',
  'ticketUrl',
  'performer',
  'price',
  'salesStart',
] as const satisfies readonly (keyof EventShared)[];

export const LOCALIZED_KEYS = [
  'title',
  'summary',
  'location',
  'description',
  'schedule',
  'meta',
  'imageAlt',
] as const satisfies readonly (keyof EventLocalized)[];

function pick<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const result = {} as Pick<T, K>;
  for (const key of keys) result[key] = source[key];
  return result;
}

/** SQL for a date filter on a table alias with start_ts and end_ts; upcoming = not yet ended. */
function dateCondition(alias: string, filter: DateFilter): string {
  const ends = `coalesce(${alias}.end_ts, ${alias}.start_ts)`;
  if (filter === 'ONLY_UPCOMING') return `${ends} >= @now`;
  if (filter === 'ONLY_PAST') return `${ends} < @now`;
  return '1 = 1';
}

const toTs = (iso: string | null) => (iso ? Date.parse(iso) : null);

function summary(row: JoinedRow, doc: EventDocument): EventSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: doc.title,
    summary: doc.summary,
    status: doc.status,
    startDate: doc.startDate,
    endDate: doc.endDate,
    doorsOpen: doc.doorsOpen,
    location: doc.location,
    comingSoon: doc.comingSoon,
    // The image is shared by all languages, its alt text is not: the translation's, else the title.
    image: { ...doc.image, alt: doc.imageAlt || doc.image.alt || doc.title },
    ticketUrl: doc.ticketUrl,
    performer: doc.performer ?? null,
    price: doc.price ?? null,
    salesStart: doc.salesStart ?? null,
    updatedAt: row.published_at,
  };
}

function documentOf(row: JoinedRow, preview: boolean): EventDocument {
  if (preview && row.draft) return JSON.parse(row.draft) as EventDocument;
  return {
    ...(JSON.parse(row.shared) as EventShared),
    ...(JSON.parse(row.published) as EventLocalized),
  };
}

const JOINED = `SELECT e.id, e.shared, t.slug, t.lang, t.published, t.draft, t.published_at
  FROM events e JOIN event_translations t ON t.event_id = e.id`;

/** Upcoming = not yet ended, as in dateCondition, for a document's own (maybe draft) dates. */
function matchesFilter(doc: EventDocument, filter: DateFilter, now: number): boolean {
  if (filter === 'ALL') return true;
  const ends = Date.parse(doc.endDate ?? doc.startDate);
  return filter === 'ONLY_UPCOMING' ? ends >= now : ends < now;
}

/** The slider list; with `preview`, every event as its draft (dates included) would publish it. */
export function listEvents(
  db: Db,
  locale: Locale,
  filter: DateFilter,
  now: number,
  preview = false,
): EventSummary[] {
  const rows = db
    .prepare<{ lang: string; property: number; now: number }, JoinedRow>(
      `${JOINED} WHERE t.lang = @lang AND e.property_id = @property AND ${dateCondition('e', preview ? 'ALL' : filter)}
       ORDER BY e.start_ts, e.id`,
    )
    .all({ lang: locale, property: PROPERTY_ID, now });
  const events = rows
    .map((row) => ({ row, doc: documentOf(row, preview) }))
    .filter(({ doc }) => !preview || matchesFilter(doc, filter, now));
  if (preview) events.sort((a, b) => Date.parse(a.doc.startDate) - Date.parse(b.doc.startDate));
  return events.map(({ row, doc }) => summary(row, doc));
}

function findBySlug(db: Db, slug: string, lang: Locale): JoinedRow | undefined {
  return db
    .prepare<[string, string], JoinedRow>(`${JOINED} WHERE t.slug = ? AND t.lang = ?`)
    .get(slug, lang);
}

function hrefLangs(db: Db, eventId: number): EventDetail['hrefLangs'] {
  return db
    .prepare<[number], { lang: Locale; slug: string }>(
      'SELECT lang, slug FROM event_translations WHERE event_id = ?',
    )
    .all(eventId)
    .sort((a, b) => LOCALES.indexOf(a.lang) - LOCALES.indexOf(b.lang))
    .map((row) => ({ locale: row.lang, slug: row.slug }));
}

function detail(db: Db, row: JoinedRow, doc: EventDocument): EventDetail {
  return {
    ...summary(row, doc),
    locale: row.lang,
    meta: doc.meta,
    publisher: { id: PROPERTY_ID },
    description: doc.description,
    schedule: doc.schedule,
    hrefLangs: hrefLangs(db, row.id),
  };
}

export function getEvent(db: Db, slug: string, lang: Locale, preview: boolean): EventDetail | null {
  const row = findBySlug(db, slug, lang);
  return row ? detail(db, row, documentOf(row, preview)) : null;
}

/** Merges an editor's partial event into the draft of one translation. */
export function saveEventDraft(
  db: Db,
  slug: string,
  lang: Locale,
  patch: JsonObject,
): EventDetail | null {
  const row = findBySlug(db, slug, lang);
  if (!row) return null;
  const draft = mergePatch(documentOf(row, true), patch);
  // An emptied alt text is no alt text: the draft then still equals a published version without one.
  if (!draft.imageAlt) delete draft.imageAlt;
  db.prepare(
    'UPDATE event_translations SET draft = ?, updated_at = ? WHERE event_id = ? AND lang = ?',
  ).run(JSON.stringify(draft), new Date().toISOString(), row.id, lang);
  return detail(db, row, draft);
}

export type PublishedEvent = {
  event: EventDetail;
  /** Every translation whose visible data changed: all of them when shared fields changed. */
  affected: { lang: Locale; slug: string }[];
};

/** A translation's own fields; an empty image alt text is left out (the title stands in). */
function localized(doc: EventDocument): EventLocalized {
  const { imageAlt, ...rest } = pick(doc, LOCALIZED_KEYS);
  return imageAlt ? { ...rest, imageAlt } : rest;
}

/**
 * Makes a version's texts the translation's draft: the fields all languages share stay as they
 * are now (a restored German text does not move the event's date for everyone).
 */
export function restoreEventDraft(
  db: Db,
  eventId: number,
  lang: Locale,
  version: Record<string, unknown>,
): boolean {
  const row = db
    .prepare<[number, string], JoinedRow>(`${JOINED} WHERE e.id = ? AND t.lang = ?`)
    .get(eventId, lang);
  if (!row) return false;
  const texts = localized(version as unknown as EventDocument);
  const draft = { ...pick(documentOf(row, true), SHARED_KEYS), ...texts };
  db.prepare(
    'UPDATE event_translations SET draft = ?, updated_at = ? WHERE event_id = ? AND lang = ?',
  ).run(JSON.stringify(draft), new Date().toISOString(), eventId, lang);
  return true;
}

/** Shared fields (status, dates, image…) go to the event, the rest to this translation. */
export function publishEvent(db: Db, slug: string, lang: Locale): PublishResult<PublishedEvent> {
  const row = findBySlug(db, slug, lang);
  if (!row) return { status: 'not-found' };
  if (!row.draft) return { status: 'no-draft' };
  const draft = JSON.parse(row.draft) as EventDocument;
  const shared = pick(draft, SHARED_KEYS);
  const sharedJson = JSON.stringify(shared);
  const sharedChanged =
    sharedJson !== JSON.stringify(pick(JSON.parse(row.shared) as EventShared, SHARED_KEYS));
  const updatedAt = new Date().toISOString();
  db.transaction(() => {
    if (sharedChanged) {
      db.prepare(
        'UPDATE events SET status = ?, start_ts = ?, end_ts = ?, shared = ?, updated_at = ? WHERE id = ?',
      ).run(
        shared.status,
        toTs(shared.startDate),
        toTs(shared.endDate),
        sharedJson,
        updatedAt,
        row.id,
      );
      // Shared fields show in every language: each translation changed.
      db.prepare('UPDATE event_translations SET published_at = ? WHERE event_id = ?').run(
        updatedAt,
        row.id,
      );
    }
    db.prepare(
      'UPDATE event_translations SET published = ?, draft = NULL, updated_at = ?, published_at = ? WHERE event_id = ? AND lang = ?',
    ).run(JSON.stringify(localized(draft)), updatedAt, updatedAt, row.id, lang);
  })();
  const translations = hrefLangs(db, row.id).map((entry) => ({
    lang: entry.locale,
    slug: entry.slug,
  }));
  return {
    status: 'published',
    value: {
      event: detail(db, { ...row, published_at: updatedAt }, draft),
      affected: sharedChanged ? translations : [{ lang, slug }],
    },
  };
}

type SessionRow = {
  id: number;
  event_id: number;
  status: Session['status'];
  start_date: string;
  end_date: string | null;
  ticket_url: string;
};

export function listSessions(db: Db, eventId: number, filter: DateFilter, now: number): Session[] {
  return db
    .prepare<{ event: number; now: number }, SessionRow>(
      `SELECT s.id, s.event_id, s.status, s.start_date, s.end_date, s.ticket_url FROM sessions s
       WHERE s.event_id = @event AND ${dateCondition('s', filter)} ORDER BY s.start_ts, s.id`,
    )
    .all({ event: eventId, now })
    .map((row) => ({
      id: row.id,
      eventId: row.event_id,
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      ticketUrl: row.ticket_url,
    }));
}

export type NewEvent = {
  id: number;
  shared: EventShared;
  translations: { lang: Locale; slug: string; localized: EventLocalized }[];
  sessions: Omit<Session, 'eventId'>[];
};

export function insertEvent(db: Db, event: NewEvent): void {
  const now = new Date().toISOString();
  db.prepare(
    `INSERT INTO events (id, property_id, status, start_ts, end_ts, shared, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    event.id,
    PROPERTY_ID,
    event.shared.status,
    toTs(event.shared.startDate),
    toTs(event.shared.endDate),
    JSON.stringify(event.shared),
    now,
  );
  const translation = db.prepare(
    `INSERT INTO event_translations (event_id, lang, slug, published, updated_at, published_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const t of event.translations) {
    translation.run(event.id, t.lang, t.slug, JSON.stringify(t.localized), now, now);
  }
  const session = db.prepare(
    `INSERT INTO sessions (id, event_id, status, start_date, end_date, start_ts, end_ts, ticket_url)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of event.sessions) {
    session.run(
      s.id,
      event.id,
      s.status,
      s.startDate,
      s.endDate,
      toTs(s.startDate),
      toTs(s.endDate),
      s.ticketUrl,
    );
  }
}
