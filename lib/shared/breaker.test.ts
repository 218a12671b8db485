import { describe, expect, it } from 'vitest';
import { createBreaker } from './breaker';

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('circuit breaker', () => {
  it('opens after the failures in a row, skips calls, then lets one probe through', () => {
    const c = clock();
    const events: string[] = [];
    const breaker = createBreaker({
      failures: 2,
      openMs: 1_000,
      now: c.now,
      onOpen: () => events.push('open'),
      onClose: () => events.push('close'),
    });
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('closed');
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.allow()).toBe(false);
    c.advance(999);
    expect(breaker.allow()).toBe(false);
    c.advance(1);
    expect(breaker.allow()).toBe(true);
    // Only one probe at a time.
    expect(breaker.allow()).toBe(false);
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(events).toEqual(['open', 'close']);
  });

  it('a failed probe opens it again without logging the outage twice', () => {
    const c = clock();
    let opened = 0;
    const breaker = createBreaker({ failures: 1, openMs: 500, now: c.now, onOpen: () => opened++ });
    breaker.failure();
    c.advance(500);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.allow()).toBe(false);
    c.advance(500);
    expect(breaker.allow()).toBe(true);
    expect(opened).toBe(1);
  });

  it('a success resets the count of failures', () => {
    const breaker = createBreaker({ failures: 2 });
    breaker.failure();
    breaker.success();
    breaker.failure();
    expect(breaker.state()).toBe('closed');
  });
});
