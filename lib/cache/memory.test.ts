import { describe, expect, it } from 'vitest';
import { createMemoryCache, isInternalHeader, storableHeaders } from './memory';

describe('createMemoryCache', () => {
  it('forgets an entry after its time to live, and everything on clear', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, now: () => time });
    const entry = { headers: {}, body: Buffer.from('<html>'), etag: '"a"' };
    cache.set('k', entry);
    cache.set('j', entry);
    time = 1999;
    expect(cache.get('k')?.body.toString()).toBe('<html>');
    time = 2000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', entry);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('stores nothing rendered before the last clear (a publish during the render)', () => {
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10 });
    const entry = { headers: {}, body: Buffer.from('<html>old'), etag: '"a"' };
    const started = cache.generation();
    cache.clear();
    cache.set('k', entry, started);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', entry, cache.generation());
    expect(cache.get('k')?.body.toString()).toBe('<html>old');
  });
});

describe('createMemoryCache refreshing an expired entry once', () => {
  const old = { headers: {}, body: Buffer.from('<html>old'), etag: '"a"' };
  const fresh = { headers: {}, body: Buffer.from('<html>new'), etag: '"b"' };

  it('lets one request refresh it and gives the others the expired copy until it has stored', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, refreshMs: 2000, now: () => time });
    cache.set('k', old);
    time = 2000;
    expect(cache.get('k'), 'the first request after expiry refreshes').toBeUndefined();
    time = 2100;
    expect(cache.get('k')?.body.toString(), 'the others meanwhile').toBe('<html>old');
    cache.set('k', fresh);
    expect(cache.get('k')?.body.toString()).toBe('<html>new');
  });

  it('forgets the expired copy when its refresh stores nothing in time, and on clear', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, refreshMs: 2000, now: () => time });
    cache.set('k', old);
    time = 2000;
    expect(cache.get('k')).toBeUndefined();
    time = 4000;
    expect(cache.get('k'), 'the refresh failed: no copy older than its window').toBeUndefined();
    expect(cache.size()).toBe(0);
    cache.set('k', old);
    time = 6000;
    expect(cache.get('k')).toBeUndefined();
    cache.clear();
    expect(cache.get('k'), 'a publish leaves no expired copy to serve').toBeUndefined();
  });

  it('without refreshMs, lets every request through once the entry expired', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, now: () => time });
    cache.set('k', old);
    time = 2000;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('createMemoryCache bounded by bytes', () => {
  const page = (size: number) => ({ headers: {}, body: Buffer.alloc(size), etag: undefined });

  it('evicts the oldest entries to stay under its byte budget', () => {
    const cache = createMemoryCache({ ttlMs: 2000, maxBytes: 1000, limit: 100 });
    cache.set('a', page(400));
    cache.set('b', page(400));
    cache.set('c', page(400));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes()).toBe(800);
    cache.set('b', page(100));
    expect(cache.bytes()).toBe(500);
  });

  it('never keeps an answer larger than the whole budget', () => {
    const cache = createMemoryCache({ ttlMs: 2000, maxBytes: 1000, limit: 100 });
    cache.set('big', page(1001));
    expect(cache.size()).toBe(0);
    expect(cache.bytes()).toBe(0);
  });
});

describe('storableHeaders', () => {
  it('drops the headers of one connection', () => {
    expect(
      storableHeaders({
        date: 'x',
        connection: 'keep-alive',
        etag: '"a"',
        'x-middleware-rewrite': '/en',
      }),
    ).toEqual({ etag: '"a"' });
    // Each answer carries its own request's id, not the one of the request that rendered it.
    expect(storableHeaders({ 'X-Request-Id': 'abc', etag: '"a"' })).toEqual({ etag: '"a"' });
  });
});

describe('isInternalHeader', () => {
  it("recognises Next's routing and cache headers only", () => {
    for (const name of ['x-middleware-rewrite', 'x-nextjs-cache', 'X-NextJS-Prerender']) {
      expect(isInternalHeader(name)).toBe(true);
    }
    for (const name of ['x-content-type-options', 'x-frame-options', 'vary']) {
      expect(isInternalHeader(name)).toBe(false);
    }
  });
});
