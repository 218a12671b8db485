import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '@/lib/redis/client';
import type { IdempotencyStore, RememberedPost } from './idempotency';
import type { RateDecision } from './rate-limit';

/**
 * The forms' rate limit and idempotency memory shared by every instance through Redis (REDIS_URL),
 * each with a per-instance fallback used while Redis is unavailable (breaker open, not connected,
 * no answer within the bound): the limit then counts per instance, as without Redis, rather than
 * refusing or accepting everything.
 */
export type AsyncRateLimiter = { hit(key: string): Promise<RateDecision> };

const decision = (result: RateLimiterRes, limited: boolean): RateDecision =>
  limited
    ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) }
    : { ok: true };

/**
 * FORM_RATE_LIMIT posts per window and client address, counted in Redis (a fixed window per key:
 * rate-limiter-flexible's RateLimiterRedis), with a RateLimiterMemory as its insurance.
 */
export function createSharedRateLimiter({
  redis,
  limit,
  windowMs = 60_000,
}: {
  redis: SharedRedis;
  limit: number;
  windowMs?: number;
}): AsyncRateLimiter & { local: RateLimiterMemory } {
  const duration = Math.max(1, Math.round(windowMs / 1000));
  const local = new RateLimiterMemory({ points: limit, duration });
  const shared = new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `${redis.prefix}forms-rate`,
    points: limit,
    duration,
    insuranceLimiter: local,
  });
  const consume = async (limiter: RateLimiterMemory | RateLimiterRedis, key: string) => {
    try {
      return decision(await limiter.consume(key), false);
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return decision(refused, true);
      throw refused;
    }
  };
  return {
    local,
    async hit(key) {
      try {
        return await redis.run(() => consume(shared, key));
      } catch {
        return consume(local, key);
      }
    },
  };
}

/** Accepted posts per (form, Idempotency-Key) in Redis for their ttl, and in `local` as well. */
export function createSharedIdempotencyStore(
  redis: SharedRedis,
  local: IdempotencyStore,
): IdempotencyStore {
  const key = (slot: string) => `${redis.prefix}idempotency:${slot}`;
  return {
    async get(slot) {
      try {
        const stored = await redis.run((client) => client.get(key(slot)));
        if (stored) return JSON.parse(stored) as RememberedPost;
      } catch {
        // Redis unavailable: what this instance remembers.
      }
      return local.get(slot);
    },
    async set(slot, value, ttlMs) {
      await local.set(slot, value, ttlMs);
      await redis
        .run((client) =>
          client.set(key(slot), JSON.stringify(value), {
            expiration: { type: 'PX', value: ttlMs },
          }),
        )
        .catch(() => undefined);
    },
  };
}
