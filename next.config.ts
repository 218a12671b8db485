import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { mediaHosts, parseEnv } from './lib/env';

const env = parseEnv(process.env);
const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    return [
      {
        // The browser checks for a new worker on every visit; scope / is the file's own directory.
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache, max-age=0, must-revalidate' },
          { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
        ],
      },
    ];
  },
  reactStrictMode: true,
  // `npm run typecheck` checks types once, before the build; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // 'use cache' + cacheTag + cacheLife for provider data, without Cache Components' build-time prerendering.
    useCache: true,
    // Rendered pages live in this process's memory, not in .next/: two servers started from one
    // build (with different environments, e.g. third parties on and off) never share pages.
    isrFlushToDisk: false,
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 128, 256, 384],
    minimumCacheTTL: 60 * 60 * 24 * 30,
    remotePatterns: mediaHosts(env).map((url) => ({
      protocol: url.protocol.replace(':', '') as 'http' | 'https',
      hostname: url.hostname,
      port: url.port,
      pathname: '/**',
    })),
  },
};

export default withNextIntl(nextConfig);
