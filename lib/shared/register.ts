import { sharedPageCache } from './page-cache-handler';
import { sharedRedis, type SharedRedis } from './redis';
import { createSharedTags, type SharedTags } from './tags';

/**
 * Where cache-handlers/pages.cjs (next.config.ts) finds the shared handler: registered by the
 * production server before Next starts when REDIS_URL is set; without it (and in `next build`)
 * it is Next's own handler, unchanged.
 */
export const HANDLERS = Symbol.for('venue-site.cache-handlers');
export type SharedCaches = { redis: SharedRedis; tags: SharedTags };

export function registerSharedCaches(): SharedCaches | null {
  const redis = sharedRedis();
  if (!redis) return null;
  const tags = createSharedTags(redis);
  (globalThis as Record<symbol, unknown>)[HANDLERS] = { PageCache: sharedPageCache(redis, tags) };
  return { redis, tags };
}
