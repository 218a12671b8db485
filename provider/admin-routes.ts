import type { z } from 'zod';
import { isInternalPath } from '../lib/secrets';
import { signPreviewLink } from '../lib/preview/link';
import { isIsoWithOffset } from './dates';
import type { Db } from './db';
import {
  discardEventDraft,
  discardPageDraft,
  draftState,
  eventEntry,
  listEventEntries,
  listPageEntries,
  pageEntry,
  tracking,
} from './drafts';
import { cleanEditorHtml } from './editor-html';
import { getEvent, restoreEventDraft, saveEventDraft } from './events';
import { factUsage } from './fact-usage';
import {
  badRequest,
  HttpError,
  notFound,
  peerAddress,
  readBytes,
  readJson,
  tooManyAttempts,
} from './http';
import { checkSecret } from '../lib/security/secret-attempts';
import { listMedia, MEDIA_LIMIT_BYTES, mediaType, storeMedia } from './media';
import type { JsonObject } from './merge';
import { getPage, savePageDraft, setPageDraft, type PublishResult } from './pages';
import { publishTarget } from './publishing';
import { ok, type Context, type Handler, type Route } from './router';
import {
  discardSettingsDraft,
  getSettingsState,
  saveSettingsDraft,
  setSettingsDraft,
} from './settings';
import {
  describeTarget,
  draftDocument,
  englishSource,
  resolveTarget,
  SETTINGS_TARGET,
  type Kind,
  type Target,
} from './targets';
import {
  isLocale,
  LOCALE_ERROR,
  PROPERTY_ID,
  type Locale,
  type PageBody,
  type SettingsDocument,
} from './types';
import {
  editorFieldErrors,
  eventPatchSchema,
  pagePatchSchema,
  settingsPatchSchema,
} from './validation';
import { alignWithSource, getVersion, listVersions } from './versions';
import { CSRF_HEADER, sameOrigin, sameSecret } from './workspace/sessions';

const READS = new Set(['GET', 'HEAD']);

/**
 * Wraps a handler so it runs only for an editor: `Authorization: Bearer <PROVIDER_ADMIN_TOKEN>`
 * (scripts, the hotel group's tools), or the workspace's session cookie, which on a state-changing
 * request also needs the session's CSRF token in `X-CSRF-Token` and an Origin naming this host.
 */
export function authorized(handler: Handler): Handler {
  return async (ctx) => {
    const token = ctx.config.adminToken;
    const header = ctx.req.headers.authorization ?? '';
    if (header) {
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      // Wrong tokens count against the client, as at the workspace's sign-in (same counter).
      const checked = await checkSecret(
        ctx.tokenAttempts,
        peerAddress(ctx.req),
        { presented: given, expected: token ?? undefined },
        () => Boolean(token && sameSecret(given, token)),
      );
      if (!checked.ok) {
        if (checked.limited) throw tooManyAttempts(checked.retryAfterSeconds);
        throw new HttpError(401, { message: 'Unauthorized' });
      }
      return handler(ctx);
    }
    const session = ctx.sessions.of(ctx.req);
    if (!session) throw new HttpError(401, { message: 'Unauthorized' });
    if (!READS.has(ctx.req.method ?? 'GET')) {
      const csrf = ctx.req.headers[CSRF_HEADER];
      const given = typeof csrf === 'string' ? csrf : '';
      if (!sameOrigin(ctx.req) || !sameSecret(given, session.csrf)) {
        throw new HttpError(403, { message: 'Forbidden: missing or wrong CSRF token or Origin' });
      }
    }
    return handler(ctx);
  };
}

function langOf(ctx: Context): Locale {
  const value = ctx.query.get('lang');
  if (!isLocale(value)) throw badRequest({ lang: LOCALE_ERROR });
  return value;
}

/** Editor HTML is reduced to what the site renders (the site's own sanitiser) before it is stored. */
function sanitizedPage(patch: JsonObject): JsonObject {
  if (!Array.isArray(patch.contents)) return patch;
  const contents = (patch.contents as { body: string }[]).map((section) => ({
    ...section,
    body: cleanEditorHtml(section.body),
  }));
  return { ...patch, contents };
}

function sanitizedEvent(patch: JsonObject): JsonObject {
  return typeof patch.description === 'string'
    ? { ...patch, description: cleanEditorHtml(patch.description) }
    : patch;
}

const PREVIEW_LINK_MAX_HOURS = 24 * 14;

function target(ctx: Context, key: 'url' | 'slug'): { key: string; lang: Locale } {
  const value = ctx.query.get(key);
  const lang = ctx.query.get('lang');
  const errors: Record<string, string> = {};
  if (!value) errors[key] = 'This parameter is required.';
  if (!isLocale(lang)) errors.lang = LOCALE_ERROR;
  if (!value || !isLocale(lang)) throw badRequest(errors);
  return { key: value, lang };
}

