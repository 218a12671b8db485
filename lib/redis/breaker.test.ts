import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrokenCircuitError, createBreaker } from './breaker';

const ok = () => Promise.resolve('ok');
const fail = () => Promise.reject(new Error('no answer'));

describe('circuit breaker (cockatiel, sampled over a window)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('a few failures among many successes never open it', async () => {
    const events: string[] = [];
    const breaker = createBreaker({ onOpen: () => events.push('open') });
    for (let second = 0; second < 20; second++) {
      for (let i = 0; i < 50; i++) await breaker.execute(ok);
      // Three slow answers in a row, every second: what tripped the old breaker under load.
      for (let i = 0; i < 3; i++) await breaker.execute(fail).catch(() => undefined);
      vi.advanceTimersByTime(1_000);
    }
    expect(breaker.state()).toBe('closed');
    expect(events).toEqual([]);
  });

  it('opens when most calls in the window fail, skips calls, probes after the pause, reports once', async () => {
    const events: string[] = [];
    const breaker = createBreaker({
      halfOpenAfterMs: 1_000,
      onOpen: () => events.push('open'),
      onClose: () => events.push('close'),
    });
    for (let i = 0; i < 5; i++) await breaker.execute(fail).catch(() => undefined);
    expect(breaker.state()).toBe('open');
    await expect(breaker.execute(ok)).rejects.toBeInstanceOf(BrokenCircuitError);
    // A failed probe opens it again without a second report.
    vi.advanceTimersByTime(1_000);
    await breaker.execute(fail).catch(() => undefined);
    expect(breaker.state()).toBe('open');
    vi.advanceTimersByTime(1_000);
    expect(await breaker.execute(ok)).toBe('ok');
    expect(breaker.state()).toBe('closed');
    expect(events).toEqual(['open', 'close']);
  });

  it('with little traffic, a dead Redis still opens it within the window (the 1 s ping)', async () => {
    const breaker = createBreaker();
    await breaker.execute(fail).catch(() => undefined);
    vi.advanceTimersByTime(1_000);
    expect(breaker.state()).toBe('closed');
    await breaker.execute(fail).catch(() => undefined);
    expect(breaker.state()).toBe('open');
  });
});
