/**
 * What the form handler remembers about an `Idempotency-Key`: only that a post was accepted (and a
 * digest of what was posted), for a day. Failures and timeouts are never remembered, so a retry
 * with the same key posts again and the provider, which dedupes by the same key, stores it once.
 *
 * The store is an interface so a shared one (Redis: `SET slot value PX ttl`, `GET slot`) can
 * replace the in-memory one when the site runs in more than one process.
 */

/**
 * 8–100 letters, digits, `-` or `_`: a UUID fits, nothing could smuggle a header, and the provider
 * contract's limit (an opaque string of at most 100 characters) holds for what is forwarded.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_MAX_ENTRIES = 10_000;

export type RememberedPost = {
  outcome: 'accepted';
  /** A digest of the payload that was accepted under this key. */
  fingerprint: string;
};

export interface IdempotencyStore {
  get(slot: string): Promise<RememberedPost | undefined>;
  set(slot: string, value: RememberedPost, ttlMs: number): Promise<void>;
}

/**
 * A bounded in-memory store: entries expire after their ttl, and beyond `maxEntries` the oldest
 * go first (a Map keeps insertion order).
 */
export function createMemoryIdempotencyStore({
  maxEntries = IDEMPOTENCY_MAX_ENTRIES,
  now = Date.now,
}: { maxEntries?: number; now?: () => number } = {}): IdempotencyStore & { size(): number } {
  const entries = new Map<string, { value: RememberedPost; expires: number }>();
  return {
    async get(slot) {
      const entry = entries.get(slot);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(slot);
        return undefined;
      }
      return entry.value;
    },
    async set(slot, value, ttlMs) {
      entries.delete(slot);
      entries.set(slot, { value, expires: now() + ttlMs });
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && entry.expires > now()) break;
        entries.delete(oldest);
      }
    },
    size: () => entries.size,
  };
}
