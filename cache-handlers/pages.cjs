/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Next at run time */
// Next's cache of rendered pages (next.config.ts `cacheHandler`): the shared one
// (lib/shared/page-cache-handler.ts) when the production server registered it (REDIS_URL set),
// else Next's own handler (in memory: `isrFlushToDisk: false`), as without this file.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const HANDLERS = Symbol.for('venue-site.cache-handlers');

module.exports = class PageCache {
  constructor(context) {
    const Handler = globalThis[HANDLERS]?.PageCache ?? FileSystemCache;
    return new Handler(context);
  }
};
