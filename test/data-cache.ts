/**
 * Next's data cache for unit tests: the real IncrementalCache, in memory as `next start` runs it
 * here (lib/cache/page-cache-handler.ts keeps it off disk), installed where `unstable_cache` looks
 * for it outside a request. Each call starts an empty one, and forgets what lib/provider/load.ts
 * shares through globalThis (failures, calls under way, outdated copies): import the reader after it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

// What Next's server installs before its request-scoped modules load.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;

const require = createRequire(import.meta.url);

type Cache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> };

export function freshDataCache(): Cache {
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache');
  const FileSystemCache =
    require('next/dist/server/lib/incremental-cache/file-system-cache').default;
  const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
  const { LRUCache } = require('next/dist/server/lib/lru-cache');
  const preview = {
    previewModeId: 'test',
    previewModeSigningKey: 'test',
    previewModeEncryptionKey: 'test',
  };
  const cache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: false,
    serverDistDir: '/nonexistent',
    maxMemoryCacheSize: 50 * 1024 * 1024,
    requestHeaders: {},
    previewProps: preview,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
  });
  // Next keeps one memory store per process: each test gets an empty one.
  FileSystemCache.memoryCache = new LRUCache(
    50 * 1024 * 1024,
    (entry: unknown) => JSON.stringify(entry).length,
  );
  (globalThis as { __incrementalCache?: unknown }).__incrementalCache = cache;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('venue-site.provider-reads')];
  return cache as Cache;
}