async function readPatch(ctx: Context, schema: z.ZodType<JsonObject>): Promise<JsonObject> {
  const input = await readJson(ctx.req, ctx.config.bodyLimitBytes);
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(editorFieldErrors(parsed.error, input));
  if (Object.keys(parsed.data).length === 0) throw badRequest({ body: 'No editable fields.' });
  return parsed.data;
}

function published<T>(result: PublishResult<T>): T {
  if (result.status === 'not-found') throw notFound();
  if (result.status === 'no-draft') throw new HttpError(409, { message: 'No draft to publish' });
  return result.value;
}

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** What the editor reads and discards for one kind of content: pages by `url`, events by `slug`. */
type EntryKind = {
  kind: 'pages' | 'events';
  key: 'url' | 'slug';
  list: (db: Db, lang: Locale) => unknown;
  entry: (db: Db, key: string, lang: Locale) => unknown;
  get: (db: Db, key: string, lang: Locale, preview: boolean) => unknown;
  discard: (db: Db, key: string, lang: Locale) => boolean;
};

const DISCARDED = 'Cancelled: its draft was discarded.';

/**
 * `GET /admin/<kind>` (the list in a language), `GET /admin/<kind>/entry` (one entry) and
 * `DELETE /admin/<kind>/draft` (drop the draft, answer the entry as it now stands).
 */
function entryRoutes({ kind, key, list, entry, get, discard }: EntryKind): Route[] {
  return [
    {
      method: 'GET',
      path: `/admin/${kind}`,
      handler: authorized((ctx) => ok(list(ctx.db, langOf(ctx)))),
    },
    {
      method: 'GET',
      path: `/admin/${kind}/entry`,
      handler: authorized((ctx) => {
        const { key: value, lang } = target(ctx, key);
        const item = entry(ctx.db, value, lang);
        if (!item) throw notFound();
        return ok(item);
      }),
    },
    {
      method: 'DELETE',
      path: `/admin/${kind}/draft`,
      handler: authorized((ctx) => {
        const { key: value, lang } = target(ctx, key);
        if (!get(ctx.db, value, lang, false)) throw notFound();
        if (!discard(ctx.db, value, lang)) {
          throw new HttpError(409, { message: 'No draft to discard' });
        }
        // A publish set for later would find nothing to publish.
        ctx.scheduler.cancelFor(targetOf(ctx, kind === 'pages' ? 'page' : 'event'), DISCARDED);
        return ok(entry(ctx.db, value, lang));
      }),
    },
  ];
}

const tooLarge = () =>
  new HttpError(413, {
    message:
      'This picture is over 10 MB. Export it smaller (a photo of 3840 px is plenty) and upload again.',
  });

const publicUrl = (ctx: Context) => ctx.config.publicUrl ?? '';

const KIND_PATHS: Record<Kind, string> = { page: 'pages', event: 'events', settings: 'settings' };

/** The page, event translation or venue facts a request names; 400 or 404 when it names none. */
function targetOf(ctx: Context, kind: Kind): Target {
  if (kind === 'settings') return SETTINGS_TARGET;
  const { key, lang } = target(ctx, kind === 'page' ? 'url' : 'slug');
  const found =
    kind === 'page'
      ? resolveTarget(ctx.db, { kind, url: key, lang })
      : resolveTarget(ctx.db, { kind, slug: key, lang });
  if (!found) throw notFound();
  return found;
}

/** The venue facts as the editor reads them: published, draft, state, versions and schedule. */
function settingsEntry(db: Db) {
  const state = found(getSettingsState(db, PROPERTY_ID));
  const { scheduled, version } = tracking(db, SETTINGS_TARGET);
  return { ...state, state: draftState(state.published, state.draft), scheduled, version };
}

/** What a page, event translation or the venue facts look like to the editor now (its entry). */
function entryOf(ctx: Context, target: Target): unknown {
  if (target.kind === 'settings') return settingsEntry(ctx.db);
  const described = describeTarget(ctx.db, target)!;
  const lang = target.lang as Locale;
  return target.kind === 'page'
    ? pageEntry(ctx.db, described.key, lang)
    : eventEntry(ctx.db, described.key, lang);
}

// A scheduled publish is for a moment to come, within a year (an announcement, a season's prices).
const YEAR_MS = 366 * 86_400_000;

/** `at` as the moment to publish: ISO 8601 with its offset, in the future, within a year. */
function publishMoment(ctx: Context, at: string): string {
  if (!isIsoWithOffset(at)) {
    throw badRequest({
      at: 'Give the moment as a date and time with its offset, e.g. 2026-12-31T00:00:00+03:00.',
    });
  }
  const wait = Date.parse(at) - Date.now();
  if (wait <= 0) throw badRequest({ at: 'This moment has passed: pick a time in the future.' });
  if (wait > YEAR_MS) throw badRequest({ at: 'Pick a moment within a year from now.' });
  return at;
}

