import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMemoryCache, serveStored, storableHeaders } from './memory';

/**
 * The production server's cache of optimised images (/_next/image), in front of Next's optimiser,
 * which keeps its results on disk only when rendered pages are flushed there too (this site keeps
 * them in memory: next.config.ts `isrFlushToDisk`), so without it every request of an image encodes
 * it again (~250 ms of CPU for an AVIF). Here, not in Next's cacheHandler (`images.customCacheHandler`):
 * a hit costs a third of what it costs through Next, and only a miss waits for one of the encode
 * slots (docs/performance.md "Server caches").
 */
export const IMAGE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * One image encoded at a time (the rest wait their turn): each AVIF encode of a large picture holds
 * tens of megabytes, and a client asking for many uncached variants would otherwise hold them all at
 * the same time. Two slots peaked ~25 MB higher under `npm run soak` (docs/performance.md).
 */
const ENCODES = 1;

type RequestLike = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** The key of an optimised image request, by url and the format the browser accepts. */
export function imageCacheKey(req: RequestLike): string | null {
  if (req.method !== 'GET' || !req.url?.startsWith('/_next/image?')) return null;
  const accept = String(req.headers.accept ?? '');
  const format = accept.includes('image/avif')
    ? 'avif'
    : accept.includes('image/webp')
      ? 'webp'
      : 'original';
  return `${req.url}\n${format}`;
}

export function createImageCache() {
  // By bytes: 682 files × widths × formats would otherwise hold up to a gigabyte of images.
  const images = createMemoryCache({
    ttlMs: IMAGE_CACHE_TTL_MS,
    limit: 2_000,
    maxBytes: 48 * 1024 * 1024,
  });
  let encoding = 0;
  const waiting: Array<() => void> = [];

  function withEncodeSlot(res: ServerResponse, run: () => void) {
    const start = () => {
      encoding += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        encoding -= 1;
        waiting.shift()?.();
      };
      res.on('close', release);
      res.on('finish', release);
      run();
    };
    if (encoding < ENCODES) return start();
    waiting.push(start);
    // A client that gives up while waiting costs nothing.
    res.on('close', () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
    });
  }

  /** Keeps the optimiser's answer, which Next sends in one piece. */
  function keep(key: string, res: ServerResponse) {
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const [chunk] = args;
      if (res.statusCode === 200 && Buffer.isBuffer(chunk) && !res.getHeader('set-cookie')) {
        const etag = res.getHeader('etag');
        const headers = storableHeaders(res.getHeaders());
        images.set(key, { headers, body: chunk, etag: etag ? String(etag) : undefined });
      }
      return end(...args);
    }) as typeof res.end;
  }

  /**
   * Answers an optimised image from the cache, or has Next's optimiser encode it (kept here) once an
   * encode slot is free; false for any other request.
   */
  return function serveImage(req: IncomingMessage, res: ServerResponse, handle: () => void) {
    const key = imageCacheKey(req);
    if (!key) return false;
    if (serveStored(images, key, req, res)) return true;
    keep(key, res);
    withEncodeSlot(res, handle);
    return true;
  };
}
