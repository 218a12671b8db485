import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { OPTIMISED_IMAGE_LIFE_S, PAGE_LIFE_S } from './lib/cache/policies';
import { env, imagePatterns, mediaOnLoopback } from './lib/env';
import { nextHeaderRules } from './lib/security/headers';

const IMAGE_TYPES = 'jpg,jpeg,png,webp,avif,gif,svg';
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Security headers of everything Next answers (lib/security/headers.ts); the CSP is the server's.
  async headers() {
    return nextHeaderRules();
  },
  reactStrictMode: true,
  // Rendered pages and provider data (unstable_cache): Next's own in-memory handler, with Redis
  // behind it when REDIS_URL is set (lib/cache/page-cache-handler.ts, compiled by scripts/build-server.mjs).
  cacheHandler: path.resolve('dist/cache/pages.cjs'),
  // A page is fresh for its reads' hour, then served stale while it renders again (lib/cache/policies.ts).
  expireTime: PAGE_LIFE_S,
  // One Redis connection per process, shared with the cache handler (lib/redis/client.ts).
  serverExternalPackages: ['redis', 'rate-limiter-flexible'],
  // `npm run typecheck` checks types once, before the build; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Next's default, kept for its disk cache of optimised images (.next/cache/images, shared by
    // the instances of a build); rendered pages stay in memory all the same (lib/cache/page-cache-handler.ts).
    isrFlushToDisk: true,
    // Image encoding: one libvips thread per image and no operation cache, so a burst of uncached
    // variants costs CPU time, not hundreds of megabytes that stay resident.
    imgOptConcurrency: 1,
    imgOptOperationCache: false,
    // 25 megapixels covers any photo an editor uploads; anything larger is refused, not decoded.
    imgOptMaxInputPixels: 5000 * 5000,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // The widths the pages' srcsets offer (every other width is refused by the optimiser): phones at
    // 2–3× pick 828/1280, desktops 1600/1920, cards and thumbnails 128–640.
    deviceSizes: [640, 828, 1280, 1600, 1920],
    imageSizes: [128, 256, 384],
    minimumCacheTTL: OPTIMISED_IMAGE_LIFE_S,
    // The site's own pictures are image files under public/media and public/brand: any other local
    // url (a page, which redirects or renders HTML) is a 400 before the optimiser fetches it.
    localPatterns: [
      { pathname: `/{media,brand}/**/*.{${IMAGE_TYPES},${IMAGE_TYPES.toUpperCase()}}` },
    ],
    remotePatterns: imagePatterns(env),
    // Pictures uploaded to the embedded provider come from 127.0.0.1 (lib/env.ts).
    dangerouslyAllowLocalIP: mediaOnLoopback(env),
  },
};

export default withNextIntl(nextConfig);
