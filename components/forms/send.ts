/**
 * Sends a form to the site's own route handler (never to the provider) and reads its answer. The
 * server answers within a few seconds; the browser gives up a little later, so a visitor always
 * gets an answer and keeps what they typed.
 */
import type { FormKind } from '@/lib/validation/schemas';
import { recaptchaToken } from './recaptcha';

export type SendResult =
  | { status: 'ok' }
  /** Field errors from the server, already in the visitor's language. */
  | { status: 'invalid'; errors: Record<string, string>; message?: string }
  | { status: 'rate-limited'; message?: string }
  | { status: 'failed'; message?: string };

const CLIENT_TIMEOUT_MS = 12_000;

export async function sendForm(
  kind: FormKind,
  values: Record<string, unknown>,
  { locale, recaptchaSiteKey }: { locale: string; recaptchaSiteKey?: string },
): Promise<SendResult> {
  try {
    const token = await recaptchaToken(recaptchaSiteKey, kind);
    const response = await fetch(`/api/forms/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...values, locale, ...(token ? { recaptchaToken: token } : {}) }),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as {
      ok?: boolean;
      errors?: Record<string, string>;
      message?: string;
    };
    if (response.ok && body.ok) return { status: 'ok' };
    if (response.status === 400 && body.errors && Object.keys(body.errors).length > 0) {
      return { status: 'invalid', errors: body.errors, message: body.message };
    }
    if (response.status === 429) return { status: 'rate-limited', message: body.message };
    return { status: 'failed', message: body.message };
  } catch {
    return { status: 'failed' };
  }
}