function versionParam(ctx: Context): number {
  const value = ctx.query.get('version') ?? '';
  if (!/^\d{1,9}$/.test(value))
    throw badRequest({ version: 'Give a version number from the history.' });
  return Number(value);
}

/** A version's document made the draft again; it is published like any draft. */
function restore(ctx: Context, target: Target, document: Record<string, unknown>): void {
  if (target.kind === 'page') setPageDraft(ctx.db, target.ref, document as PageBody);
  else if (target.kind === 'event')
    restoreEventDraft(ctx.db, target.ref, target.lang as Locale, document);
  else setSettingsDraft(ctx.db, target.ref, document as SettingsDocument);
}

/**
 * Per kind: publish (now, or with `at` later), the history of versions, one version, restoring
 * one as the draft, and for translations "still correct" against a changed English source.
 */
function publishingRoutes(kind: Kind): Route[] {
  const base = `/admin/${KIND_PATHS[kind]}`;
  const routes: Route[] = [
    {
      method: 'POST',
      path: `${base}/publish`,
      handler: authorized(async (ctx) => {
        const target = targetOf(ctx, kind);
        const at = ctx.query.get('at');
        if (at !== null) {
          const moment = publishMoment(ctx, at);
          if (!draftDocument(ctx.db, target)) {
            throw new HttpError(409, { message: 'No draft to publish: save a draft first.' });
          }
          return { status: 202, body: ctx.scheduler.schedule(target, moment) };
        }
        const result = published(await publishTarget(ctx.db, ctx.notify, target));
        return ok(kind === 'settings' ? settingsEntry(ctx.db) : result.value);
      }),
    },
    {
      method: 'GET',
      path: `${base}/history`,
      handler: authorized((ctx) => {
        const target = targetOf(ctx, kind);
        return ok(
          listVersions(ctx.db, target).map((version, index) => ({
            version: version.version,
            publishedAt: version.publishedAt,
            note: version.note,
            ...(typeof version.document.title === 'string'
              ? { title: version.document.title }
              : {}),
            current: index === 0,
          })),
        );
      }),
    },
    {
      method: 'GET',
      path: `${base}/version`,
      handler: authorized((ctx) => {
        const version = getVersion(ctx.db, targetOf(ctx, kind), versionParam(ctx));
        if (!version) throw notFound();
        return ok(version);
      }),
    },
    {
      method: 'POST',
      path: `${base}/restore`,
      handler: authorized((ctx) => {
        const target = targetOf(ctx, kind);
        const version = getVersion(ctx.db, target, versionParam(ctx));
        if (!version) throw notFound();
        restore(ctx, target, version.document);
        return ok(entryOf(ctx, target));
      }),
    },
  ];
  if (kind === 'settings') return routes;
  return [
    ...routes,
    {
      // The English change needs no translation: the translation is made from English as it is now.
      method: 'POST',
      path: `${base}/still-correct`,
      handler: authorized((ctx) => {
        const target = targetOf(ctx, kind);
        if (!englishSource(ctx.db, target)) {
          throw badRequest({ lang: 'English is the source: it cannot be behind itself.' });
        }
        alignWithSource(ctx.db, target);
        return ok(entryOf(ctx, target));
      }),
    },
  ];
}

