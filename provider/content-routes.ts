import { getEvent, listEvents, listSessions } from './events';
import { badRequest, notFound, param } from './http';
import { getMenus } from './menus';
import { getPage } from './pages';
import { ok, type Context, type Route } from './router';
import { getSettings } from './settings';
import {
  DATE_FILTERS,
  isLocale,
  LOCALE_ERROR,
  PROPERTY_ID,
  type DateFilter,
  type Locale,
} from './types';

const REQUIRED = 'This parameter is required.';

function required(ctx: Context, name: string): string {
  const value = param(ctx.req, ctx.query, name);
  if (value === null) throw badRequest({ [name]: REQUIRED });
  return value;
}

function integer(ctx: Context, name: string): number {
  const value = required(ctx, name);
  if (!/^\d{1,9}$/.test(value)) throw badRequest({ [name]: 'Must be a positive integer.' });
  return Number(value);
}

function locale(ctx: Context, name: string): Locale {
  const value = required(ctx, name);
  if (!isLocale(value)) throw badRequest({ [name]: LOCALE_ERROR });
  return value;
}

function dateFilter(ctx: Context): DateFilter {
  const value = param(ctx.req, ctx.query, 'date-filter') ?? 'ONLY_UPCOMING';
  if (!(DATE_FILTERS as readonly string[]).includes(value)) {
    throw badRequest({ 'date-filter': `Must be one of ${DATE_FILTERS.join(', ')}.` });
  }
  return value as DateFilter;
}

const isPreview = (ctx: Context) => ctx.query.get('preview') === 'true';

export const contentRoutes: Route[] = [
  { method: 'GET', path: '/health', handler: () => ok({ ok: true }) },
  {
    method: 'GET',
    path: '/v1/pages/url-lang',
    handler: (ctx) => {
      const network = integer(ctx, 'property-network-id');
      const url = required(ctx, 'url');
      const lang = locale(ctx, 'lang');
      const page = network === PROPERTY_ID ? getPage(ctx.db, url, lang, isPreview(ctx)) : null;
      if (!page) throw notFound();
      return ok(page);
    },
  },
  {
    method: 'GET',
    path: '/v1/settings',
    handler: (ctx) => {
      const property = integer(ctx, 'property-id');
      const lang = locale(ctx, 'lang');
      const settings =
        property === PROPERTY_ID ? getSettings(ctx.db, property, lang, isPreview(ctx)) : null;
      if (!settings) throw notFound();
      return ok(settings);
    },
  },
  {
    method: 'GET',
    path: '/v1/menus',
    handler: (ctx) => {
      const property = integer(ctx, 'property-id');
      return ok(getMenus(ctx.db, property, locale(ctx, 'lang')));
    },
  },
  {
    method: 'GET',
    path: '/v1/events/slider',
    handler: (ctx) => {
      const property = integer(ctx, 'property-id');
      const lang = locale(ctx, 'locale');
      const filter = dateFilter(ctx);
      const events =
        property === PROPERTY_ID
          ? listEvents(ctx.db, lang, filter, Date.now(), isPreview(ctx))
          : [];
      return ok(events);
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/events\/publishers\/(\d+)\/slugs\/([^/]+)$/,
    handler: (ctx) => {
      const [publisher, slug = ''] = ctx.params;
      const lang = locale(ctx, 'lang');
      const property = param(ctx.req, ctx.query, 'property-id');
      const ours =
        Number(publisher) === PROPERTY_ID &&
        (property === null || Number(property) === PROPERTY_ID);
      const event = ours ? getEvent(ctx.db, slug, lang, isPreview(ctx)) : null;
      if (!event) throw notFound();
      return ok(event);
    },
  },
  {
    method: 'GET',
    path: '/v1/events/calendar',
    handler: (ctx) => {
      const eventId = integer(ctx, 'event-id');
      if (param(ctx.req, ctx.query, 'locale') !== null) locale(ctx, 'locale');
      return ok(listSessions(ctx.db, eventId, dateFilter(ctx), Date.now()));
    },
  },
];
