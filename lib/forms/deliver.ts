/**
 * The form handler's last part (lib/forms/handler.ts): a post that may go on is delivered, to the
 * durable outbox when there is one (lib/forms/outbox.ts: success once Redis holds it), else to the
 * provider within what is left of the post's budget; then what became of it is the visitor's answer.
 */
import { randomUUID } from 'node:crypto';
import { env } from '@/lib/env';
import {
  FORM_DEADLINE_MS,
  postForm,
  type PostOutcome,
  type ProviderPost,
} from '@/lib/provider/forms';
import { logger } from '@/lib/server/log';
import type { SharedRedis } from '@/lib/redis/client';
import { formSchemas, type FormKind } from '@/lib/validation/schemas';
import { createOutbox, type Outbox } from './outbox';
import { json, type Translate } from './parse';
import type { CaptchaVerdict } from './recaptcha';

/** Everything a post may take before the visitor gets an answer (captcha check + provider). */
export const TOTAL_BUDGET_MS = 7000;

/** What became of a post: the captcha refused it, or the provider answered (or did not). */
export type Attempt =
  | { kind: 'captcha'; reason: Extract<CaptchaVerdict, { ok: false }>['reason'] }
  | { kind: 'posted'; outcome: PostOutcome; deadlineMs: number };

export type Delivery = {
  post: (
    request: ProviderPost,
    options: { clientIp?: string | null; deadlineMs: number; idempotencyKey?: string },
  ) => Promise<PostOutcome>;
  /** The durable outbox: a submission it takes is answered with success. */
  outbox?: Pick<Outbox, 'enqueue'>;
  providerTimeoutMs: number;
};

/** Hands a post to the outbox, else to the provider with what is left since `started`. */
export async function deliver(
  delivery: Delivery,
  payload: ProviderPost,
  post: { kind: FormKind; key?: string; ip: string | null; started: number; now: number },
): Promise<Extract<Attempt, { kind: 'posted' }>> {
  const remaining = post.started + TOTAL_BUDGET_MS - post.now;
  const deadlineMs = Math.max(
    500,
    Math.min(delivery.providerTimeoutMs, FORM_DEADLINE_MS, remaining),
  );
  const queued = await delivery.outbox?.enqueue({
    key: post.key ?? randomUUID(),
    form: post.kind,
    path: payload.path,
    body: JSON.stringify(payload.body),
    clientIp: post.ip ?? '',
  });
  const outcome: PostOutcome = queued
    ? { status: 'accepted' }
    : await delivery.post(payload, {
        clientIp: post.ip,
        deadlineMs,
        ...(post.key ? { idempotencyKey: post.key } : {}),
      });
  return { kind: 'posted', outcome, deadlineMs };
}

/** The visitor's answer to an attempt, logged through `log` (a joined retry passes a silent one). */
export function answer(
  attempt: Attempt,
  t: Translate,
  kind: FormKind,
  log: (line: string) => void,
): Response {
  if (attempt.kind === 'captcha') {
    log(`[forms] ${kind}: reCAPTCHA ${attempt.reason}`);
    return attempt.reason === 'unavailable'
      ? json(502, { message: t('status.failure') })
      : json(403, { message: t('status.captcha') });
  }
  const { outcome, deadlineMs } = attempt;
  switch (outcome.status) {
    case 'accepted':
      return json(200, { ok: true });
    case 'rate-limited':
      log(`[forms] ${kind}: the provider is rate limiting`);
      return json(429, { message: t('status.tooManyRequests') }, { 'Retry-After': '60' });
    case 'invalid': {
      // Only fields the visitor can correct are shown; anything else is our failure.
      const fields = Object.keys(outcome.errors).filter(
        (field) => field in formSchemas[kind].shape,
      );
      log(`[forms] ${kind}: the provider refused ${Object.keys(outcome.errors).join(', ')}`);
      if (fields.length === 0) return json(502, { message: t('status.failure') });
      return json(400, {
        errors: Object.fromEntries(fields.map((field) => [field, t('errors.invalid')])),
      });
    }
    case 'timeout':
      log(`[forms] ${kind}: the provider did not answer within ${deadlineMs} ms`);
      return json(504, { message: t('status.timeout') });
    case 'failed':
      log(`[forms] ${kind}: ${outcome.detail}`);
      return json(502, { message: t('status.failure') });
  }
}

/** The forms outbox of this process: its worker is started once per server process. */
export function formsOutbox(redis: SharedRedis): Outbox {
  return createOutbox({
    redis,
    post: postForm,
    log: (fields, message) => logger().info(fields, message),
    deadlineMs: FORM_DEADLINE_MS,
    maxBackoffMs: env.FORMS_OUTBOX_MAX_BACKOFF_MS,
  });
}
