import { CACHE_CONTROL } from '../lib/cache/policies';
import { notFound } from './http';
import { readMedia } from './media';
import type { Route } from './router';

/**
 * Uploaded pictures, served to the site's image optimiser and to browsers: the name is the
 * content's hash, so a year's caching can never show an old picture under it.
 */
export const mediaRoutes: Route[] = [
  {
    method: 'GET',
    path: /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|webp|avif))$/,
    handler: (ctx) => {
      const name = ctx.params[0] ?? '';
      const file = readMedia(ctx.db, name);
      if (!file) throw notFound();
      const etag = `"${name.split('.')[0]}"`;
      const headers = {
        'Cache-Control': CACHE_CONTROL.immutable,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
        'Cross-Origin-Resource-Policy': 'cross-origin',
      };
      if (ctx.req.headers['if-none-match'] === etag) {
        return { status: 304, body: null, headers, text: { type: file.type, body: '' } };
      }
      return { status: 200, body: null, headers, text: { type: file.type, body: file.bytes } };
    },
  },
];
