import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostOutcome, ProviderPost } from '@/lib/provider/forms';
import { connectSharedRedis, type SharedRedis } from '@/lib/redis/client';
import { hasRedis, startTestRedis, until, type TestRedis } from '@/test/redis';
import { backoffMs, createOutbox, deadLetters, retryDeadLetters } from './outbox';

const PORT = 5394;

/**
 * The worker's side of the provider: a recording stand-in whose answer the test decides (down,
 * then up), keyed like the provider (a key is stored once).
 */
function recordingProvider() {
  const stored = new Map<string, ProviderPost>();
  let answer: PostOutcome = { status: 'failed', detail: 'connect ECONNREFUSED' };
  let calls = 0;
  return {
    stored,
    calls: () => calls,
    set: (outcome: PostOutcome) => (answer = outcome),
    async post(request: ProviderPost, options: { idempotencyKey?: string }) {
      calls += 1;
      if (answer.status === 'accepted' && options.idempotencyKey) {
        stored.set(options.idempotencyKey, request);
      }
      return answer;
    },
  };
}

describe('backoff', () => {
  it('doubles from half a second up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => backoffMs(n, 3_000))).toEqual([500, 1000, 2000, 3000, 3000]);
  });
});

describe.skipIf(!hasRedis)('forms outbox (real redis-server, append-only)', () => {
  let server: TestRedis;
  let redisA: SharedRedis;
  let redisB: SharedRedis;
  const log = () => undefined;

  beforeAll(async () => {
    server = await startTestRedis(PORT, { appendonly: true });
    redisA = connectSharedRedis({ url: server.url, prefix: 'outbox-test:' });
    redisB = connectSharedRedis({ url: server.url, prefix: 'outbox-test:' });
    await until(() => redisA.state() === 'up' && redisB.state() === 'up');
  });
  afterAll(async () => {
    await redisA?.close();
    await redisB?.close();
    await server?.stop();
  });

  it('keeps what the provider cannot take, and forwards each entry once when it is back (two workers)', async () => {
    const provider = recordingProvider();
    const options = { post: provider.post, log, maxBackoffMs: 300 };
    const a = createOutbox({ redis: redisA, ...options });
    const b = createOutbox({ redis: redisB, ...options });
    for (let i = 0; i < 20; i++) {
      const outbox = i % 2 ? a : b;
      const written = await outbox.enqueue({
        key: `key-${String(i).padStart(4, '0')}`,
        form: 'newsletter',
        path: '/v1/web/subscribe-newsletter',
        body: JSON.stringify({ n: i }),
        clientIp: '203.0.113.9',
      });
      expect(written).toBe(true);
    }
    a.start();
    b.start();
    await until(() => provider.calls() >= 20);
    expect(provider.stored.size).toBe(0);
    provider.set({ status: 'accepted' });
    await until(() => provider.stored.size === 20, 10_000);
    a.stop();
    b.stop();
    expect(await redisA.run((client) => client.xLen('outbox-test:outbox'))).toBe(0);
    expect(await deadLetters(redisA)).toEqual([]);
  });

  it('parks what the provider refuses in the dead-letter list; a retry forwards it', async () => {
    const provider = recordingProvider();
    provider.set({ status: 'invalid', errors: { email: 'bad' } });
    const outbox = createOutbox({ redis: redisA, post: provider.post, log });
    await outbox.enqueue({
      key: 'key-refused',
      form: 'contact',
      path: '/v1/web/contact',
      body: '{}',
      clientIp: '',
    });
    await outbox.round();
    const parked = await deadLetters(redisA);
    expect(parked).toMatchObject([{ key: 'key-refused', form: 'contact', reason: 'invalid' }]);
    provider.set({ status: 'accepted' });
    expect(await retryDeadLetters(redisA)).toBe(1);
    await outbox.round();
    expect([...provider.stored.keys()]).toEqual(['key-refused']);
    expect(await deadLetters(redisA)).toEqual([]);
  });

  it('is off (the caller posts synchronously) when Redis does not persist its writes', async () => {
    const plain = await startTestRedis(PORT + 1);
    const redis = connectSharedRedis({ url: plain.url, prefix: 'outbox-test:' });
    try {
      await until(() => redis.state() === 'up');
      const outbox = createOutbox({ redis, post: recordingProvider().post, log });
      const written = await outbox.enqueue({
        key: 'key-volatile',
        form: 'newsletter',
        path: '/v1/web/subscribe-newsletter',
        body: '{}',
        clientIp: '',
      });
      expect(written).toBe(false);
    } finally {
      await redis.close();
      await plain.stop();
    }
  });
});
