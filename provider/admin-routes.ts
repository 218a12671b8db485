import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { publishEvent, saveEventDraft } from './events';
import { badRequest, HttpError, notFound, readJson } from './http';
import type { JsonObject } from './merge';
import { publishPage, savePageDraft, type PublishResult } from './pages';
import { notifySite } from './revalidate';
import { ok, type Context, type Handler, type Route } from './router';
import {
  discardSettingsDraft,
  getSettingsState,
  publishSettings,
  saveSettingsDraft,
} from './settings';
import { isLocale, PROPERTY_ID, type Locale } from './types';
import { eventPatchSchema, fieldErrors, pagePatchSchema, settingsPatchSchema } from './validation';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Wraps a handler so it runs only with `Authorization: Bearer <PROVIDER_ADMIN_TOKEN>`. */
function authorized(handler: Handler): Handler {
  return (ctx) => {
    const token = ctx.config.adminToken;
    const header = ctx.req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token || !sameSecret(given, token)) throw new HttpError(401, { message: 'Unauthorized' });
    return handler(ctx);
  };
}

function target(ctx: Context, key: 'url' | 'slug'): { key: string; lang: Locale } {
  const value = ctx.query.get(key);
  const lang = ctx.query.get('lang');
  const errors: Record<string, string> = {};
  if (!value) errors[key] = 'This parameter is required.';
  if (!isLocale(lang)) errors.lang = 'Must be one of en, tr, ru, de.';
  if (!value || !isLocale(lang)) throw badRequest(errors);
  return { key: value, lang };
}

async function readPatch(ctx: Context, schema: z.ZodType<JsonObject>): Promise<JsonObject> {
  const parsed = schema.safeParse(await readJson(ctx.req, ctx.config.bodyLimitBytes));
  if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
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

export const adminRoutes: Route[] = [
  {
    method: 'PUT',
    path: '/admin/pages',
    handler: authorized(async (ctx) => {
      const { key: url, lang } = target(ctx, 'url');
      const patch = await readPatch(ctx, pagePatchSchema);
      const page = savePageDraft(ctx.db, url, lang, patch);
      if (!page) throw notFound();
      return ok(page);
    }),
  },
  {
    method: 'POST',
    path: '/admin/pages/publish',
    handler: authorized((ctx) => {
      const { key: url, lang } = target(ctx, 'url');
      const page = published(publishPage(ctx.db, url, lang));
      notifySite(revalidateTarget(ctx), { type: 'page', lang, url: page.url });
      return ok(page);
    }),
  },
  {
    method: 'PUT',
    path: '/admin/events',
    handler: authorized(async (ctx) => {
      const { key: slug, lang } = target(ctx, 'slug');
      const patch = await readPatch(ctx, eventPatchSchema);
      const event = saveEventDraft(ctx.db, slug, lang, patch);
      if (!event) throw notFound();
      return ok(event);
    }),
  },
  {
    method: 'POST',
    path: '/admin/events/publish',
    handler: authorized((ctx) => {
      const { key: slug, lang } = target(ctx, 'slug');
      const { event, affected } = published(publishEvent(ctx.db, slug, lang));
      for (const entry of affected) {
        notifySite(revalidateTarget(ctx), { type: 'event', slug: entry.slug, lang: entry.lang });
      }
      return ok(event);
    }),
  },
  {
    method: 'GET',
    path: '/admin/settings',
    handler: authorized((ctx) => ok(found(getSettingsState(ctx.db, PROPERTY_ID)))),
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
    handler: authorized((ctx) => {
      const state = published(publishSettings(ctx.db, PROPERTY_ID));
      notifySite(revalidateTarget(ctx), { type: 'settings' });
      return ok(state);
    }),
  },
];
