import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../server/log';
import { bounded, connectSharedRedis, type SharedRedis } from './client';
import { hasRedis, startTestRedis, until, type TestRedis } from '@/test/redis';

const PORT = 5391;

/** Whether calls are skipped without reaching Redis (the breaker is open). */
const breakerOpen = (redis: SharedRedis) =>
  redis
    .run(() => Promise.resolve())
    .then(
      () => false,
      (error: Error) => /circuit open/.test(error.message),
    );

describe.skipIf(!hasRedis)('shared Redis connection (real redis-server)', () => {
  let server: TestRedis;
  let redis: SharedRedis;

  beforeAll(async () => {
    server = await startTestRedis(PORT);
    redis = connectSharedRedis({
      url: server.url,
      prefix: 'test:',
      breaker: { halfOpenAfterMs: 1_000 },
    });
    await until(() => redis.state() === 'up');
  });
  afterAll(async () => {
    await redis?.close();
    await server?.stop();
  });

  it('runs commands', async () => {
    await redis.run((client) => client.set('test:a', '1'));
    expect(await redis.run((client) => client.get('test:a'))).toBe('1');
  });

  it('bounds a call to a Redis that does not answer (100 ms): the bound ends it, not an answer', async () => {
    // Stopped until the test lets it go: only the bound can end the call, however busy the machine.
    process.kill(server.pid!, 'SIGSTOP');
    try {
      await expect(redis.run((client) => client.get('test:a'))).rejects.toThrow(
        /no answer within 100 ms/,
      );
    } finally {
      process.kill(server.pid!, 'SIGCONT');
    }
    // The stopped command completes later; the connection stays usable.
    expect(await redis.run((client) => client.get('test:a'))).toBe('1');
  });

  it('a healthy Redis on a busy event loop is never taken for a slow one', async () => {
    const error = vi.spyOn(logger(), 'error');
    for (let round = 0; round < 3; round++) {
      const calls = Array.from({ length: 5 }, () => redis.run((client) => client.ping(), 50));
      // A render holding the event loop for longer than the bound: Redis answered meanwhile.
      const until = Date.now() + 150;
      while (Date.now() < until);
      await expect(Promise.all(calls)).resolves.toEqual(Array(5).fill('PONG'));
    }
    expect(redis.state()).toBe('up');
    expect(
      error.mock.calls.filter(([fields]) => JSON.stringify(fields).includes('redis-down')),
    ).toEqual([]);
  });

  it('a first connection that takes its time is no outage: calls meanwhile never count', async () => {
    const error = vi.spyOn(logger(), 'error');
    // Nothing listens there yet: an instance whose handshake a busy machine holds up.
    const starting = connectSharedRedis({ url: `redis://127.0.0.1:${PORT + 2}`, prefix: 'test:' });
    let late: TestRedis | undefined;
    try {
      for (let i = 0; i < 15; i++) {
        await expect(starting.run((client) => client.ping())).rejects.toThrow(/unavailable/);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      late = await startTestRedis(PORT + 2);
      await until(() => starting.state() === 'up', 5_000);
      expect(await starting.run((client) => client.ping())).toBe('PONG');
      expect(
        error.mock.calls.filter(([fields]) => JSON.stringify(fields).includes('redis-down')),
      ).toEqual([]);
    } finally {
      await starting.close();
      await late?.stop();
    }
  });

  it('an error reply is Redis answering, never an outage (the outbox group created again at start-up)', async () => {
    const error = vi.spyOn(logger(), 'error');
    await redis.run((client) => client.xGroupCreate('test:outbox', 'g', '0', { MKSTREAM: true }));
    // A restarted instance: its first calls are BUSYGROUP, and few others yet to outweigh them.
    const restarted = connectSharedRedis({ url: server.url, prefix: 'test:' });
    try {
      await until(() => restarted.state() === 'up');
      for (let i = 0; i < 5; i++) {
        await expect(
          restarted.run((client) =>
            client.xGroupCreate('test:outbox', 'g', '0', { MKSTREAM: true }),
          ),
        ).rejects.toThrow(/BUSYGROUP/);
      }
      expect(await breakerOpen(restarted)).toBe(false);
      expect(restarted.state()).toBe('up');
      expect(
        error.mock.calls.filter(([fields]) => JSON.stringify(fields).includes('redis-down')),
      ).toEqual([]);
    } finally {
      await restarted.close();
    }
  });

  it('opens the breaker when Redis dies (logged once), skips it at once, and resumes when it is back', async () => {
    const error = vi.spyOn(logger(), 'error');
    const info = vi.spyOn(logger(), 'info');
    await server.stop({ kill: true, keepDir: true });
    // Failures outnumber the successes of the last two seconds: open.
    await until(async () => {
      await expect(redis.run((client) => client.get('test:a'))).rejects.toThrow();
      return redis.state() === 'down' && breakerOpen(redis);
    });
    const command = vi.fn((client: SharedRedis['client']) => client.get('test:a'));
    await expect(redis.run(command)).rejects.toThrow(/circuit open/);
    // Skipped at once: nothing was sent to Redis, so nothing waited for the 100 ms bound.
    expect(command).not.toHaveBeenCalled();
    const outages = error.mock.calls.filter(([fields]) =>
      JSON.stringify(fields).includes('redis-down'),
    );
    expect(outages).toHaveLength(1);

    server = await startTestRedis(PORT, { dir: server.dir });
    await until(async () => {
      await redis.run((client) => client.ping()).catch(() => undefined);
      return redis.state() === 'up';
    });
    await redis.run((client) => client.set('test:b', '2'));
    expect(await redis.run((client) => client.get('test:b'))).toBe('2');
    const recoveries = info.mock.calls.filter(([fields]) =>
      JSON.stringify(fields).includes('redis-up'),
    );
    expect(recoveries).toHaveLength(1);
  });
});

describe('bounded, on a fake clock', () => {
  // Its clock is performance.now(), faked with the timers; setImmediate stays real (the verdict
  // waits one turn of the loop for an answer already received).
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  /** Moves the clock on by `ms`, then lets one turn of the event loop pass. */
  async function advance(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** What `call` has come to so far: still waiting, its value, or its error's message. */
  function watch<T>(call: Promise<T>) {
    let verdict: { value: T } | { error: string } | 'waiting' = 'waiting';
    call.then(
      (value) => (verdict = { value }),
      (error: Error) => (verdict = { error: error.message }),
    );
    return () => verdict;
  }

  it('gives up on a call that has not answered when its bound is up, not a millisecond before', async () => {
    const verdict = watch(bounded(new Promise(() => undefined), 100));
    await advance(99);
    expect(verdict()).toBe('waiting');
    await advance(1);
    expect(verdict()).toEqual({ error: 'shared cache unavailable: no answer within 100 ms' });
  });

  it('passes on an answer that comes in time', async () => {
    const answer = new Promise((resolve) => setTimeout(resolve, 99, 'PONG'));
    const verdict = watch(bounded(answer, 100));
    await advance(99);
    expect(verdict()).toEqual({ value: 'PONG' });
  });
});
