/**
 * Sends a form to the site's own route handler (never to the provider) and reads its answer. The
 * server answers within a few seconds; the browser gives up a little later, so a visitor always
 * gets an answer and keeps what they typed.
 *
 * Every post carries an `Idempotency-Key`: one random key per filled form, the same for every retry
 * of the same values (also after a reload of the tab), a new one once they were accepted or when
 * they change. The server and the provider store a key once, so a retry after a timeout, whose
 * first post may well have been stored, never makes a duplicate.
 */
import type { FormKind } from '@/lib/validation/schemas';
import { recaptchaToken } from './recaptcha';

export type SendResult =
  | { status: 'ok' }
  /** Field errors from the server, already in the visitor's language. */
  | { status: 'invalid'; errors: Record<string, string>; message?: string }
  | { status: 'rate-limited'; message?: string }
  /** `uncertain`: the post timed out, so it may have been stored; sending again is safe. */
  | { status: 'failed'; message?: string; uncertain?: boolean };

const CLIENT_TIMEOUT_MS = 12_000;
const STORAGE_PREFIX = 'form-idempotency:';

type Pending = { digest: string; key: string };
/** The key of the values last sent per form and not yet accepted. */
const pending = new Map<FormKind, Pending>();

/** A random UUID; `crypto.randomUUID` only exists on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A short digest (53-bit cyrb53) of what is sent: enough to tell the same values from changed
 * ones, and the session storage never holds what the visitor typed.
 */
function digestOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function stored(kind: FormKind): Pending | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_PREFIX + kind) ?? 'null') as unknown;
    if (value && typeof value === 'object' && 'digest' in value && 'key' in value) {
      const { digest, key } = value as Record<string, unknown>;
      if (typeof digest === 'string' && typeof key === 'string') return { digest, key };
    }
  } catch {
    // No storage (private mode, blocked): the key lives in memory only.
  }
  return undefined;
}

function remember(kind: FormKind, entry: Pending | null): void {
  if (entry) pending.set(kind, entry);
  else pending.delete(kind);
  try {
    if (entry) sessionStorage.setItem(STORAGE_PREFIX + kind, JSON.stringify(entry));
    else sessionStorage.removeItem(STORAGE_PREFIX + kind);
  } catch {
    // As above.
  }
}

/** The key for these values: the pending one when they are unchanged, else a new one. */
function idempotencyKeyFor(kind: FormKind, body: string): string {
  const digest = digestOf(body);
  const known = pending.get(kind) ?? stored(kind);
  if (known?.digest === digest) return known.key;
  const fresh = { digest, key: newIdempotencyKey() };
  remember(kind, fresh);
  return fresh.key;
}

export async function sendForm(
  kind: FormKind,
  values: Record<string, unknown>,
  { locale, recaptchaSiteKey }: { locale: string; recaptchaSiteKey?: string },
): Promise<SendResult> {
  try {
    const key = idempotencyKeyFor(kind, JSON.stringify({ ...values, locale }));
    const token = await recaptchaToken(recaptchaSiteKey, kind);
    const response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ ...values, locale, ...(token ? { recaptchaToken: token } : {}) }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      errors?: Record<string, string>;
      message?: string;
    };
    if (response.ok && body.ok) {
      // Accepted: the same values sent again later are a new submission.
      remember(kind, null);
      return { status: 'ok' };
    }
    if (response.status === 400 && body.errors && Object.keys(body.errors).length > 0) {
      return { status: 'invalid', errors: body.errors, message: body.message };
    }
    if (response.status === 429) return { status: 'rate-limited', message: body.message };
    if (response.status === 504)
      return { status: 'failed', message: body.message, uncertain: true };
    return { status: 'failed', message: body.message };
  } catch (error) {
    // The browser's own deadline: the post may have arrived all the same.
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { status: 'failed', uncertain: true };
    }
    return { status: 'failed' };
  }
}

/** The text of a failed send: the timeout wording when the post may have gone through. */
export function failureText(
  result: SendResult,
  labels: { failure: string; timeout: string },
): string {
  if (result.status === 'failed' && result.uncertain) return labels.timeout;
  return ('message' in result ? result.message : undefined) ?? labels.failure;
}
