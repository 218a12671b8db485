import { badRequest, clientIp, HttpError, readJson } from './http';
import type { Context, Reply, Route } from './router';
import { insertSubmission, insertSubmissionOnce } from './submission-store';
import type { SubmissionType } from './types';
import { fieldErrors, formSchemas } from './validation';

/** The contract's key: an opaque string of at most 100 characters (the site sends a UUID). */
export const IDEMPOTENCY_KEY = /^[^\x00-\x1f\x7f]{1,100}$/;

/** The request's Idempotency-Key header: absent → null; present but malformed → a 400. */
function idempotencyKey(ctx: Context): string | null {
  const header = ctx.req.headers['idempotency-key'];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest({ 'Idempotency-Key': 'Must be 1 to 100 characters.' });
  }
  return value;
}

/**
 * Stores a valid submission and answers 201 `{ id }`. With an Idempotency-Key already stored for
 * this endpoint it answers the same 201 `{ id }` without storing again, or 422 when that key came
 * with another payload.
 */
function acceptForm(type: SubmissionType) {
  return async (ctx: Context): Promise<Reply> => {
    const client = clientIp(ctx.req);
    if (!ctx.limiter.allow(client)) throw new HttpError(429, { message: 'Too many requests' });
    const key = idempotencyKey(ctx);
    const input = await readJson(ctx.req, ctx.config.bodyLimitBytes);
    const parsed = formSchemas[type].safeParse(input);
    if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
    if (key === null) {
      return { status: 201, body: { id: insertSubmission(ctx.db, type, parsed.data, client) } };
    }
    const outcome = insertSubmissionOnce(ctx.db, type, parsed.data, client, key);
    if (outcome.kind === 'conflict') {
      throw new HttpError(422, {
        message: 'This Idempotency-Key was already used with a different request body.',
      });
    }
    return { status: 201, body: { id: outcome.id } };
  };
}

export const formRoutes: Route[] = [
  { method: 'POST', path: '/v1/web/subscribe-newsletter', handler: acceptForm('newsletter') },
  { method: 'POST', path: '/v1/web/contact', handler: acceptForm('contact') },
  { method: 'POST', path: '/v1/web/proposal-request', handler: acceptForm('proposal') },
];
