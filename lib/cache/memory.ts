import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isInternalHeader } from '../server/response';

/**
 * Finished answers kept in this process by the production server, in front of Next (the page cache,
 * lib/cache/page-cache.ts): each for `ttlMs`, at most `limit` of them, the oldest first out.
 *
 * With `refreshMs`, an expired entry is refreshed by one request at a time: the first request after
 * expiry goes through (get() answers undefined) and, for up to `refreshMs` while it has not stored its
 * answer, the others get the expired copy. Without it, every request in flight when a busy page
 * expired went through Next at once, and the burst held the instance's one thread for a few hundred ms.
 * A publish expires every entry the same way (expire()): its copies are served `refreshMs` at most
 * after the publish, never as current again.
 */
export type StoredAnswer = { headers: OutgoingHttpHeaders; body: Buffer; etag: string | undefined };

export function createMemoryCache({
  ttlMs,
  limit,
  refreshMs = 0,
  now = Date.now,
}: {
  ttlMs: number;
  limit: number;
  refreshMs?: number;
  now?: () => number;
}) {
  // since: the generation its answer was rendered in. staleUntil: a publish expired the entry; its
  // copy is served until then at the latest.
  type Entry = StoredAnswer & { expires: number; since: number; staleUntil?: number };
  const entries = new Map<string, Entry>();
  /** Expired keys a request is refreshing, until when the others may have the expired copy. */
  const refreshing = new Map<string, number>();
  // Bumped by expire(): an answer rendered before a publish is never stored as current after it.
  let generation = 0;
  // When each recent generation began (a publish), to date the answers rendered before it.
  const began = new Map<number, number>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    refreshing.delete(key);
  };
  /**
   * An answer rendered before a later publish: it replaces an older copy as the one served while a
   * request renders the new version (expired, `refreshMs` at most after the publish it predates), so
   * under publishes faster than a render visitors get the newest page there is instead of waiting.
   */
  function standIn(key: string, answer: StoredAnswer, since: number) {
    const predates = began.get(since + 1);
    if (refreshMs === 0 || predates === undefined || predates + refreshMs <= now()) return;
    const current = entries.get(key);
    if (current && current.since >= since) return;
    entries.delete(key);
    entries.set(key, { ...answer, expires: predates, since, staleUntil: predates + refreshMs });
    while (entries.size > limit) drop(entries.keys().next().value as string);
  }

  return {
    /**
     * Taken when a request starts; an answer set() with it after a publish expired the cache is
     * never served as current (at most as the copy while a request renders the new version).
     */
    generation: () => generation,
    get(key: string): StoredAnswer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const time = now();
      if (entry.expires > time) return entry;
      if (entry.staleUntil !== undefined && time >= entry.staleUntil) {
        drop(key);
        return undefined;
      }
      const until = refreshing.get(key);
      if (until !== undefined && time < until) return entry;
      if (refreshMs > 0 && until === undefined) {
        refreshing.set(key, time + refreshMs);
        return undefined;
      }
      // Expired, and its refresh (if any) did not store an answer in time: gone.
      drop(key);
      return undefined;
    },
    set(key: string, answer: StoredAnswer, since: number = generation) {
      if (since !== generation) return standIn(key, answer, since);
      drop(key);
      entries.set(key, { ...answer, expires: now() + ttlMs, since });
      while (entries.size > limit) drop(entries.keys().next().value as string);
    },
    /**
     * Every entry expires now (a publish): the next request for each refreshes it while the others
     * get the copy, for `refreshMs` at most from the first publish that expired it, however many
     * follow (a refresh overtaken by the next publish only replaces the copy: set()).
     */
    expire() {
      generation += 1;
      const time = now();
      began.set(generation, time);
      began.delete(generation - 100);
      refreshing.clear();
      for (const entry of entries.values()) {
        entry.expires = Math.min(entry.expires, time);
        entry.staleUntil = Math.min(entry.staleUntil ?? Number.POSITIVE_INFINITY, time + refreshMs);
      }
    },
    size: () => entries.size,
  };
}

export type MemoryCache = ReturnType<typeof createMemoryCache>;

/** Headers of a stored answer, without those that belong to one connection. */
export function storableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    // The request id belongs to the request that rendered the page, not to later ones.
    if (/^(date|connection|keep-alive|transfer-encoding|x-request-id)$/i.test(name)) continue;
    if (!isInternalHeader(name)) kept[name] = value;
  }
  return kept;
}

/**
 * Answers from `cache` when it holds `key` (marked `X-Server-Cache: hit`, plus `headers`), with a
 * 304 for its ETag; false when it does not.
 */
export function serveStored(
  cache: MemoryCache,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: OutgoingHttpHeaders = {},
): boolean {
  const hit = cache.get(key);
  if (!hit) return false;
  const all = { ...hit.headers, 'X-Server-Cache': 'hit', ...headers };
  for (const [name, value] of Object.entries(all)) res.setHeader(name, value!);
  if (hit.etag && req.headers['if-none-match'] === hit.etag) {
    // As for Next's own 304s: no CSP, so the browser keeps the cached page's hashes.
    for (const name of ['content-security-policy', 'content-length', 'content-encoding']) {
      res.removeHeader(name);
    }
    res.writeHead(304).end();
  } else {
    res.writeHead(200).end(hit.body);
  }
  return true;
}
