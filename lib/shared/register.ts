import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default';
import { sharedPageCache } from './page-cache-handler';
import { sharedRedis, type SharedRedis } from './redis';
import { createSharedTags, type SharedTags } from './tags';
import { createSharedUseCacheHandler } from './use-cache-handler';

/**
 * Where cache-handlers/*.cjs (next.config.ts) find the shared handlers: registered by the
 * production server before Next starts when REDIS_URL is set; without it (and in `next build`)
 * they are Next's own handlers, unchanged.
 */
export const HANDLERS = Symbol.for('venue-site.cache-handlers');
/** Next's default size of its in-memory caches (cacheMaxMemorySize). */
const MEMORY_BYTES = 50 * 1024 * 1024;

export type SharedCaches = { redis: SharedRedis; tags: SharedTags };

export function registerSharedCaches(): SharedCaches | null {
  const redis = sharedRedis();
  if (!redis) return null;
  const tags = createSharedTags(redis);
  (globalThis as Record<symbol, unknown>)[HANDLERS] = {
    useCache: createSharedUseCacheHandler({
      redis,
      tags,
      local: createDefaultCacheHandler(MEMORY_BYTES),
    }),
    PageCache: sharedPageCache(redis, tags),
  };
  return { redis, tags };
}
