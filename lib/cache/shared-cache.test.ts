// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedis, startTestRedis, type TestRedis } from '@/test/redis';

// sharedCache() (lib/cache/tags.ts) with REDIS_URL set: during `next build` (Next sets NEXT_PHASE)
// the build's renders stay Next's own and no connection is opened; at run time the tier is on.
const PORT = 5398;
const REDIS = Symbol.for('venue-site.shared-redis');
const TAGS = Symbol.for('venue-site.shared-tags');
type Shared = { [key: symbol]: { close?: () => Promise<void> } | undefined };

it('Next still tells its build workers the phase through NEXT_PHASE (register C48)', () => {
  // Not public API: `next build` sets process.env.NEXT_PHASE before it renders (next/dist/build).
  const build = createRequire(import.meta.url).resolve('next/dist/build/index.js');
  expect(readFileSync(build, 'utf8')).toMatch(
    /process\.env\.NEXT_PHASE = \w+\.PHASE_PRODUCTION_BUILD/,
  );
});

describe.skipIf(!hasRedis)('the shared cache tier and `next build` (real redis-server)', () => {
  let server: TestRedis;
  beforeAll(async () => {
    server = await startTestRedis(PORT);
  });
  afterAll(() => server?.stop());

  async function sharedCacheWith(phase: string | undefined) {
    vi.resetModules();
    vi.stubEnv('REDIS_URL', server.url);
    vi.stubEnv('NEXT_PHASE', phase);
    const { sharedCache } = await import('./tags');
    return sharedCache();
  }

  afterEach(async () => {
    const shared = globalThis as unknown as Shared;
    await shared[REDIS]?.close?.();
    delete shared[REDIS];
    delete shared[TAGS];
    vi.unstubAllEnvs();
  });

  it('is off while Next builds, even with REDIS_URL: no connection is made', async () => {
    expect(await sharedCacheWith('phase-production-build')).toBeNull();
    expect((globalThis as unknown as Shared)[REDIS]).toBeUndefined();
  });

  it('is on when the built site runs with REDIS_URL', async () => {
    const shared = await sharedCacheWith(undefined);
    expect(shared?.redis.prefix).toBeDefined();
    expect(shared?.tags).toBeDefined();
  });
});
