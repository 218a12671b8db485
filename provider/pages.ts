import type { Db } from './db';
import { mergePatch, type JsonObject } from './merge';
import { LOCALES, type Locale, type Page, type PageBody, type PageHrefLang } from './types';

type PageRow = {
  id: number;
  page_key: string;
  url: string;
  lang: Locale;
  published: string;
  draft: string | null;
  published_at: string;
};

const localeOrder = (locale: Locale) => LOCALES.indexOf(locale);

function findRow(db: Db, url: string, lang: Locale): PageRow | undefined {
  return db
    .prepare<[string, string], PageRow>(
      'SELECT id, page_key, url, lang, published, draft, published_at FROM pages WHERE url = ? AND lang = ?',
    )
    .get(url, lang);
}

/** Every language version of a page, itself included, in the order en, tr, ru, de. */
function hrefLangs(db: Db, pageKey: string): PageHrefLang[] {
  return db
    .prepare<[string], { lang: Locale; url: string }>(
      'SELECT lang, url FROM pages WHERE page_key = ?',
    )
    .all(pageKey)
    .sort((a, b) => localeOrder(a.lang) - localeOrder(b.lang))
    .map((row) => ({ locale: row.lang, url: row.url }));
}

function toPage(db: Db, row: PageRow, body: PageBody): Page {
  return {
    id: row.id,
    url: row.url,
    locale: row.lang,
    ...body,
    hrefLangs: hrefLangs(db, row.page_key),
    updatedAt: row.published_at,
  };
}

const parseBody = (json: string) => JSON.parse(json) as PageBody;

/** Paths are matched exactly, but a missing leading slash or a trailing slash is forgiven. */
export function normalizeUrl(url: string): string {
  const withSlash = url.startsWith('/') ? url : `/${url}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

export function getPage(db: Db, url: string, lang: Locale, preview: boolean): Page | null {
  const row = findRow(db, normalizeUrl(url), lang);
  if (!row) return null;
  const json = preview && row.draft ? row.draft : row.published;
  return toPage(db, row, parseBody(json));
}

/** Merges an editor's partial page into its draft (started from the published page). */
export function savePageDraft(db: Db, url: string, lang: Locale, patch: JsonObject): Page | null {
  const row = findRow(db, normalizeUrl(url), lang);
  if (!row) return null;
  const draft = mergePatch(parseBody(row.draft ?? row.published), patch);
  db.prepare('UPDATE pages SET draft = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(draft),
    new Date().toISOString(),
    row.id,
  );
  return toPage(db, row, draft);
}

/** Replaces a page's draft with a whole document (a restored version). */
export function setPageDraft(db: Db, id: number, body: PageBody): void {
  db.prepare('UPDATE pages SET draft = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(body),
    new Date().toISOString(),
    id,
  );
}

export type PublishResult<T> =
  { status: 'not-found' } | { status: 'no-draft' } | { status: 'published'; value: T };

export function publishPage(db: Db, url: string, lang: Locale): PublishResult<Page> {
  const row = findRow(db, normalizeUrl(url), lang);
  if (!row) return { status: 'not-found' };
  if (!row.draft) return { status: 'no-draft' };
  const now = new Date().toISOString();
  db.prepare(
    'UPDATE pages SET published = draft, draft = NULL, updated_at = ?, published_at = ? WHERE id = ?',
  ).run(now, now, row.id);
  return {
    status: 'published',
    value: toPage(db, { ...row, published_at: now }, parseBody(row.draft)),
  };
}

export function insertPage(
  db: Db,
  page: { pageKey: string; url: string; lang: Locale; propertyId: number; body: PageBody },
): number {
  const result = db
    .prepare(
      `INSERT INTO pages (page_key, url, lang, property_id, published, updated_at, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      page.pageKey,
      page.url,
      page.lang,
      page.propertyId,
      JSON.stringify(page.body),
      new Date().toISOString(),
      new Date().toISOString(),
    );
  return Number(result.lastInsertRowid);
}
