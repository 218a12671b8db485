import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSharedRedis, type SharedRedis } from '@/lib/redis/client';
import {
  hasRedis,
  noteFailures,
  startTestRedis,
  until,
  waitedForAnswer,
  type TestRedis,
} from '@/test/redis';
import { createMemoryIdempotencyStore } from './idempotency';
import { createSharedIdempotencyStore, createSharedRateLimiter } from './shared-stores';

const PORT = 5393;

describe.skipIf(!hasRedis)('forms stores shared through Redis (real redis-server)', () => {
  let server: TestRedis;
  let a: SharedRedis;
  let b: SharedRedis;

  beforeAll(async () => {
    server = await startTestRedis(PORT);
    a = connectSharedRedis({
      url: server.url,
      prefix: 'forms-a:',
      breaker: { halfOpenAfterMs: 200 },
    });
    // Same prefix as a: two instances of one site.
    b = connectSharedRedis({
      url: server.url,
      prefix: 'forms-a:',
      breaker: { halfOpenAfterMs: 200 },
    });
    await until(() => a.state() === 'up' && b.state() === 'up');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await server?.stop();
  });

  it('counts the rate limit across instances', async () => {
    const onA = createSharedRateLimiter({ redis: a, limit: 3 });
    const onB = createSharedRateLimiter({ redis: b, limit: 3 });
    expect(await onA.hit('203.0.113.7')).toEqual({ ok: true });
    expect(await onB.hit('203.0.113.7')).toEqual({ ok: true });
    expect(await onA.hit('203.0.113.7')).toEqual({ ok: true });
    const refused = await onB.hit('203.0.113.7');
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    // Another client is counted on its own.
    expect(await onB.hit('203.0.113.8')).toEqual({ ok: true });
  });

  it('remembers an accepted post for every instance', async () => {
    const onA = createSharedIdempotencyStore(a, createMemoryIdempotencyStore());
    const onB = createSharedIdempotencyStore(b, createMemoryIdempotencyStore());
    await onA.set('contact:key-12345678', { outcome: 'accepted', fingerprint: 'f' }, 60_000);
    expect(await onB.get('contact:key-12345678')).toEqual({
      outcome: 'accepted',
      fingerprint: 'f',
    });
    expect(
      await b.run((client) => client.pTTL('forms-a:idempotency:contact:key-12345678')),
    ).toBeGreaterThan(59_000);
  });

  it('with Redis down: the per-instance limit, neither refusing nor accepting everything', async () => {
    await server.stop({ kill: true, keepDir: true });
    const watched = noteFailures(a);
    const onA = createSharedRateLimiter({ redis: watched, limit: 2 });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push((await onA.hit('198.51.100.1')).ok);
    expect(decisions).toEqual([true, true, false, false]);
    // No call waited for the dead Redis.
    expect(waitedForAnswer(watched.failures)).toEqual([]);
    // The idempotency memory falls back to this instance's.
    const store = createSharedIdempotencyStore(a, createMemoryIdempotencyStore());
    await store.set('proposal:key-abcdefgh', { outcome: 'accepted', fingerprint: 'g' }, 60_000);
    expect(await store.get('proposal:key-abcdefgh')).toEqual({
      outcome: 'accepted',
      fingerprint: 'g',
    });
    server = await startTestRedis(PORT, { dir: server.dir });
  });
});
