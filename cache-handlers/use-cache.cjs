/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Next at run time */
// Next's 'use cache' handler (next.config.ts `cacheHandlers.default`): the shared one
// (lib/shared/use-cache-handler.ts) when the production server registered it (REDIS_URL set),
// else Next's own in-memory handler, as without this file.
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');

const HANDLERS = Symbol.for('venue-site.cache-handlers');
let builtIn;
const handler = () =>
  globalThis[HANDLERS]?.useCache ?? (builtIn ??= createDefaultCacheHandler(50 * 1024 * 1024));

module.exports = {
  get: (...args) => handler().get(...args),
  set: (...args) => handler().set(...args),
  refreshTags: (...args) => handler().refreshTags(...args),
  getExpiration: (...args) => handler().getExpiration(...args),
  updateTags: (...args) => handler().updateTags(...args),
};
