import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('per-client rate limit', () => {
  it('allows the limit per minute, then refuses with the seconds to wait', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 3, now: c.now });
    expect(limiter.hit('a')).toEqual({ ok: true });
    c.advance(10_000);
    expect(limiter.hit('a')).toEqual({ ok: true });
    expect(limiter.hit('a')).toEqual({ ok: true });
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 50 });
  });

  it('counts each client on its own', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, now: c.now });
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('b').ok).toBe(true);
    expect(limiter.hit('a').ok).toBe(false);
  });

  it('slides: a post leaves the window a minute after it was made', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 2, now: c.now });
    limiter.hit('a');
    c.advance(30_000);
    limiter.hit('a');
    expect(limiter.hit('a').ok).toBe(false);
    c.advance(30_001);
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('a').ok).toBe(false);
  });

  it('does not count refused posts, so a client is not locked out for longer', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 1, now: c.now });
    limiter.hit('a');
    for (let i = 0; i < 10; i++) limiter.hit('a');
    c.advance(60_001);
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('remembers a bounded number of clients', () => {
    const c = clock();
    const limiter = createRateLimiter({ limit: 5, maxClients: 100, now: c.now });
    for (let i = 0; i < 1000; i++) limiter.hit(`client-${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(100);
  });
});
