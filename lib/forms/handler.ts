/**
 * The server half of the three forms (docs/decisions.md "Forms post to the site's own server"):
 * JSON in, JSON out, answered within a few seconds whatever the provider does. A post goes through
 * three parts: parse (lib/forms/parse.ts: read at most 32 KB, validate with the browser's zod
 * schema), guard (lib/forms/guard.ts: rate limit per client, Idempotency-Key, reCAPTCHA when
 * configured) and deliver (lib/forms/deliver.ts: the outbox or the provider, then the answer).
 * Bad input is a 4xx, never a 5xx.
 *
 * An optional `Idempotency-Key` header makes retries safe: it is forwarded to the provider (which
 * stores a key once per endpoint), an accepted post is remembered per (form, key) for a day and a
 * retry answered 200 without posting again, and a retry while the first post is still under way
 * waits for that post's outcome instead of posting twice. Without the header, nothing changes.
 *
 * Answers: 200 `{ ok: true }`; 400 `{ errors: { field: message } }` or `{ message }` (malformed,
 * or a malformed Idempotency-Key); 403 captcha refused; 408 body not there within 15 s; 413 too
 * large; 415 not JSON; 422 key reused for other data; 429 `{ message }` + Retry-After; 502 provider
 * failed; 504 provider too slow (the post may have been stored: retrying with the same key is
 * safe). Every message is in the visitor's language.
 */
import type { Locale } from '@/lib/i18n/locales';
import { env } from '@/lib/env';
import { postForm } from '@/lib/provider/forms';
import { recordFormOutcome } from '@/lib/server/telemetry';
import { sharedRedis } from '@/lib/redis/client';
import type { FormKind } from '@/lib/validation/schemas';
import { clientIp } from '@/lib/security/forwarding';
import { answer, deliver, formsOutbox, type Attempt, type Delivery } from './deliver';
import { captchaRefusal, createIdempotencyGuard, rateLimited, type Captcha } from './guard';
import { createMemoryIdempotencyStore, type IdempotencyStore } from './idempotency';
import { formsTranslator, readPost, validatePost, type ReadPost, type Translate } from './parse';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { verifyRecaptcha } from './recaptcha';
import {
  createSharedIdempotencyStore,
  createSharedRateLimiter,
  type AsyncRateLimiter,
} from './shared-stores';

export type FormHandlerDeps = Delivery & {
  limiter: Pick<RateLimiter, 'hit'> | AsyncRateLimiter;
  /** Forms.* messages of a locale. */
  translator: (locale: Locale) => Promise<Translate>;
  captcha: Captcha;
  /** Accepted posts per (form, Idempotency-Key). */
  idempotency: IdempotencyStore;
  log: (line: string) => void;
  now: () => number;
  /** How long the body may take to arrive (lib/server/read-body.ts). */
  bodyTimeoutMs?: number;
};

export function createFormHandler(deps: FormHandlerDeps) {
  const idempotency = createIdempotencyGuard(deps.idempotency, deps.log);

  /** A post as read (JSON from a script, or a native form's fields): guarded, checked, delivered. */
  async function submit(
    kind: FormKind,
    post: ReadPost,
    ip: string | null,
    started = deps.now(),
  ): Promise<Response> {
    const limited = await rateLimited(deps.limiter, ip, post.t);
    if (limited) return limited;
    const valid = validatePost(kind, post);
    if (valid instanceof Response) return valid;

    const key = post.idempotencyKey;
    const attempt = async (): Promise<Attempt> =>
      (await captchaRefusal(deps.captcha, { token: valid.recaptchaToken, kind, ip })) ??
      deliver(deps, valid.payload, { kind, key, ip, started, now: deps.now() });
    if (!key) return answer(await attempt(), post.t, kind, deps.log);

    const once = await idempotency.once(
      idempotency.slot(kind, key, valid.payload),
      post.t,
      attempt,
    );
    if ('response' in once) return once.response;
    // A joined retry is not logged again.
    return answer(once.attempt, post.t, kind, once.own ? deps.log : () => {});
  }

  return {
    submit,
    /** The JSON route handlers' entry: the request read (lib/forms/parse.ts), then `submit`. */
    async handle(request: Request, kind: FormKind): Promise<Response> {
      const started = deps.now();
      const post = await readPost(request, deps.translator, deps.bodyTimeoutMs);
      if (post instanceof Response) return post;
      return submit(kind, post, clientIp(request.headers), started);
    },
  };
}

let handler: ReturnType<typeof createFormHandler> | undefined;

/** One handler per server process: with REDIS_URL its rate limit and idempotency memory are shared. */
function formHandler() {
  handler ??= processHandler();
  return handler;
}

/** Counts the answer in the form metrics (lib/server/telemetry.ts). */
function counted(kind: FormKind, response: Response): Response {
  recordFormOutcome(kind, FORM_OUTCOMES[response.status] ?? `status-${response.status}`);
  return response;
}

/** The route handlers' entry (app/api/forms/*): a scripted form's JSON post. */
export async function handleFormPost(request: Request, kind: FormKind): Promise<Response> {
  return counted(kind, await formHandler().handle(request, kind));
}

/** The server actions' entry (lib/forms/native.ts): a form the browser posted itself. */
export async function submitFormPost(
  kind: FormKind,
  post: ReadPost,
  ip: string | null,
): Promise<Response> {
  return counted(kind, await formHandler().submit(kind, post, ip));
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
