import { localizeUrl } from '../lib/i18n/hrefs';
import { eventHref } from '../lib/i18n/navigation';
import type { Db } from './db';
import { normalizeUrl } from './pages';
import { getSettingsState } from './settings';
import { PROPERTY_ID, type Locale } from './types';

/**
 * What is published as one piece, and so has versions, a freshness against its English source and
 * a scheduled publish: a page translation (`ref` = pages.id), an event translation (`ref` =
 * events.id) or the venue facts (`ref` = the property, `lang` '').
 */
export type Kind = 'page' | 'event' | 'settings';
export type Target = { kind: Kind; ref: number; lang: Locale | '' };

/** A target as the editor API names it: a page by url, an event by slug, both in a language. */
export type Named =
  | { kind: 'page'; url: string; lang: Locale }
  | { kind: 'event'; slug: string; lang: Locale }
  | { kind: 'settings' };

/** A target with what people call it: its key (url or slug), title and place on the site. */
export type Described = Target & {
  /** The page's url or the event's slug in its language; '' for the venue facts. */
  key: string;
  title: string;
  sitePath: string;
  /** The workspace's editor of it. */
  editPath: string;
};

type Row = { ref: number; key: string; lang: Locale; published: string; draft: string | null };

const PAGE = 'SELECT id AS ref, url AS key, lang, published, draft FROM pages';
const EVENT = `SELECT t.event_id AS ref, t.slug AS key, t.lang, t.published, t.draft, e.shared
  FROM event_translations t JOIN events e ON e.id = t.event_id`;

export const SETTINGS_TARGET: Target = { kind: 'settings', ref: PROPERTY_ID, lang: '' };

export function resolveTarget(db: Db, named: Named): Target | null {
  if (named.kind === 'settings') return SETTINGS_TARGET;
  const row =
    named.kind === 'page'
      ? db
          .prepare<[string, string], Row>(`${PAGE} WHERE url = ? AND lang = ?`)
          .get(normalizeUrl(named.url), named.lang)
      : db
          .prepare<[string, string], Row>(`${EVENT} WHERE t.slug = ? AND t.lang = ?`)
          .get(named.slug, named.lang);
  return row ? { kind: named.kind, ref: row.ref, lang: named.lang } : null;
}

function row(db: Db, target: Target): (Row & { shared?: string }) | undefined {
  if (target.kind === 'page') {
    return db.prepare<[number], Row>(`${PAGE} WHERE id = ?`).get(target.ref);
  }
  return db
    .prepare<[number, string], Row & { shared: string }>(
      `${EVENT} WHERE t.event_id = ? AND t.lang = ?`,
    )
    .get(target.ref, target.lang);
}

/**
 * The document visitors get for a target now: a page's body, an event translation with the fields
 * its languages share, or the venue facts.
 */
export function publishedDocument(db: Db, target: Target): Record<string, unknown> | null {
  if (target.kind === 'settings') return getSettingsState(db, target.ref)?.published ?? null;
  const found = row(db, target);
  if (!found) return null;
  const published = JSON.parse(found.published) as Record<string, unknown>;
  return found.shared ? { ...JSON.parse(found.shared), ...published } : published;
}

/** The draft of a target, or null without one. */
export function draftDocument(db: Db, target: Target): Record<string, unknown> | null {
  if (target.kind === 'settings') return getSettingsState(db, target.ref)?.draft ?? null;
  const found = row(db, target);
  return found?.draft ? (JSON.parse(found.draft) as Record<string, unknown>) : null;
}

/** The English version a translation is made from; null for English itself and the venue facts. */
export function englishSource(db: Db, target: Target): Target | null {
  if (target.kind === 'settings' || target.lang === 'en') return null;
  if (target.kind === 'event') {
    const has = db
      .prepare('SELECT 1 FROM event_translations WHERE event_id = ? AND lang = ?')
      .get(target.ref, 'en');
    return has ? { kind: 'event', ref: target.ref, lang: 'en' } : null;
  }
  const english = db
    .prepare<[number], { id: number }>(
      `SELECT en.id FROM pages p JOIN pages en ON en.page_key = p.page_key AND en.lang = 'en'
       WHERE p.id = ?`,
    )
    .get(target.ref);
  return english ? { kind: 'page', ref: english.id, lang: 'en' } : null;
}

const editPath = (kind: 'page' | 'event', key: string, lang: string) =>
  `/admin/edit/${kind}?${kind === 'page' ? 'url' : 'slug'}=${encodeURIComponent(key)}&lang=${lang}`;

export function describeTarget(db: Db, target: Target): Described | null {
  if (target.kind === 'settings') {
    return {
      ...target,
      key: '',
      title: 'Venue facts',
      sitePath: '/',
      editPath: '/admin/edit/settings?lang=en',
    };
  }
  const found = row(db, target);
  if (!found) return null;
  const lang = found.lang;
  const document = JSON.parse(found.draft ?? found.published) as { title?: string };
  return {
    ...target,
    key: found.key,
    title: document.title ?? found.key,
    sitePath: target.kind === 'page' ? localizeUrl(lang, found.key) : eventHref(lang, found.key),
    editPath: editPath(target.kind, found.key, lang),
  };
}

/** The API's name of a target: `{ kind, url, lang }`, `{ kind, slug, lang }` or `{ kind }`. */
export function namedOf(described: Described): Record<string, string> {
  if (described.kind === 'settings') return { kind: 'settings' };
  const key = described.kind === 'page' ? 'url' : 'slug';
  return { kind: described.kind, [key]: described.key, lang: described.lang };
}
