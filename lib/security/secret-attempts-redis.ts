import { RateLimiterRedis } from 'rate-limiter-flexible';
import {
  memorySecretLimiters,
  SECRET_FAILURES,
  SECRET_PROBE_S,
  SECRET_WINDOW_S,
  secretAttempts,
  type SecretAttempts,
} from './secret-attempts';
import { sharedRedis, type SharedRedis } from '../redis/client';

/**
 * The site's limit on wrong secrets (lib/security/secret-attempts.ts), one per secret: with
 * REDIS_URL counted in Redis by every instance (a guesser cannot multiply its tries by the number
 * of instances), with this process's counts as the fallback while Redis is unavailable.
 */
export function sharedSecretAttempts(redis: SharedRedis, kind: string): SecretAttempts {
  const local = secretAttempts(memorySecretLimiters());
  const store = (name: string, points: number, duration: number) =>
    new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: `${redis.prefix}secret-${name}:${kind}`,
      points,
      duration,
    });
  const shared = secretAttempts({
    failures: store('failures', SECRET_FAILURES, SECRET_WINDOW_S),
    probes: store('probes', 1, SECRET_PROBE_S),
  });
  // Counted in Redis, else (breaker open, no answer in time) in this process.
  const either = <T>(call: (attempts: SecretAttempts) => Promise<T>) =>
    redis.run(() => call(shared)).catch(() => call(local));
  return {
    admit: (client) => either((attempts) => attempts.admit(client)),
    limited: (client) => either((attempts) => attempts.limited(client)),
    failed: (client) => either((attempts) => attempts.failed(client)),
    succeeded: (client) => either((attempts) => attempts.succeeded(client)),
  };
}

const KEY = Symbol.for('venue-site.secret-attempts');

/** This process's limit on wrong guesses of one secret (`draft`, `revalidate`). */
export function secretAttemptsFor(kind: string): SecretAttempts {
  const registry = ((globalThis as { [KEY]?: Map<string, SecretAttempts> })[KEY] ??= new Map());
  let attempts = registry.get(kind);
  if (!attempts) {
    const redis = sharedRedis();
    attempts = redis ? sharedSecretAttempts(redis, kind) : secretAttempts(memorySecretLimiters());
    registry.set(kind, attempts);
  }
  return attempts;
}
