import type { z } from 'zod';
import { isInternalPath } from '../lib/secrets';
import { signPreviewLink } from '../lib/preview/link';
import { sanitizeEditorHtml } from '../lib/provider/sanitize';
import type { Db } from './db';
import {
  discardEventDraft,
  discardPageDraft,
  eventEntry,
  listEventEntries,
  listPageEntries,
  pageEntry,
} from './drafts';
import { getEvent, publishEvent, saveEventDraft } from './events';
import { factUsage } from './fact-usage';
import { badRequest, HttpError, notFound, peerAddress, readJson, tooManyAttempts } from './http';
import { checkSecret } from '../lib/security/secret-attempts';
import type { JsonObject } from './merge';
import { getPage, publishPage, savePageDraft, type PublishResult } from './pages';
import { notifySite } from './revalidate';
import { ok, type Context, type Handler, type Route } from './router';
import {
  discardSettingsDraft,
  getSettingsState,
  publishSettings,
  saveSettingsDraft,
} from './settings';
import { isLocale, LOCALE_ERROR, PROPERTY_ID, type Locale } from './types';
import {
  editorFieldErrors,
  eventPatchSchema,
  pagePatchSchema,
  settingsPatchSchema,
} from './validation';
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
      const checked = await checkSecret(ctx.tokenAttempts, peerAddress(ctx.req), () =>
        Boolean(token && sameSecret(given, token)),
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
    body: sanitizeEditorHtml(section.body),
  }));
  return { ...patch, contents };
}

function sanitizedEvent(patch: JsonObject): JsonObject {
  return typeof patch.description === 'string'
    ? { ...patch, description: sanitizeEditorHtml(patch.description) }
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

const revalidateTarget = (ctx: Context) => ({
  url: ctx.config.revalidateUrl,
  secret: ctx.config.revalidateSecret,
});

/** What the editor reads and discards for one kind of content: pages by `url`, events by `slug`. */
type EntryKind = {
  kind: 'pages' | 'events';
  key: 'url' | 'slug';
  list: (db: Db, lang: Locale) => unknown;
  entry: (db: Db, key: string, lang: Locale) => unknown;
  get: (db: Db, key: string, lang: Locale, preview: boolean) => unknown;
  discard: (db: Db, key: string, lang: Locale) => boolean;
};

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
        return ok(entry(ctx.db, value, lang));
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
      return ok({ html: sanitizeEditorHtml(html) });
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
    method: 'POST',
    path: '/admin/pages/publish',
    handler: authorized(async (ctx) => {
      const { key: url, lang } = target(ctx, 'url');
      const page = published(publishPage(ctx.db, url, lang));
      await notifySite(revalidateTarget(ctx), { type: 'page', lang, url: page.url });
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
  {
    method: 'POST',
    path: '/admin/events/publish',
    handler: authorized(async (ctx) => {
      const { key: slug, lang } = target(ctx, 'slug');
      const { event, affected } = published(publishEvent(ctx.db, slug, lang));
      await Promise.all(
        affected.map((entry) =>
          notifySite(revalidateTarget(ctx), { type: 'event', slug: entry.slug, lang: entry.lang }),
        ),
      );
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
    handler: authorized((ctx) => ok(found(getSettingsState(ctx.db, PROPERTY_ID)))),
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
      return ok(found(saveSettingsDraft(ctx.db, PROPERTY_ID, patch)));
    }),
  },
  {
    method: 'POST',
    path: '/admin/settings/discard',
    handler: authorized((ctx) => ok(found(discardSettingsDraft(ctx.db, PROPERTY_ID)))),
  },
  {
    method: 'POST',
    path: '/admin/settings/publish',
    handler: authorized(async (ctx) => {
      const state = published(publishSettings(ctx.db, PROPERTY_ID));
      await notifySite(revalidateTarget(ctx), { type: 'settings' });
      return ok(state);
    }),
  },
];
