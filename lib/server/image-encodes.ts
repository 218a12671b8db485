import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Optimised images (/_next/image) reach Next's optimiser one at a time, the rest waiting their
 * turn: an AVIF encode of a large picture holds tens of megabytes, and a client asking for many
 * uncached variants would otherwise have Next encode four at once (libuv's threads). Measured under
 * `npm run soak`: 469 MB at the peak without it, over the 400 MB budget (docs/performance.md "What
 * each layer pays"). An encoded variant is kept by Next on disk (next.config.ts `isrFlushToDisk`)
 * and by nginx as deployed, so after its first request an image waits here only behind an encode.
 */
const ENCODES = 1;

export function imageEncodes() {
  let encoding = 0;
  const waiting: Array<() => void> = [];

  /** Has Next answer an optimised image once a slot is free; false for any other request. */
  return function serveImage(req: IncomingMessage, res: ServerResponse, handle: () => void) {
    if (req.method !== 'GET' || !req.url?.startsWith('/_next/image?')) return false;
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
      handle();
    };
    if (encoding < ENCODES) {
      start();
      return true;
    }
    waiting.push(start);
    // A client that gives up while waiting costs nothing.
    res.on('close', () => {
      const index = waiting.indexOf(start);
      if (index >= 0) waiting.splice(index, 1);
    });
    return true;
  };
}