export const adminRoutes: Route[] = [
  {
    // Pasted Word or web HTML, cleaned by the site's own sanitiser before the editor shows it: what
    // the editor sees is what the site will show.
    method: 'POST',
    path: '/admin/sanitize',
    handler: authorized(async (ctx) => {
      const input = await readJson(ctx.req, ctx.config.bodyLimitBytes);
      const html = input && typeof input === 'object' ? (input as { html?: unknown }).html : null;
      if (typeof html !== 'string') throw badRequest({ html: 'Send the pasted HTML as text.' });
      return ok({ html: cleanEditorHtml(html) });
    }),
  },
  {
    method: 'PUT',
    path: '/admin/pages',
    handler: authorized(async (ctx) => {
      const { key: url, lang } = target(ctx, 'url');
      const patch = sanitizedPage(await readPatch(ctx, pagePatchSchema));
      const page = savePageDraft(ctx.db, url, lang, patch);
      if (!page) throw notFound();
      return ok(page);
    }),
  },
  {
    method: 'PUT',
    path: '/admin/events',
    handler: authorized(async (ctx) => {
      const { key: slug, lang } = target(ctx, 'slug');
      const patch = sanitizedEvent(await readPatch(ctx, eventPatchSchema));
      const current = getEvent(ctx.db, slug, lang, true);
      if (!current) throw notFound();
      // The dates as the draft would have them: an event cannot end before it starts.
      const start = (patch.startDate as string | undefined) ?? current.startDate;
      const end = patch.endDate === undefined ? current.endDate : (patch.endDate as string | null);
      if (end && Date.parse(end) < Date.parse(start)) {
        throw badRequest({ endDate: 'The event cannot end before it starts.' });
      }
      const event = saveEventDraft(ctx.db, slug, lang, patch);
      if (!event) throw notFound();
      return ok(event);
    }),
  },
  ...entryRoutes({
    kind: 'pages',
    key: 'url',
    list: listPageEntries,
    entry: pageEntry,
    get: getPage,
    discard: discardPageDraft,
  }),
  ...entryRoutes({
    kind: 'events',
    key: 'slug',
    list: listEventEntries,
    entry: eventEntry,
    get: getEvent,
    discard: discardEventDraft,
  }),
  {
    method: 'POST',
    path: '/admin/preview-links',
    handler: authorized(async (ctx) => {
      const { draftSecret, siteUrl } = ctx.config;
      if (!draftSecret || !siteUrl) {
        throw new HttpError(409, {
          message: 'Preview links need DRAFT_SECRET and PROVIDER_SITE_URL on the provider',
        });
      }
      const body = await readJson(ctx.req, ctx.config.bodyLimitBytes);
      const { path, hours = 48 } = (body ?? {}) as { path?: unknown; hours?: unknown };
      const errors: Record<string, string> = {};
      if (typeof path !== 'string' || !isInternalPath(path)) errors.path = 'Must be a site path.';
      if (typeof hours !== 'number' || !(hours > 0 && hours <= PREVIEW_LINK_MAX_HOURS)) {
        errors.hours = `Must be a number of hours up to ${PREVIEW_LINK_MAX_HOURS}.`;
      }
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      const link = signPreviewLink(draftSecret, path as string, {
        ttlMs: (hours as number) * 3_600_000,
      });
      return {
        status: 201,
        body: { url: `${siteUrl}/api/draft?${link.query}`, expiresAt: link.expiresAt },
      };
    }),
  },
  {
    method: 'GET',
    path: '/admin/settings',
    handler: authorized((ctx) => ok(settingsEntry(ctx.db))),
  },
  {
    // Where each venue fact shows in one language (the workspace lists it beside the fact).
    method: 'GET',
    path: '/admin/settings/usage',
    handler: authorized((ctx) => ok(factUsage(ctx.db, langOf(ctx)))),
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    handler: authorized(async (ctx) => {
      const patch = await readPatch(ctx, settingsPatchSchema);
      found(saveSettingsDraft(ctx.db, PROPERTY_ID, patch));
      return ok(settingsEntry(ctx.db));
    }),
  },
  {
    method: 'POST',
    path: '/admin/settings/discard',
    handler: authorized((ctx) => {
      found(discardSettingsDraft(ctx.db, PROPERTY_ID));
      ctx.scheduler.cancelFor(SETTINGS_TARGET, DISCARDED);
      return ok(settingsEntry(ctx.db));
    }),
  },
  ...(['page', 'event', 'settings'] as const).flatMap(publishingRoutes),
  {
    // Publishes set for later, soonest first, and those that failed in the last week.
    method: 'GET',
    path: '/admin/scheduled',
    handler: authorized((ctx) => ok(ctx.scheduler.list())),
  },
  {
    method: 'DELETE',
    path: /^\/admin\/scheduled\/(\d{1,12})$/,
    handler: authorized((ctx) => {
      const id = Number(ctx.params[0]);
      const job = ctx.scheduler.get(id);
      if (!job) throw notFound();
      if (!ctx.scheduler.cancel(id)) {
        throw new HttpError(409, {
          message: 'This publish is no longer waiting: it ran or was cancelled.',
        });
      }
      return ok(ctx.scheduler.get(id));
    }),
  },
  {
    // A picture: re-encoded without its metadata, stored under its content's hash (media.ts).
    method: 'POST',
    path: '/admin/media',
    handler: authorized(async (ctx) => {
      const type = mediaType(ctx.req.headers['content-type']);
      const declared = Number(ctx.req.headers['content-length'] ?? 0);
      if (declared > MEDIA_LIMIT_BYTES) throw tooLarge();
      const bytes = await readBytes(ctx.req, MEDIA_LIMIT_BYTES).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 413 ? tooLarge() : error;
      });
      if (bytes.length === 0) throw badRequest({ file: 'The file is empty.' });
      return { status: 201, body: await storeMedia(ctx.db, publicUrl(ctx), bytes, type) };
    }),
  },
  {
    method: 'GET',
    path: '/admin/media',
    handler: authorized((ctx) => ok(listMedia(ctx.db, publicUrl(ctx)))),
  },
];
