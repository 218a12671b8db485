/**
 * Per-client rate limit of the form posts (FORM_RATE_LIMIT per minute): a sliding window of the
 * last posts' times per client, in memory, bounded in the number of clients it remembers.
 * One process holds its own counts; behind several processes each one limits separately.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export type RateLimiter = {
  hit(key: string): RateDecision;
  /** Clients currently remembered (for tests and bounds). */
  size(): number;
};

export function createRateLimiter({
  limit,
  windowMs = 60_000,
  maxClients = 10_000,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  maxClients?: number;
  now?: () => number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(time: number) {
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= time - windowMs) hits.delete(key);
    }
  }

  return {
    hit(key) {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const retryAfterMs = recent[0]! + windowMs - time;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      recent.push(time);
      // Re-inserting keeps the map in least-recently-seen order for eviction.
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxClients) {
        prune(time);
        while (hits.size > maxClients) hits.delete(hits.keys().next().value as string);
      }
      return { ok: true };
    },
    size: () => hits.size,
  };
}
