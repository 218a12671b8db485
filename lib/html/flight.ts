/**
 * React's payload (the "flight" data Next inlines as `self.__next_f.push(…)` scripts) out of a
 * page's HTML, fetched after the first paint instead.
 *
 * The payload is what hydration reads: the server-rendered markup is complete without it, yet it
 * was 50–60 % of every page's HTML (a home page: 86 of 141 KB, 12 of 23 KB in brotli), so on a
 * slow line the first paint waited for a second round trip of the document and the parse of ~100 KB
 * of script text (docs/performance.md "Where Lighthouse's 1.2 s goes"). The production server
 * (server/html.ts) takes the scripts out and the start-up loader (lib/html/defer-scripts.ts) fetches
 * them from the page's own URL with `?__flight=<hash>` (as JSON), before the framework's chunks run.
 *
 * Any instance answers such a request from the page itself: the flag is taken off the URL, the
 * page is rendered (from Next's cache: as cheap as a page view) and its payload sent instead of
 * its HTML. So no instance keeps payloads for others, and a page served from a cache in front still
 * finds its payload. When the page changed since (a publish between the two requests), the hash
 * does not match: the new payload is sent uncached and React renders the new content on the client.
 *
 * The URL's token is the payload's hash and a tag that signs it for the page's path with the build's
 * key (dist/flight-key, made by scripts/build-server.mjs): any instance of the build can tell a
 * token a page named from a made-up one, which is answered 404 without rendering anything (a flood
 * of `?__flight=<random>` costs no render).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter that asks a page for its payload instead of its HTML. */
export const FLIGHT_PARAM = '__flight';

// Each script pushes one array that Next wrote as JSON (strings escaped for HTML).
const FLIGHT_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** `json`: the pushed arrays, in order, as one JSON array. */
export type Flight = { json: string; hash: string };

/**
 * The page without its payload scripts, and the payload as JSON; null when it has none. JSON, not a
 * script: the loader parses it and pushes each entry (lib/html/defer-scripts.ts), where a script of
 * ~100 KB of string literals cost its compile (24 ms on the home page here) on the main thread.
 */
export function extractFlight(html: string): { html: string; flight: Flight } | null {
  const parts: string[] = [];
  const rest = html.replace(FLIGHT_SCRIPT, (_, pushed: string) => {
    parts.push(pushed);
    return '';
  });
  if (parts.length === 0) return null;
  const json = `[${parts.join(',')}]`;
  return { html: rest, flight: { json, hash: flightHash(json) } };
}

export function flightHash(script: string): string {
  return createHash('sha256').update(script).digest('hex').slice(0, 16);
}

/** The token a page names for its payload: the payload's hash, signed for the page's path. */
export function flightToken(key: string, url: string, hash: string): string {
  return `${hash}${tagOf(key, url, hash)}`;
}

function tagOf(key: string, url: string, hash: string): string {
  const path = url.split('?')[0]!;
  return createHmac('sha256', key)
    .update(path)
    .update('\0')
    .update(hash)
    .digest('hex')
    .slice(0, 16);
}

/** Where the payload of the page at `url` (path and query) is fetched from. */
export function flightUrl(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${FLIGHT_PARAM}=${token}`;
}

/**
 * A payload request: the payload's hash, whether a page of this build named it (its tag signs it for
 * the page's path), and the page's URL without the flag (what renders it); null for any other request.
 */
export function flightRequest(
  url: string,
  key: string,
): { hash: string; genuine: boolean; pageUrl: string } | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const params = new URLSearchParams(url.slice(query + 1));
  const token = params.get(FLIGHT_PARAM);
  if (token === null) return null;
  params.delete(FLIGHT_PARAM);
  const rest = params.toString();
  const pageUrl = `${url.slice(0, query)}${rest ? `?${rest}` : ''}`;
  const hash = token.slice(0, 16);
  const tag = Buffer.from(token.slice(16));
  const expected = Buffer.from(tagOf(key, pageUrl, hash));
  const genuine =
    /^[0-9a-f]{32}$/.test(token) &&
    tag.length === expected.length &&
    timingSafeEqual(tag, expected);
  return { hash, genuine, pageUrl };
}
