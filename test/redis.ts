// Test helper: a real redis-server per test file (scripts/lib/redis-server.mjs), or a skip when the
// binary is missing (it is installed by scripts/ensure-system.mjs, here and in CI).
import { redisAvailable, startRedis, type RunningRedis } from '../scripts/lib/redis-server.mjs';
import type { SharedRedis } from '../lib/redis/client';

export type TestRedis = RunningRedis;

export const hasRedis: boolean = redisAvailable();

export const startTestRedis = (
  port: number,
  options: { dir?: string; appendonly?: boolean } = {},
): Promise<TestRedis> => startRedis({ port, ...options });

/** Resolves once `check` holds, polling; rejects after `timeoutMs` (a hang guard: 30 s by default). */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * `redis`, noting why each of its calls failed: at once (not connected, circuit open), or at its
 * bound ("no answer within"): whether a call waited for a dead Redis, whatever the machine's load.
 */
export function noteFailures(redis: SharedRedis): SharedRedis & { failures: string[] } {
  const failures: string[] = [];
  const note = <T>(call: Promise<T>) =>
    call.catch((error: Error) => {
      failures.push(error.message);
      throw error;
    });
  return {
    ...redis,
    failures,
    run: (command, ms) => note(redis.run(command, ms)),
    runBinary: (command, ms) => note(redis.runBinary(command, ms)),
  };
}

/** The failures of calls that waited their whole bound for an answer. */
export const waitedForAnswer = (failures: string[]) =>
  failures.filter((message) => /no answer within/.test(message));
