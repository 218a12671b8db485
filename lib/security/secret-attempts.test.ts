import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkSecret,
  isNear,
  memorySecretLimiters,
  SECRET_FAILURES,
  SECRET_PROBE_S,
  secretAttempts,
} from './secret-attempts';

const SECRET = 'Zq3xVb0p8yWdM1cR6tLk2nHs';

describe('wrong secrets per client', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  const guesser = () => {
    const attempts = secretAttempts(memorySecretLimiters());
    return (client: string, presented: string) =>
      checkSecret(attempts, client, { presented, expected: SECRET }, () => presented === SECRET);
  };
  const randomGuess = () => randomBytes(18).toString('base64url');

  it('answer 429 past the limit, per client', async () => {
    const guess = guesser();
    for (let i = 0; i < SECRET_FAILURES; i++) {
      expect(await guess('a', randomGuess())).toEqual({ ok: false, limited: false });
    }
    expect(await guess('a', randomGuess())).toMatchObject({ ok: false, limited: true });
    // Another client is not affected.
    expect(await guess('b', randomGuess())).toEqual({ ok: false, limited: false });
    expect(await guess('b', SECRET)).toEqual({ ok: true });
  });

  it('let the right secret in during a flood of wrong ones from the same address', async () => {
    const guess = guesser();
    let limited = 0;
    for (let i = 0; i < 2_000; i++) {
      const answer = await guess('a', randomGuess());
      expect(answer.ok).toBe(false);
      if (!answer.ok && answer.limited) limited += 1;
      if (i % 100 === 0) {
        vi.advanceTimersByTime(1_000);
        expect(await guess('a', SECRET), `the editor, after ${i} guesses`).toEqual({ ok: true });
      }
    }
    expect(limited).toBe(2_000 - SECRET_FAILURES);
    // The editor's success does not unlock the guesser.
    expect(await guess('a', SECRET)).toEqual({ ok: true });
    expect(await guess('a', randomGuess())).toMatchObject({ ok: false, limited: true });
  });

  it('never tell a guesser it found the first characters', async () => {
    const guess = guesser();
    for (let i = 0; i < SECRET_FAILURES; i++) await guess('a', randomGuess());
    // Locked out: a guess that begins like the secret is answered as every other one.
    const near = `${SECRET.slice(0, 4)}${randomGuess()}`;
    expect(isNear(near, SECRET)).toBe(true);
    expect(await guess('a', near)).toMatchObject({ ok: false, limited: true });
    expect(await guess('a', randomGuess())).toMatchObject({ ok: false, limited: true });
  });

  it('limit guesses that begin like the secret too, then check them once per probe interval', async () => {
    const guess = guesser();
    const near = () => `${SECRET.slice(0, 4)}${randomGuess()}`;
    for (let i = 0; i < SECRET_FAILURES; i++) {
      expect(await guess('a', near())).toEqual({ ok: false, limited: false });
    }
    expect(await guess('a', SECRET)).toEqual({ ok: true });
    for (let i = 0; i < SECRET_FAILURES; i++) await guess('a', near());
    expect(await guess('a', near())).toEqual({ ok: false, limited: false });
    expect(await guess('a', SECRET)).toMatchObject({ ok: false, limited: true });
    vi.advanceTimersByTime(SECRET_PROBE_S * 1000);
    expect(await guess('a', SECRET)).toEqual({ ok: true });
  });
});
