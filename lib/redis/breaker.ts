import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  handleWhen,
  SamplingBreaker,
} from 'cockatiel';

/**
 * The circuit breaker of the shared Redis, on cockatiel's: it opens when more than `threshold` of
 * the calls over the last `windowMs` failed (and at least `minimumRps` calls a second were made),
 * never on a few slow answers among many; while open every call is skipped at once (the caller
 * uses its local fallback); after `halfOpenAfterMs` one call probes Redis, the others wait for it.
 * An outage is reported once (`onOpen`), however many probes fail, and so is the recovery.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export type Breaker = {
  /** Runs `call` through the breaker; throws BrokenCircuitError while it is open. */
  execute<T>(call: () => Promise<T>): Promise<T>;
  state(): BreakerState;
};

export { BrokenCircuitError };

export function createBreaker({
  threshold = 0.5,
  windowMs = 2_000,
  minimumRps = 1,
  halfOpenAfterMs = 3_000,
  isFailure = () => true,
  onOpen = () => undefined,
  onClose = () => undefined,
}: {
  threshold?: number;
  windowMs?: number;
  minimumRps?: number;
  halfOpenAfterMs?: number;
  /** Whether an error a call threw counts against Redis (else it passes through, as an answer). */
  isFailure?: (error: Error) => boolean;
  /** Called when the breaker opens after being closed (not on a failed probe): log it once. */
  onOpen?: () => void;
  /** Called when a probe succeeds after an outage. */
  onClose?: () => void;
} = {}): Breaker {
  const policy = circuitBreaker(handleWhen(isFailure), {
    halfOpenAfter: halfOpenAfterMs,
    breaker: new SamplingBreaker({ threshold, duration: windowMs, minimumRps }),
  });
  let down = false;
  policy.onBreak(() => {
    if (down) return;
    down = true;
    onOpen();
  });
  policy.onReset(() => {
    if (!down) return;
    down = false;
    onClose();
  });
  return {
    execute: (call) => policy.execute(call),
    state() {
      switch (policy.state) {
        case CircuitState.Closed:
          return 'closed';
        case CircuitState.HalfOpen:
          return 'half-open';
        default:
          return 'open';
      }
    },
  };
}
