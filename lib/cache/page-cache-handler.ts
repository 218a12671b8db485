import { readFileSync } from 'node:fs';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import type { SharedRedis } from '../redis/client';
import { PAGE_LIFE_S } from './policies';
import { published } from './publish';
import { sharedCache, type SharedTags } from './tags';

/**
 * Next's cache of rendered pages, route answers and provider data (next.config.ts `cacheHandler`,
 * compiled to dist/cache/pages.cjs by scripts/build-server.mjs; the data are lib/provider/load.ts's
 * unstable_cache entries) with REDIS_URL: Next's own handler in
 * front (in memory only: `inMemory` below), Redis behind it. What another instance rendered or
 * fetched is served from Redis without a render or a provider request; with Redis down it is
 * exactly Next's handler.
 *
 * Written here rather than taken from a library: the Redis handlers available for Next
 * (@fortedigital/nextjs-cache-handler, @neshca/cache-handler) share pages only, or need their own
 * tag store where this site's publishes go through lib/cache/publish.ts and lib/cache/tags.ts.
 */
type Ctx = { kind?: string; tags?: string[]; softTags?: string[]; serverDistDir?: string };
type Stored = {
  value: { kind: string; headers?: Record<string, unknown> };
  lastModified: number;
  cacheControl?: unknown;
  /** A data entry's tags (a page's are in its headers). */
  tags?: string[];
};

const SHARED_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'FETCH']);
const TAGS_HEADER = 'x-next-cache-tags';

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

/** The tags an entry is dropped by: a page's own, or a data entry's with its render's. */
function tagsOf(stored: Stored, ctx: Ctx): string[] {
  if (stored.value.kind === 'FETCH') {
    return [...(stored.tags ?? []), ...(ctx.tags ?? []), ...(ctx.softTags ?? [])];
  }
  const header = stored.value.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/** The build's id: data entries are shaped by its code, so a new build never reads an older one's. */
function buildIdOf(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** Next's handler when there is no shared tier, else Next's handler with Redis behind it. */
export function pageCacheHandler(shared: { redis: SharedRedis; tags: SharedTags } | null) {
  return shared ? sharedPageCache(shared.redis, shared.tags) : LocalPageCache;
}

type Context = ConstructorParameters<typeof FileSystemCache>[0];

/**
 * Rendered pages and provider data stay in this process's memory, never in the build's folders:
 * two servers started from one build (other environments, e.g. third parties on and off) never
 * share a page, and deploy/systemd lets the site write `.next/cache` only. `isrFlushToDisk` stays
 * on in next.config.ts for Next's disk cache of optimised images (`.next/cache/images`).
 */
const inMemory = (context: Context): Context => ({ ...context, flushToDisk: false });

/**
 * Next's handler, telling this process's caches once Next has applied a publish's drop (its tags
 * expired in Next's manifest): lib/cache/publish.ts `published`.
 */
class LocalPageCache extends FileSystemCache {
  constructor(context: Context) {
    super(inMemory(context));
  }

  async revalidateTag(...args: Parameters<FileSystemCache['revalidateTag']>) {
    await super.revalidateTag(...args);
    const [tagList] = args;
    await published(typeof tagList === 'string' ? [tagList] : tagList, 'here');
  }
}

export function sharedPageCache(redis: SharedRedis, tags: SharedTags) {
  return class SharedPageCache extends LocalPageCache {
    readonly build: string;

    constructor(context: Context) {
      super(context);
      this.build = buildIdOf((context as Ctx).serverDistDir);
    }

    key(cacheKey: string, kind: string) {
      return kind === 'FETCH'
        ? `${redis.prefix}data:${this.build}:${cacheKey}`
        : `${redis.prefix}page:${cacheKey}`;
    }

    async get(...args: Parameters<FileSystemCache['get']>) {
      const local = await super.get(...args);
      const [cacheKey, ctx] = args as unknown as [string, Ctx];
      if (local || !SHARED_KINDS.has(String(ctx.kind))) return local;
      await tags.sync();
      let text: string | null;
      try {
        text = await redis.run((client) => client.get(this.key(cacheKey, String(ctx.kind))));
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
      if (areTagsExpired(tagsOf(stored, ctx), stored.lastModified)) return local;
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
        { cacheControl?: unknown; tags?: string[] },
      ];
      if (!data || !SHARED_KINDS.has(data.kind)) return;
      const stored: Stored = {
        value: data,
        lastModified: Date.now(),
        cacheControl: ctx.cacheControl,
        ...(data.kind === 'FETCH' ? { tags: ctx.tags ?? [] } : {}),
      };
      await redis
        .run((client) =>
          client.set(this.key(cacheKey, data.kind), serialize(stored), {
            expiration: { type: 'EX', value: PAGE_LIFE_S },
          }),
        )
        .catch(() => undefined);
    }
  };
}

export default pageCacheHandler(sharedCache());
