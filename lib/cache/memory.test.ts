import { describe, expect, it } from 'vitest';
import { createMemoryCache, storableHeaders } from './memory';

describe('createMemoryCache', () => {
  it('forgets an entry after its time to live, and everything a publish expires', () => {
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
    cache.expire();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.get('j')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('stores nothing rendered before the last publish (one during the render)', () => {
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10 });
    const entry = { headers: {}, body: Buffer.from('<html>old'), etag: '"a"' };
    const started = cache.generation();
    cache.expire();
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

  it('forgets the expired copy when its refresh stores nothing in time', () => {
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
  });

  it('after a publish, lets one request per page render the new version while the others get the old copy', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, refreshMs: 2000, now: () => time });
    cache.set('k', old);
    cache.set('j', old);
    time = 500;
    cache.expire();
    const started = cache.generation();
    expect(cache.get('k'), 'the first request after the publish renders').toBeUndefined();
    time = 600;
    expect(cache.get('k')?.body.toString(), 'the others meanwhile').toBe('<html>old');
    expect(cache.get('j'), 'each page has its own first request').toBeUndefined();
    cache.set('k', fresh, started);
    expect(cache.get('k')?.body.toString()).toBe('<html>new');
  });

  it('serves a copy a publish expired 2 s at most, however many publishes follow', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, refreshMs: 2000, now: () => time });
    cache.set('k', old);
    for (time = 0; time < 2000; time += 250) {
      // A publish every 250 ms, and no refresh ever ends.
      cache.expire();
      expect(cache.get('k'), `the refresh at ${time} ms`).toBeUndefined();
      expect(cache.get('k')?.body.toString(), `the others at ${time} ms`).toBe('<html>old');
    }
    time = 2000;
    expect(cache.get('k'), 'no copy older than the first publish and 2 s').toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('under publishes faster than a render, serves the newest page rendered, never as current', () => {
    let time = 0;
    const cache = createMemoryCache({ ttlMs: 2000, limit: 10, refreshMs: 2000, now: () => time });
    cache.set('k', old);
    let started = -1;
    for (let i = 0; i < 12; i += 1, time += 250) {
      // A publish every 250 ms: each refresh ends just after the next publish.
      cache.expire();
      const overtaken = { headers: {}, body: Buffer.from(`<html>v${i}`), etag: `"${i}"` };
      if (started >= 0) cache.set('k', overtaken, started);
      started = cache.generation();
      expect(cache.get('k'), `a request renders the newest version at ${time} ms`).toBeUndefined();
      const seen = cache.get('k')?.body.toString();
      expect(seen, `the others at ${time} ms`).toBe(i === 0 ? '<html>old' : `<html>v${i}`);
    }
    // An answer older than the copy never replaces it; the last publish's render is current.
    cache.set('k', old, 0);
    expect(cache.get('k')?.body.toString()).toBe('<html>v11');
    cache.set('k', fresh, started);
    time += 100;
    expect(cache.get('k')?.body.toString()).toBe('<html>new');
    expect(cache.get('k')?.body.toString(), 'current: no refresh').toBe('<html>new');
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
