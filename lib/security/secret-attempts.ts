import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Wrong guesses of a secret (the editor token, DRAFT_SECRET, a preview link's signature, the
 * webhook's REVALIDATE_SECRET), limited per client: a client may fail FAILURES times in WINDOW;
 * beyond that its attempts are checked at most once per PROBE (the others answer 429 unchecked),
 * so a guesser gets a few tries a minute while the right secret still gets through on the next
 * checked attempt (an editor behind the same address as a guesser is slowed, never locked out).
 * A success forgets the client's failures. Counts live in rate-limiter-flexible's stores, which
 * expire their keys (memory: per process; Redis: shared by the instances, lib/security/secret-attempts-redis.ts).
 */
export const SECRET_FAILURES = 10;
export const SECRET_WINDOW_S = 15 * 60;
export const SECRET_PROBE_S = 10;

export type Admission = { ok: true } | { ok: false; retryAfterSeconds: number };

export type SecretAttempts = {
  /** Whether this client's secret may be checked now; if not, answer 429 with Retry-After. */
  admit(client: string): Promise<Admission>;
  failed(client: string): Promise<void>;
  succeeded(client: string): Promise<void>;
};

export type SecretLimiters = { failures: RateLimiterAbstract; probes: RateLimiterAbstract };

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
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)),
        };
      }
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

/**
 * Runs one secret check under the limit: 'limited' (answer 429, the secret was not looked at),
 * else whether `check` held, with the outcome counted.
 */
export type SecretCheck =
  | { ok: true }
  | { ok: false; limited: false }
  | { ok: false; limited: true; retryAfterSeconds: number };

export async function checkSecret(
  attempts: SecretAttempts,
  client: string,
  check: () => boolean,
): Promise<SecretCheck> {
  const admission = await attempts.admit(client);
  if (!admission.ok) {
    return { ok: false, limited: true, retryAfterSeconds: admission.retryAfterSeconds };
  }
  if (check()) {
    await attempts.succeeded(client);
    return { ok: true };
  }
  await attempts.failed(client);
  return { ok: false, limited: false };
}
