import { timingSafeEqual } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Wrong guesses of a secret (the editor token, DRAFT_SECRET, a preview link's signature, the
 * webhook's REVALIDATE_SECRET), limited per client: a client may fail FAILURES times in WINDOW;
 * beyond that it is answered 429. Counts live in rate-limiter-flexible's stores, which expire their
 * keys (memory: per process; Redis: shared by the instances, lib/security/secret-attempts-redis.ts).
 *
 * Each client's attempts go in two lanes, by whether the secret presented begins with the right
 * one's first characters (NEAR_PREFIX): a guesser's flood is all but never "near", so it locks its
 * address's far lane only, and the right secret, near by definition, still gets in from the same
 * address (an editor behind the guesser's NAT). A near attempt over its own limit is checked once
 * per PROBE at most. A wrong attempt is answered alike in both lanes (429 once the far lane is
 * locked), so the answers never tell a guesser it has found the first characters; a success
 * forgets the near lane's failures only.
 */
export const SECRET_FAILURES = 10;
export const SECRET_WINDOW_S = 15 * 60;
export const SECRET_PROBE_S = 10;

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number };

export type SecretAttempts = {
  /** Whether this client's secret may be checked now; if not, answer 429 with Retry-After. */
  admit(client: string): Promise<Admission>;
  /** Whether this client is over its limit of failures (nothing consumed). */
  limited(client: string): Promise<Admission>;
  failed(client: string): Promise<void>;
  succeeded(client: string): Promise<void>;
};

export type SecretLimiters = { failures: RateLimiterAbstract; probes: RateLimiterAbstract };

const refusedFor = (ms: number): Admission => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

export function secretAttempts(
  { failures, probes }: SecretLimiters,
  limit: number = SECRET_FAILURES,
): SecretAttempts {
  return {
    async admit(client) {
      const counted = await failures.get(client);
      if (!counted || counted.consumedPoints < limit) return { ok: true };
      try {
        await probes.consume(client);
        return { ok: true };
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes)) throw refused;
        return refusedFor(refused.msBeforeNext);
      }
    },
    async limited(client) {
      const counted = await failures.get(client);
      if (!counted || counted.consumedPoints < limit) return { ok: true };
      return refusedFor(counted.msBeforeNext);
    },
    async failed(client) {
      await failures.penalty(client, 1);
    },
    async succeeded(client) {
      await Promise.all([failures.delete(client), probes.delete(client)]);
    },
  };
}

/** The limiters of one process (the embedded provider; the site without REDIS_URL). */
export function memorySecretLimiters(): SecretLimiters {
  return {
    failures: new RateLimiterMemory({ points: SECRET_FAILURES, duration: SECRET_WINDOW_S }),
    probes: new RateLimiterMemory({ points: 1, duration: SECRET_PROBE_S }),
  };
}

/** How many first characters of the secret make an attempt "near". */
export const NEAR_PREFIX = 4;

/** Whether `presented` begins with the first characters of `expected` (constant time). */
export function isNear(presented: string | null | undefined, expected: string | undefined) {
  if (!presented || !expected) return false;
  const length = Math.min(NEAR_PREFIX, expected.length);
  const a = Buffer.from(presented).subarray(0, length);
  const b = Buffer.from(expected).subarray(0, length);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Runs one secret check under the limit: 'limited' (answer 429), else whether `check` held, with
 * the outcome counted. `presented` and `expected` pick the lane; `check` is the real comparison.
 */
export type SecretCheck =
  | { ok: true }
  | { ok: false; limited: false }
  | { ok: false; limited: true; retryAfterSeconds: number };

export async function checkSecret(
  attempts: SecretAttempts,
  client: string,
  { presented, expected }: { presented: string | null | undefined; expected: string | undefined },
  check: () => boolean,
): Promise<SecretCheck> {
  // A wrong secret, in either lane, is answered as the address's far lane stood before it.
  const locked = await attempts.limited(client);
  const wrong: SecretCheck = locked.ok
    ? { ok: false, limited: false }
    : { ok: false, limited: true, retryAfterSeconds: locked.retryAfterSeconds };
  if (!isNear(presented, expected)) {
    // Wrong whatever follows: counted against the address, never compared.
    if (locked.ok) await attempts.failed(client);
    return wrong;
  }
  const near = `${client} near`;
  const admission = await attempts.admit(near);
  if (!admission.ok) {
    return { ok: false, limited: true, retryAfterSeconds: admission.retryAfterSeconds };
  }
  if (check()) {
    await attempts.succeeded(near);
    return { ok: true };
  }
  await attempts.failed(near);
  return wrong;
}
