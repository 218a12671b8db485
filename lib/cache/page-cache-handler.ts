import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import type { SharedRedis } from '../redis/client';
import { sharedCache, type SharedTags } from './tags';

/**
 * Next's cache of rendered pages and route answers (next.config.ts `cacheHandler`), compiled to
 * dist/cache/pages.cjs by scripts/build-server.mjs: Next loads it as plain JavaScript. Next's own
 * handler (in memory: `isrFlushToDisk: false`), and with REDIS_URL Redis behind it: a page another
 * instance rendered is served from Redis without a render (and without a provider request); with
 * Redis down it is exactly Next's handler. Only rendered pages and route answers are shared: this
 * site's provider reads do not go through `fetch`.
 *
 * A library was not used for the reason given in lib/cache/use-cache-handler.ts.
 */
type Ctx = { kind?: string; tags?: string[] };
type Stored = {
  value: { kind: string; headers?: Record<string, unknown> };
  lastModified: number;
  cacheControl?: unknown;
};

const SHARED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE']);
const TAGS_HEADER = 'x-next-cache-tags';
export const PAGE_MAX_TTL_S = 24 * 60 * 60;

/** JSON with Buffers and Maps (a page's React payload and its segments). */
export function serialize(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key, current) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $b: original.toString('base64') };
    if (original instanceof Map) return { $m: [...original.entries()] };
    return current as unknown;
  });
}

export function deserialize(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.$b === 'string') return Buffer.from(record.$b, 'base64');
      if (Array.isArray(record.$m)) return new Map(record.$m as Array<[unknown, unknown]>);
    }
    return value;
  });
}

function tagsOf(value: Stored['value']): string[] {
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** Next's handler when there is no shared tier, else Next's handler with Redis behind it. */
export function pageCacheHandler(shared: { redis: SharedRedis; tags: SharedTags } | null) {
  if (!shared) return FileSystemCache;
  const key = (cacheKey: string) => `${shared.redis.prefix}page:${cacheKey}`;

  return class SharedPageCache extends FileSystemCache {
    async get(...args: Parameters<FileSystemCache['get']>) {
      const local = await super.get(...args);
      const [cacheKey, ctx] = args as unknown as [string, Ctx];
      if (local || !SHARED_KINDS.has(String(ctx.kind))) return local;
      const { redis, tags } = shared;
      await tags.sync();
      let text: string | null;
      try {
        text = await redis.run((client) => client.get(key(cacheKey)));
      } catch {
        return local;
      }
      if (!text) return local;
      let stored: Stored;
      try {
        stored = deserialize(text) as Stored;
      } catch {
        return local;
      }
      // A publish after it was stored (the manifest holds every instance's publishes).
      if (areTagsExpired(tagsOf(stored.value), stored.lastModified)) return local;
      // Kept here too, with the writer's time: its age and its tags are judged as there.
      (
        FileSystemCache as unknown as { memoryCache?: { set(k: string, v: unknown): void } }
      ).memoryCache?.set(cacheKey, stored);
      return stored as unknown as Awaited<ReturnType<FileSystemCache['get']>>;
    }

    async set(...args: Parameters<FileSystemCache['set']>) {
      await super.set(...args);
      const [cacheKey, data, ctx] = args as unknown as [
        string,
        Stored['value'] | null,
        { cacheControl?: unknown },
      ];
      if (!data || !SHARED_KINDS.has(data.kind)) return;
      const stored: Stored = {
        value: data,
        lastModified: Date.now(),
        cacheControl: ctx.cacheControl,
      };
      await shared.redis
        .run((client) =>
          client.set(key(cacheKey), serialize(stored), {
            expiration: { type: 'EX', value: PAGE_MAX_TTL_S },
          }),
        )
        .catch(() => undefined);
    }

    async revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>) {
      await super.revalidateTag(...args);
      const [tagList] = args;
      await shared.tags.expire(typeof tagList === 'string' ? [tagList] : tagList);
    }
  };
}

export default pageCacheHandler(sharedCache());
