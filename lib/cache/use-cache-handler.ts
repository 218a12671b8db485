import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default';
import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import type { SharedRedis } from '../redis/client';
import { sharedCache, type SharedTags } from './tags';

/**
 * Next's 'use cache' handler (next.config.ts `cacheHandlers.default`, compiled to
 * dist/cache/use-cache.cjs by scripts/build-server.mjs): Next's own in-memory handler, and with
 * REDIS_URL Redis behind it. A read that misses here asks Redis (bounded, behind
 * the breaker) and keeps what it finds; a write goes to both. So an instance serves provider data
 * that another one already fetched without asking the provider again, and with Redis down it is
 * exactly Next's in-memory handler.
 *
 * Written here rather than taken from a library: the Redis handlers available for Next
 * (@fortedigital/nextjs-cache-handler, @neshca/cache-handler) implement the older `cacheHandler`
 * interface only; neither implements `cacheHandlers` (get/set/refreshTags/getExpiration/updateTags).
 */
export const USE_CACHE_MAX_TTL_S = 7 * 24 * 60 * 60;

type Meta = Omit<CacheEntry, 'value'>;

export function encodeEntry(meta: Meta, value: Uint8Array): Buffer {
  const head = Buffer.from(JSON.stringify(meta), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, value]);
}

export function decodeEntry(stored: Buffer): { meta: Meta; value: Buffer } | null {
  try {
    const length = stored.readUInt32BE(0);
    const meta = JSON.parse(stored.toString('utf8', 4, 4 + length)) as Meta;
    if (!Array.isArray(meta.tags) || typeof meta.timestamp !== 'number') return null;
    return { meta, value: stored.subarray(4 + length) };
  } catch {
    return null;
  }
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

export function createSharedUseCacheHandler({
  redis,
  tags,
  local,
  now = Date.now,
}: {
  redis: SharedRedis;
  tags: SharedTags;
  local: CacheHandler;
  now?: () => number;
}): CacheHandler {
  const key = (cacheKey: string) => `${redis.prefix}uc:${cacheKey}`;

  return {
    async get(cacheKey, softTags) {
      const hit = await local.get(cacheKey, softTags);
      if (hit) return hit;
      let stored: Buffer | null;
      try {
        stored = (await redis.runBinary((client) => client.get(key(cacheKey)))) as Buffer | null;
      } catch {
        return undefined;
      }
      const entry = stored ? decodeEntry(stored) : null;
      if (!entry) return undefined;
      const { meta, value } = entry;
      // Expired by a publish after its render started, or past its revalidate time.
      if (tags.expiration(meta.tags) > meta.timestamp) return undefined;
      if (now() > meta.timestamp + meta.revalidate * 1000) return undefined;
      // Kept here too: the next read on this instance is a local hit.
      await local.set(cacheKey, Promise.resolve({ ...meta, value: streamOf(value) }));
      return { ...meta, value: streamOf(value) };
    },

    async set(cacheKey, pendingEntry) {
      let bytes: Buffer | undefined;
      // The local handler registers the pending write at once (a read meanwhile waits for it).
      const stored = local.set(
        cacheKey,
        pendingEntry.then(async (entry) => {
          bytes = await bytesOf(entry.value);
          return { ...entry, value: streamOf(bytes) };
        }),
      );
      await stored;
      const entry = await pendingEntry;
      // expire 0: regenerated on every read, never stored (as Next's handler does).
      if (!bytes || entry.expire === 0) return;
      // A render that started before a publish is not shared after it.
      if (tags.expiration(entry.tags) > entry.timestamp) return;
      const meta: Meta = {
        tags: entry.tags,
        stale: entry.stale,
        timestamp: entry.timestamp,
        expire: entry.expire,
        revalidate: entry.revalidate,
      };
      const ttl = Math.max(1, Math.min(entry.expire, USE_CACHE_MAX_TTL_S));
      const payload = encodeEntry(meta, bytes);
      await redis
        .run((client) =>
          client.set(key(cacheKey), payload, { expiration: { type: 'EX', value: ttl } }),
        )
        .catch(() => undefined);
    },

    async refreshTags() {
      await Promise.all([local.refreshTags(), tags.sync()]);
    },

    async getExpiration(tagList) {
      return Math.max(await local.getExpiration(tagList), tags.expiration(tagList));
    },

    async updateTags(tagList, durations) {
      await local.updateTags(tagList, durations);
      await tags.expire(tagList);
    },
  };
}

/** Next's default size of its in-memory caches (cacheMaxMemorySize). */
const MEMORY_BYTES = 50 * 1024 * 1024;
const shared = sharedCache();
const local = createDefaultCacheHandler(MEMORY_BYTES);

export default shared ? createSharedUseCacheHandler({ ...shared, local }) : local;
