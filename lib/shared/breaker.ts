/**
 * A circuit breaker for the shared Redis: after `failures` failed calls in a row it opens, and for
 * `openMs` every call is skipped at once (the caller uses its local fallback); then one call is let
 * through as a probe. The probe's success closes it, its failure opens it again for `openMs`.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export type Breaker = {
  /** Whether a call may go to Redis now (in half-open state: only the one probe). */
  allow(): boolean;
  success(): void;
  failure(): void;
  state(): BreakerState;
};

export function createBreaker({
  failures = 3,
  openMs = 3_000,
  now = Date.now,
  onOpen = () => undefined,
  onClose = () => undefined,
}: {
  failures?: number;
  openMs?: number;
  now?: () => number;
  /** Called when the breaker opens after being closed (not on a failed probe): log it once. */
  onOpen?: () => void;
  /** Called when a probe succeeds after an outage. */
  onClose?: () => void;
} = {}): Breaker {
  let failed = 0;
  let openUntil = 0;
  let open = false;
  let probing = false;

  return {
    allow() {
      if (!open) return true;
      if (probing || now() < openUntil) return false;
      probing = true;
      return true;
    },
    success() {
      failed = 0;
      probing = false;
      if (open) {
        open = false;
        onClose();
      }
    },
    failure() {
      probing = false;
      failed += 1;
      if (open) {
        openUntil = now() + openMs;
        return;
      }
      if (failed >= failures) {
        open = true;
        openUntil = now() + openMs;
        onOpen();
      }
    },
    state() {
      if (!open) return 'closed';
      return probing || now() >= openUntil ? 'half-open' : 'open';
    },
  };
}
