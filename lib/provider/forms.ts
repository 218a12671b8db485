/**
 * The three form POSTs of docs/provider-contract.md: payloads as the provider wants them, and one
 * call that always answers within a hard deadline, whatever the provider does (hang, trickle,
 * garbage).
 */
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { ContactData, NewsletterData, ProposalData } from '@/lib/validation/schemas';
import { providerCall } from '@/lib/server/telemetry';
import { providerHttp } from './client';
import { NETWORK_ID } from './requests';

export type ProviderPost = { path: string; body: Record<string, unknown> };

export const formRequests = {
  newsletter: (data: NewsletterData): ProviderPost => ({
    path: '/v1/web/subscribe-newsletter',
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      propertyId: NETWORK_ID,
      approvedKvkk: true,
    },
  }),
  contact: (data: ContactData, locale: Locale): ProviderPost => ({
    path: '/v1/web/contact',
    body: {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phoneNumber: data.phoneNumber,
      message: data.message,
      propertyId: NETWORK_ID,
      approvedKvkk: true,
      locale,
    },
  }),
  proposal: (data: ProposalData, locale: Locale): ProviderPost => ({
    path: '/v1/web/proposal-request',
    body: {
      eventType: data.eventType,
      guestCount: data.guestCount,
      preferredDate: data.preferredDate,
      offerTypes: data.offerTypes,
      contactPerson: data.contactPerson,
      companyName: data.companyName,
      phoneNumber: data.phoneNumber,
      email: data.email,
      additionalNotes: data.additionalNotes,
      consent: true,
      propertyId: NETWORK_ID,
      locale,
    },
  }),
};

/** The longest a form post may wait for the provider, whatever PROVIDER_TIMEOUT_MS says. */
export const FORM_DEADLINE_MS = 5000;

export type PostOutcome =
  | { status: 'accepted' }
  /** The provider refused fields (400): field → its message. */
  | { status: 'invalid'; errors: Record<string, string> }
  | { status: 'rate-limited' }
  | { status: 'timeout' }
  | { status: 'failed'; detail: string };

const providerErrors = z.object({
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

/**
 * POSTs a form to the provider with the visitor's address as X-Forwarded-For (and the browser's
 * Idempotency-Key when it sent one). Never throws; the
 * deadline covers connecting, waiting and reading the body.
 */
export function postForm(
  post: ProviderPost,
  options: { clientIp?: string | null; deadlineMs: number; idempotencyKey?: string },
): Promise<PostOutcome> {
  return providerCall(
    'POST',
    post.path,
    () => sendForm(post, options),
    (outcome) => outcome.status === 'failed' || outcome.status === 'timeout',
  );
}

async function sendForm(
  { path, body }: ProviderPost,
  {
    clientIp,
    deadlineMs,
    idempotencyKey,
  }: { clientIp?: string | null; deadlineMs: number; idempotencyKey?: string },
): Promise<PostOutcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (clientIp) headers['X-Forwarded-For'] = clientIp;
  // The provider stores a keyed submission once per endpoint: a retry after a timeout is safe.
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let response;
  try {
    response = await providerHttp().post(path, body, {
      headers,
      timeout: deadlineMs,
      signal: AbortSignal.timeout(deadlineMs),
      responseType: 'json',
      maxContentLength: 64 * 1024,
      maxRedirects: 0,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || code === 'ERR_CANCELED') {
      return { status: 'timeout' };
    }
    return { status: 'failed', detail: error instanceof Error ? error.message : String(error) };
  }
  if (response.status >= 200 && response.status < 300) return { status: 'accepted' };
  if (response.status === 429) return { status: 'rate-limited' };
  if (response.status === 400) {
    const parsed = providerErrors.safeParse(response.data);
    if (parsed.success) {
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(parsed.data.errors)) {
        errors[field] = Array.isArray(message) ? (message[0] ?? '') : message;
      }
      return { status: 'invalid', errors };
    }
  }
  return { status: 'failed', detail: `provider answered ${response.status}` };
}
