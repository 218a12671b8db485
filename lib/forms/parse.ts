/**
 * The form handler's first part (lib/forms/handler.ts): what a post says. The request is read (JSON
 * of at most 32 KB, within the body deadline) and its values are checked with the form's zod
 * schema, the one the browser uses. Everything refused here is a 4xx with a message in the
 * visitor's language, and nothing is posted.
 */
import { CACHE_CONTROL } from '@/lib/cache/policies';
import { createTranslator } from 'next-intl';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { formRequests, type ProviderPost } from '@/lib/provider/forms';
import { BodyTimeout, BodyTooLarge, readBodyText } from '@/lib/server/read-body';
import { serverFieldErrors } from '@/lib/validation/phone-number';
import { envelopeSchema, firstErrors, formSchemas, type FormKind } from '@/lib/validation/schemas';
import type { ErrorKey } from '@/lib/validation/validators';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';

export const BODY_LIMIT_BYTES = 32 * 1024;

export type Translate = (key: string) => string;

/** Forms.* messages of a locale. */
export async function formsTranslator(locale: Locale): Promise<Translate> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'Forms' });
  return (key) => t(key as Parameters<typeof t>[0]);
}

/** Every answer of the form handler: JSON, never stored by a cache. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': CACHE_CONTROL.noStore, ...headers },
  });
}

/** A post as read: its JSON object, the visitor's language and the optional Idempotency-Key. */
export type ReadPost = {
  body: Record<string, unknown>;
  locale: Locale;
  t: Translate;
  idempotencyKey?: string;
};

/** Reads a post: an answer when it cannot be read (415, 413, 408, 400), else what it holds. */
export async function readPost(
  request: Request,
  translator: (locale: Locale) => Promise<Translate>,
  bodyTimeoutMs?: number,
): Promise<ReadPost | Response> {
  const english = await translator('en');
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    return json(415, { message: english('status.unsupported') });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(
      await readBodyText(request, { limit: BODY_LIMIT_BYTES, timeoutMs: bodyTimeoutMs }),
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
  const t = locale === 'en' ? english : await translator(locale);
  const idempotencyKey = request.headers.get('idempotency-key');
  if (idempotencyKey !== null && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return json(400, { message: t('status.invalidKey') });
  }
  return { body, locale, t, ...(idempotencyKey === null ? {} : { idempotencyKey }) };
}

/** A valid post: the provider request it becomes and the browser's reCAPTCHA token. */
export type ValidPost = { payload: ProviderPost; recaptchaToken?: string };

/** Checks a post's values: 400 with a message per field, else the provider request. */
export function validatePost(kind: FormKind, { body, locale, t }: ReadPost): ValidPost | Response {
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
  return {
    payload: payloadFor(kind, form.data, locale),
    recaptchaToken: envelope.data.recaptchaToken,
  };
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
