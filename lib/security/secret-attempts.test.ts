import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkSecret,
  memorySecretLimiters,
  SECRET_FAILURES,
  SECRET_PROBE_S,
  secretAttempts,
} from './secret-attempts';

describe('wrong secrets per client', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('are checked at most once per probe interval past the limit; a success starts again', async () => {
    const attempts = secretAttempts(memorySecretLimiters());
    const guess = (client: string, right = false) => checkSecret(attempts, client, () => right);
    for (let i = 0; i < SECRET_FAILURES; i++) {
      expect(await guess('a')).toEqual({ ok: false, limited: false });
    }
    // Another client is not affected.
    expect(await guess('b', true)).toEqual({ ok: true });
    expect(await guess('a')).toEqual({ ok: false, limited: false });
    const limited = await guess('a', true);
    expect(limited).toMatchObject({ ok: false, limited: true });
    vi.advanceTimersByTime(SECRET_PROBE_S * 1000);
    expect(await guess('a', true)).toEqual({ ok: true });
    expect(await guess('a')).toEqual({ ok: false, limited: false });
  });
});
