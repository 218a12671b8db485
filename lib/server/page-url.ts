import { eventQueryString, parseEventQuery } from '../events/events';
import { parseScheduleQuery, scheduleQueryString } from '../events/programme';
import { localeOfPath } from '../i18n/locales';
import { readsQuery, routeOf, type QueryPathname } from '../i18n/routes';

type Params = Record<string, string | string[] | undefined>;

/**
 * How each page the route table marks as reading its query reads it: with its own parser, written
 * back by its own serialiser (lib/events/), so what a page makes of a query is decided in one place.
 */
const QUERY_READERS: Record<QueryPathname, (params: Params, now: Date) => string> = {
  '/events-concerts': (params) => eventQueryString(parseEventQuery(params)),
  '/schedule': (params, now) => scheduleQueryString(parseScheduleQuery(params, now), now),
};

function paramsOf(query: string): Params {
  const params: Params = {};
  const search = new URLSearchParams(query);
  for (const name of new Set(search.keys())) {
    const all = search.getAll(name);
    params[name] = all.length > 1 ? all : all[0];
  }
  return params;
}

/**
 * A page's URL as the page reads it (docs/architecture.md "A query string costs what its page
 * costs"): a parameter the page does not read, or reads as its default, is not part of it, and
 * what it reads is written in its canonical form. The production server renders, caches and
 * prepares pages by this URL, so `/?r=<random>` costs what `/` costs; the browser keeps the URL it
 * asked for (campaign parameters stay where analytics reads them). A path that is no page (a
 * redirect, a 404) keeps its query: a redirect passes it on.
 */
export function canonicalPageUrl(url: string, now = new Date()): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const path = url.slice(0, mark);
  const { locale, rest } = localeOfPath(path);
  const route = routeOf(locale, rest);
  if (!route) return url;
  if (!readsQuery(route.pathname)) return path;
  return `${path}${QUERY_READERS[route.pathname](paramsOf(url.slice(mark + 1)), now)}`;
}
