import { createDefaultCacheHandler } from 'next/dist/server/lib/cache-handlers/default';
import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserialize, serialize } from './page-cache-handler';
import { connectSharedRedis, type SharedRedis } from '../redis/client';
import { createSharedTags, type SharedTags } from './tags';
import { hasRedis, startTestRedis, until, type TestRedis } from '../redis/test-redis';
import { createSharedUseCacheHandler, decodeEntry, encodeEntry } from './use-cache-handler';

const PORT = 5392;

type Instance = { redis: SharedRedis; tags: SharedTags; handler: CacheHandler };

function instance(url: string): Instance {
  const redis = connectSharedRedis({ url, prefix: 'uc-test:', breaker: { halfOpenAfterMs: 200 } });
  const tags = createSharedTags(redis);
  const handler = createSharedUseCacheHandler({
    redis,
    tags,
    local: createDefaultCacheHandler(1024 * 1024),
  });
  return { redis, tags, handler };
}

function entry(text: string, tags: string[], timestamp = Date.now()): CacheEntry {
  return {
    value: new Response(text).body!,
    tags,
    stale: 0,
    timestamp,
    expire: 3600,
    revalidate: 3600,
  };
}

const text = async (found: CacheEntry | undefined) =>
  found ? new Response(found.value).text() : undefined;

describe('entry encoding', () => {
  it('round-trips metadata and bytes', () => {
    const meta = { tags: ['a'], stale: 1, timestamp: 2, expire: 3, revalidate: 4 };
    const decoded = decodeEntry(encodeEntry(meta, new Uint8Array([1, 2, 3])));
    expect(decoded?.meta).toEqual(meta);
    expect([...decoded!.value]).toEqual([1, 2, 3]);
    expect(decodeEntry(Buffer.from('garbage'))).toBeNull();
  });

  it('keeps Buffers and Maps of a rendered page', () => {
    const page = {
      html: '<p>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map([['/a', Buffer.from('s')]]),
    };
    const back = deserialize(serialize(page)) as typeof page;
    expect(back.rscData.toString()).toBe('rsc');
    expect(back.segmentData.get('/a')?.toString()).toBe('s');
  });
});

describe.skipIf(!hasRedis)("'use cache' handler shared through Redis (real redis-server)", () => {
  let server: TestRedis;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    server = await startTestRedis(PORT);
    a = instance(server.url);
    b = instance(server.url);
    await until(() => a.redis.state() === 'up' && b.redis.state() === 'up');
    // Let both subscriptions settle.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    await a?.redis.close();
    await b?.redis.close();
    await server?.stop();
  });

  it('an entry one instance stored is served by another (its own memory is empty)', async () => {
    await a.handler.set('k1', Promise.resolve(entry('from A', ['page:en:/x'])));
    expect(await text(await b.handler.get('k1', []))).toBe('from A');
    // Then kept in B's memory: found with Redis out of the way too.
    expect(await text(await b.handler.get('k1', []))).toBe('from A');
  });

  it('a publish on one instance expires the tag on the others within a second', async () => {
    await a.handler.set('k2', Promise.resolve(entry('old', ['page:en:/y'])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const published = Date.now();
    await a.handler.updateTags(['page:en:/y']);
    await until(() => b.tags.expiration(['page:en:/y']) >= published, 1_000);
    expect(await b.handler.getExpiration(['page:en:/y'])).toBeGreaterThanOrEqual(published);
    expect(await b.handler.get('k2', [])).toBeUndefined();
  });

  it('a second publish of the same page soon after the first reaches the others too', async () => {
    await a.handler.updateTags(['page:en:/twice']);
    await until(() => b.tags.expiration(['page:en:/twice']) > 0, 1_000);
    // An editor publishes a quick fix: B rendered the first version in between.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rendered = Date.now();
    await b.handler.set('k4', Promise.resolve(entry('first fix', ['page:en:/twice'], rendered)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = Date.now();
    await a.handler.updateTags(['page:en:/twice']);
    await until(() => b.tags.expiration(['page:en:/twice']) >= second, 1_000);
    expect(await b.handler.get('k4', [])).toBeUndefined();
  });

  it('a render that started before a publish is never served after it, on any instance', async () => {
    const startedBefore = Date.now() - 50;
    await b.handler.updateTags(['page:en:/z']);
    await until(() => a.tags.expiration(['page:en:/z']) > startedBefore, 1_000);
    // The late render finishes on A after the publish announced by B.
    await a.handler.set('k3', Promise.resolve(entry('late', ['page:en:/z'], startedBefore)));
    expect(await b.handler.get('k3', [])).toBeUndefined();
    expect(await a.handler.get('k3', [])).toBeUndefined();
  });

  it('catches up with a publish it missed (sync of the shared hash)', async () => {
    const at = Date.now() + 1;
    await a.redis.run((client) => client.hSet('uc-test:tags', 'page:en:/missed', String(at)));
    await b.tags.sync(true);
    expect(b.tags.expiration(['page:en:/missed'])).toBe(at);
  });

  it('with Redis down: local memory only, no call waits, and sharing resumes when it is back', async () => {
    await server.stop({ kill: true, keepDir: true });
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      await a.handler.set(`down${i}`, Promise.resolve(entry(`local ${i}`, ['t:down'])));
      expect(await text(await a.handler.get(`down${i}`, []))).toBe(`local ${i}`);
      expect(await b.handler.get(`down${i}`, [])).toBeUndefined();
    }
    expect(performance.now() - started).toBeLessThan(1_000);
    server = await startTestRedis(PORT, { dir: server.dir });
    await until(async () => {
      await a.handler.set('back', Promise.resolve(entry('shared again', ['t:back'])));
      return (await text(await b.handler.get('back', []))) === 'shared again';
    }, 5_000);
  });
});
