/**
 * The form handler's second part (lib/forms/handler.ts): whether a post may go on. The visitor's
 * rate (checked before the values: an invalid post counts too), the Idempotency-Key (a post
 * accepted or under way with it answers a retry, which posts nothing) and reCAPTCHA when its secret
 * is set.
 */
import { createHash } from 'node:crypto';
import type { ProviderPost } from '@/lib/provider/forms';
import type { FormKind } from '@/lib/validation/schemas';
import type { Attempt } from './deliver';
import { IDEMPOTENCY_TTL_MS, type IdempotencyStore } from './idempotency';
import { json, type Translate } from './parse';
import type { RateLimiter } from './rate-limit';
import { verifyRecaptcha, type CaptchaVerdict } from './recaptcha';
import type { AsyncRateLimiter } from './shared-stores';

const CAPTCHA_TIMEOUT_MS = 2500;

/** 429 with Retry-After once the visitor's address has posted too often, else null. */
export async function rateLimited(
  limiter: Pick<RateLimiter, 'hit'> | AsyncRateLimiter,
  ip: string | null,
  t: Translate,
): Promise<Response | null> {
  const rate = await limiter.hit(ip ?? 'unknown');
  if (rate.ok) return null;
  return json(
    429,
    { message: t('status.tooManyRequests') },
    { 'Retry-After': String(rate.retryAfterSeconds) },
  );
}

export type Captcha = { secret?: string; minScore: number; verify: typeof verifyRecaptcha };

/** reCAPTCHA's refusal of a post, or null (also when no secret is set: the check is off). */
export async function captchaRefusal(
  captcha: Captcha,
  post: { token?: string; kind: FormKind; ip: string | null },
): Promise<Extract<Attempt, { kind: 'captcha' }> | null> {
  if (!captcha.secret) return null;
  const verdict: CaptchaVerdict = await captcha.verify({
    secret: captcha.secret,
    token: post.token,
    action: post.kind,
    minScore: captcha.minScore,
    remoteIp: post.ip,
    timeoutMs: CAPTCHA_TIMEOUT_MS,
  });
  return verdict.ok ? null : { kind: 'captcha', reason: verdict.reason };
}

const fingerprintOf = (post: ProviderPost) =>
  createHash('sha256')
    .update(post.path)
    .update('\n')
    .update(JSON.stringify(post.body))
    .digest('base64url');

type Slot = { id: string; kind: FormKind; fingerprint: string };

/** A retry answered at once (200 or 422), or the attempt: this post's own, or the one it joined. */
type Once = { response: Response } | { attempt: Attempt; own: boolean };

/**
 * Posts per (form, Idempotency-Key): accepted ones are remembered (the store: a day), running ones
 * are joined, so a retry never posts twice; the same key with other data is a 422.
 */
export function createIdempotencyGuard(store: IdempotencyStore, log: (line: string) => void) {
  const inFlight = new Map<string, { fingerprint: string; attempt: Promise<Attempt> }>();
  const unavailable = (kind: FormKind, error: unknown) =>
    log(`[forms] ${kind}: idempotency store unavailable: ${String(error)}`);

  async function run(slot: Slot, attempt: () => Promise<Attempt>): Promise<Attempt> {
    const done = await attempt();
    if (done.kind === 'posted' && done.outcome.status === 'accepted') {
      await store
        .set(slot.id, { outcome: 'accepted', fingerprint: slot.fingerprint }, IDEMPOTENCY_TTL_MS)
        .catch((error: unknown) => unavailable(slot.kind, error));
    }
    return done;
  }

  return {
    slot: (kind: FormKind, key: string, payload: ProviderPost): Slot => ({
      id: `${kind}:${key}`,
      kind,
      fingerprint: fingerprintOf(payload),
    }),

    /** Runs `attempt` once for the slot, before the captcha check of a retry: it posts nothing. */
    async once(slot: Slot, t: Translate, attempt: () => Promise<Attempt>): Promise<Once> {
      let remembered;
      try {
        remembered = await store.get(slot.id);
      } catch (error) {
        // Without the store a retry posts again; the provider still stores the key once.
        unavailable(slot.kind, error);
      }
      // From here to inFlight.set nothing waits: two retries never both post.
      const running = inFlight.get(slot.id);
      const known = remembered ?? running;
      if (known && known.fingerprint !== slot.fingerprint) {
        return { response: json(422, { message: t('status.keyReused') }) };
      }
      if (remembered) return { response: json(200, { ok: true }) };
      if (running) return { attempt: await running.attempt, own: false };
      const own = run(slot, attempt);
      inFlight.set(slot.id, { fingerprint: slot.fingerprint, attempt: own });
      try {
        return { attempt: await own, own: true };
      } finally {
        inFlight.delete(slot.id);
      }
    },
  };
}
