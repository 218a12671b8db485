import type { Db } from './db';
import { publishEvent, type PublishedEvent } from './events';
import { publishPage, type PublishResult } from './pages';
import type { RevalidateNotice } from './revalidate';
import { publishSettings, type SettingsState } from './settings';
import { describeTarget, type Target } from './targets';
import type { EventDetail, Locale, Page } from './types';
import { alignWithSource, recordVersion } from './versions';

/**
 * The one way content is published, now or at its scheduled time: the draft becomes the published
 * version, is kept as a version, a translation is marked as made from the current English, any
 * publish still scheduled for it is dropped (its draft is gone), and once the database holds all of
 * it the site is told (the same webhook either way).
 */
export type Published =
  | { kind: 'page'; value: Page; version: number }
  | { kind: 'event'; value: EventDetail; version: number }
  | { kind: 'settings'; value: SettingsState; version: number };

export type Notify = (notice: RevalidateNotice) => Promise<void>;

type Options = {
  /** Kept with the version: `scheduled`, `restored from 3`… */
  note?: string | null;
  /** Runs inside the publish's transaction (the scheduler marks its job done there). */
  alsoInTransaction?: () => void;
};

function publishedAt(db: Db, target: Target): string {
  const row =
    target.kind === 'page'
      ? db
          .prepare<[number], { at: string }>('SELECT published_at AS at FROM pages WHERE id = ?')
          .get(target.ref)
      : target.kind === 'event'
        ? db
            .prepare<[number, string], { at: string }>(
              'SELECT published_at AS at FROM event_translations WHERE event_id = ? AND lang = ?',
            )
            .get(target.ref, target.lang)
        : db
            .prepare<[number], { at: string }>(
              'SELECT updated_at AS at FROM settings WHERE property_id = ?',
            )
            .get(target.ref);
  return row?.at ?? new Date().toISOString();
}

function publishInDb(
  db: Db,
  target: Target,
): PublishResult<{ published: Published; notices: RevalidateNotice[] }> {
  const described = describeTarget(db, target);
  if (!described) return { status: 'not-found' };
  const lang = target.lang as Locale;
  if (target.kind === 'page') {
    const result = publishPage(db, described.key, lang);
    if (result.status !== 'published') return result;
    return {
      status: 'published',
      value: {
        published: { kind: 'page', value: result.value, version: 0 },
        notices: [{ type: 'page', lang, url: result.value.url }],
      },
    };
  }
  if (target.kind === 'event') {
    const result: PublishResult<PublishedEvent> = publishEvent(db, described.key, lang);
    if (result.status !== 'published') return result;
    const { event, affected } = result.value;
    return {
      status: 'published',
      value: {
        published: { kind: 'event', value: event, version: 0 },
        notices: affected.map((entry) => ({ type: 'event', slug: entry.slug, lang: entry.lang })),
      },
    };
  }
  const result = publishSettings(db, target.ref);
  if (result.status !== 'published') return result;
  return {
    status: 'published',
    value: {
      published: { kind: 'settings', value: result.value, version: 0 },
      notices: [{ type: 'settings' }],
    },
  };
}

export async function publishTarget(
  db: Db,
  notify: Notify,
  target: Target,
  options: Options = {},
): Promise<PublishResult<Published>> {
  const result = db.transaction(() => {
    const outcome = publishInDb(db, target);
    if (outcome.status !== 'published') return outcome;
    const version = recordVersion(db, target, publishedAt(db, target), options.note ?? null);
    alignWithSource(db, target);
    db.prepare(
      `UPDATE scheduled_publishes SET state = 'cancelled', outcome = 'Published by hand before its time.'
       WHERE kind = ? AND ref = ? AND lang = ? AND state = 'pending'`,
    ).run(target.kind, target.ref, target.lang);
    options.alsoInTransaction?.();
    return {
      ...outcome,
      value: { ...outcome.value, published: { ...outcome.value.published, version } },
    };
  })();
  if (result.status !== 'published') return result;
  await Promise.all(result.value.notices.map((notice) => notify(notice)));
  return { status: 'published', value: result.value.published as Published };
}
