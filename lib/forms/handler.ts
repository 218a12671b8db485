/**
 * The server half of the three forms (docs/decisions.md "Forms post to the site's own server"):
 * JSON in, JSON out. Reads at most 32 KB, validates with the same zod schema as the browser, limits
 * the rate per client, checks reCAPTCHA when configured, forwards to the provider and answers
 * within a few seconds whatever the provider does. Bad input is a 4xx, never a 5xx.
 *
 * An optional `Idempotency-Key` header makes retries safe: it is forwarded to the provider (which
 * stores a key once per endpoint), an accepted post is remembered per (form, key) for a day and a
 * retry answered 200 without posting again, and a retry while the first post is still under way
 * waits for that post's outcome instead of posting twice. Without the header, nothing changes.
 *
 * Answers: 200 `{ ok: true }`; 400 `{ errors: { field: message } }` or `{ message }` (malformed,
 * or a malformed Idempotency-Key); 403 captcha refused; 408 body not there within 15 s; 413 too large; 415 not JSON; 422 key
 * reused for other data; 429 `{ message }` + Retry-After; 502 provider failed; 504 provider too
 * slow (the post may have been stored: retrying with the same key is safe). Every message is in
 * the visitor's language.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { env } from '@/lib/env';
import {
  FORM_DEADLINE_MS,
  formRequests,
  postForm,
  type PostOutcome,
  type ProviderPost,
} from '@/lib/provider/forms';
import { serverFieldErrors } from '@/lib/validation/phone-number';
import { envelopeSchema, firstErrors, formSchemas, type FormKind } from '@/lib/validation/schemas';
import type { ErrorKey } from '@/lib/validation/validators';
import { recordFormOutcome } from '@/lib/server/telemetry';
import { BodyTimeout, BodyTooLarge, readBodyText } from '@/lib/server/read-body';
import { clientIp } from './client-ip';
import {
  createMemoryIdempotencyStore,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyStore,
} from './idempotency';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import {
  createSharedIdempotencyStore,
  createSharedRateLimiter,
  type AsyncRateLimiter,
} from './shared-stores';
import { createOutbox, type Outbox } from './outbox';
import { logger } from '@/lib/server/log';
import { sharedRedis, type SharedRedis } from '@/lib/redis/client';
import { verifyRecaptcha, type CaptchaVerdict } from './recaptcha';

export const BODY_LIMIT_BYTES = 32 * 1024;
/** Everything a post may take before the visitor gets an answer (captcha check + provider). */
export const TOTAL_BUDGET_MS = 7000;
const CAPTCHA_TIMEOUT_MS = 2500;

export type Translate = (key: string) => string;

export type FormHandlerDeps = {
  limiter: Pick<RateLimiter, 'hit'> | AsyncRateLimiter;
  /** Forms.* messages of a locale. */
  translator: (locale: Locale) => Promise<Translate>;
  captcha: {
    secret?: string;
    minScore: number;
    verify: typeof verifyRecaptcha;
  };
  providerTimeoutMs: number;
  post: (
    request: ProviderPost,
    options: { clientIp?: string | null; deadlineMs: number; idempotencyKey?: string },
  ) => Promise<PostOutcome>;
  /** Accepted posts per (form, Idempotency-Key). */
  idempotency: IdempotencyStore;
  /** The durable outbox (lib/forms/outbox.ts): a submission it takes is answered with success. */
  outbox?: Pick<Outbox, 'enqueue'>;
  log: (line: string) => void;
  now: () => number;
  /** How long the body may take to arrive (lib/server/read-body.ts). */
  bodyTimeoutMs?: number;
};

export async function formsTranslator(locale: Locale): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Forms' });
  return (key) => t(key as Parameters<typeof t>[0]);
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  });
}

function payloadFor(kind: FormKind, data: unknown, locale: Locale): ProviderPost {
  switch (kind) {
    case 'newsletter':
      return formRequests.newsletter(data as Parameters<typeof formRequests.newsletter>[0]);
    case 'contact':
      return formRequests.contact(data as Parameters<typeof formRequests.contact>[0], locale);
    case 'proposal':
      return formRequests.proposal(data as Parameters<typeof formRequests.proposal>[0], locale);
  }
}

