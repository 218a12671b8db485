import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../server/log';
import { connectSharedRedis, type SharedRedis } from './client';
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

  it('bounds a call to a Redis that does not answer (≤ 100 ms)', async () => {
    const pauser = createClient({ url: server.url });
    await pauser.connect();
    await pauser.sendCommand(['CLIENT', 'PAUSE', '400', 'ALL']);
    const started = Date.now();
    await expect(redis.run((client) => client.get('test:a'))).rejects.toThrow(/within 100 ms/);
    // 100 ms of Redis's time: plus, at most, what this busy test process held the loop for.
    expect(Date.now() - started).toBeLessThan(1_100);
    await pauser.close();
    // The paused command completes later; the connection stays usable.
    await new Promise((resolve) => setTimeout(resolve, 450));
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
    const started = performance.now();
    await expect(redis.run((client) => client.get('test:a'))).rejects.toThrow(/circuit open/);
    // Far below the 100 ms bound: nothing was sent to Redis.
    expect(performance.now() - started).toBeLessThan(50);
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
