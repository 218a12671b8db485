// Test helper: a real redis-server per test file (scripts/lib/redis-server.mjs), or a skip when the
// binary is missing (it is installed by scripts/ensure-system.mjs, here and in CI).
import { redisAvailable, startRedis, type RunningRedis } from '../scripts/lib/redis-server.mjs';

export type TestRedis = RunningRedis;

export const hasRedis: boolean = redisAvailable();

export const startTestRedis = (
  port: number,
  options: { dir?: string; appendonly?: boolean } = {},
): Promise<TestRedis> => startRedis({ port, ...options });

/** Resolves once `check` holds, polling; rejects after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