/** What became of a post: the captcha refused it, or the provider answered (or did not). */
type Attempt =
  | { kind: 'captcha'; reason: Extract<CaptchaVerdict, { ok: false }>['reason'] }
  | { kind: 'posted'; outcome: PostOutcome; deadlineMs: number };

const fingerprintOf = (post: ProviderPost) =>
  createHash('sha256')
    .update(post.path)
    .update('\n')
    .update(JSON.stringify(post.body))
    .digest('base64url');

export function createFormHandler(deps: FormHandlerDeps) {
  /** Posts under way per (form, key), with the fingerprint of what they post. */
  const inFlight = new Map<string, { fingerprint: string; attempt: Promise<Attempt> }>();

  return async function handle(request: Request, kind: FormKind): Promise<Response> {
    const started = deps.now();
    const english = await deps.translator('en');

    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\b/i.test(type)) {
      return json(415, { message: english('status.unsupported') });
    }

    let raw: unknown;
    try {
      raw = JSON.parse(
        await readBodyText(request, { limit: BODY_LIMIT_BYTES, timeoutMs: deps.bodyTimeoutMs }),
      );
    } catch (error) {
      if (error instanceof BodyTooLarge) return json(413, { message: english('status.tooLarge') });
      // The socket is closed with the answer: a client that trickles its body holds nothing.
      if (error instanceof BodyTimeout) {
        return json(408, { message: english('status.malformed') }, { Connection: 'close' });
      }
      return json(400, { message: english('status.malformed') });
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return json(400, { message: english('status.malformed') });
    }
    const body = raw as Record<string, unknown>;
    const locale: Locale = isLocale(body.locale) ? body.locale : 'en';
    const t = locale === 'en' ? english : await deps.translator(locale);

    const keyHeader = request.headers.get('idempotency-key');
    if (keyHeader !== null && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
      return json(400, { message: t('status.invalidKey') });
    }
    const idempotencyKey = keyHeader ?? undefined;

    const ip = clientIp(request.headers);
    const rate = await deps.limiter.hit(ip ?? 'unknown');
    if (!rate.ok) {
      return json(
        429,
        { message: t('status.tooManyRequests') },
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }

    const envelope = envelopeSchema.safeParse(body);
    const form = formSchemas[kind].safeParse(body);
    const serverErrors = form.success ? serverFieldErrors(form.data) : {};
    if (!envelope.success || !form.success || Object.keys(serverErrors).length > 0) {
      const keys: Record<string, ErrorKey> = {
        ...(form.success ? serverErrors : firstErrors(form.error)),
        ...(envelope.success ? {} : firstErrors(envelope.error)),
      };
      const errors = Object.fromEntries(
        Object.entries(keys).map(([field, key]) => [field, t(`errors.${key}`)]),
      );
      return json(400, { errors });
    }

    const payload = payloadFor(kind, form.data, locale);
    const fingerprint = fingerprintOf(payload);
    const slot = `${kind}:${idempotencyKey}`;
    // A remembered or running post with this key answers before the captcha check: it posts nothing.
    if (idempotencyKey) {
      let remembered;
      try {
        remembered = await deps.idempotency.get(slot);
      } catch (error) {
        // Without the store a retry posts again; the provider still stores the key once.
        deps.log(`[forms] ${kind}: idempotency store unavailable: ${String(error)}`);
      }
      if (remembered) {
        if (remembered.fingerprint !== fingerprint) {
          return json(422, { message: t('status.keyReused') });
        }
        return json(200, { ok: true });
      }
      const running = inFlight.get(slot);
      if (running) {
        if (running.fingerprint !== fingerprint) {
          return json(422, { message: t('status.keyReused') });
        }
        return answer(await running.attempt, t, kind, false);
      }
    }

    const attempt = (async (): Promise<Attempt> => {
      if (deps.captcha.secret) {
        const verdict: CaptchaVerdict = await deps.captcha.verify({
          secret: deps.captcha.secret,
          token: envelope.data.recaptchaToken,
          action: kind,
          minScore: deps.captcha.minScore,
          remoteIp: ip,
          timeoutMs: CAPTCHA_TIMEOUT_MS,
        });
        if (!verdict.ok) return { kind: 'captcha', reason: verdict.reason };
      }
      const remaining = started + TOTAL_BUDGET_MS - deps.now();
      const deadlineMs = Math.max(
        500,
        Math.min(deps.providerTimeoutMs, FORM_DEADLINE_MS, remaining),
      );
      const queued = await deps.outbox?.enqueue({
        key: idempotencyKey ?? randomUUID(),
        form: kind,
        path: payload.path,
        body: JSON.stringify(payload.body),
        clientIp: ip ?? '',
      });
      const outcome: PostOutcome = queued
        ? { status: 'accepted' }
        : await deps.post(payload, {
            clientIp: ip,
            deadlineMs,
            ...(idempotencyKey ? { idempotencyKey } : {}),
          });
      if (idempotencyKey && outcome.status === 'accepted') {
        try {
          await deps.idempotency.set(
            slot,
            { outcome: 'accepted', fingerprint },
            IDEMPOTENCY_TTL_MS,
          );
        } catch (error) {
          deps.log(`[forms] ${kind}: idempotency store unavailable: ${String(error)}`);
        }
      }
      return { kind: 'posted', outcome, deadlineMs };
    })();
    if (!idempotencyKey) return answer(await attempt, t, kind, true);
    inFlight.set(slot, { fingerprint, attempt });
    try {
      return answer(await attempt, t, kind, true);
    } finally {
      inFlight.delete(slot);
    }
  };

  /** The visitor's answer to an attempt; `first` logs it (a joined retry does not log again). */
  function answer(attempt: Attempt, t: Translate, kind: FormKind, first: boolean): Response {
    const log = first ? deps.log : () => undefined;
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
}

let handler: ReturnType<typeof createFormHandler> | undefined;

/**
 * The route handlers' entry: one handler per server process. With REDIS_URL the rate limit and the
 * idempotency memory are shared by every instance (lib/forms/shared-stores.ts).
 */
export function handleFormPost(request: Request, kind: FormKind): Promise<Response> {
  handler ??= processHandler();
  return handler(request, kind).then((response) => {
    recordFormOutcome(kind, FORM_OUTCOMES[response.status] ?? `status-${response.status}`);
    return response;
  });
}

function processHandler() {
  const redis = sharedRedis();
  const idempotency = createMemoryIdempotencyStore();
  return createFormHandler({
    limiter: redis
      ? createSharedRateLimiter({ redis, limit: env.FORM_RATE_LIMIT })
      : createRateLimiter({ limit: env.FORM_RATE_LIMIT }),
    translator: formsTranslator,
    captcha: {
      secret: env.RECAPTCHA_SECRET_KEY,
      minScore: env.RECAPTCHA_MIN_SCORE,
      verify: verifyRecaptcha,
    },
    providerTimeoutMs: env.PROVIDER_TIMEOUT_MS,
    post: postForm,
    idempotency: redis ? createSharedIdempotencyStore(redis, idempotency) : idempotency,
    ...(redis ? { outbox: formsOutbox(redis) } : {}),
    log: (line) => console.error(line),
    now: Date.now,
  });
}

/** The outbox of this process (its worker is started by the production server). */
export function formsOutbox(redis: SharedRedis): Outbox {
  return createOutbox({
    redis,
    post: postForm,
    log: (fields, message) => logger().info(fields, message),
    deadlineMs: FORM_DEADLINE_MS,
    maxBackoffMs: env.FORMS_OUTBOX_MAX_BACKOFF_MS,
  });
}

/** The outcome of a form post by its status, for the form metrics (lib/server/telemetry.ts). */
const FORM_OUTCOMES: Record<number, string> = {
  200: 'accepted',
  400: 'invalid',
  403: 'captcha-refused',
  408: 'body-timeout',
  413: 'too-large',
  415: 'unsupported',
  422: 'key-reused',
  429: 'rate-limited',
  502: 'failed',
  504: 'timeout',
};
