import { badRequest, clientIp, HttpError, readJson } from './http';
import type { Context, Reply, Route } from './router';
import { insertSubmission } from './submission-store';
import type { SubmissionType } from './types';
import { fieldErrors, formSchemas } from './validation';

function acceptForm(type: SubmissionType) {
  return async (ctx: Context): Promise<Reply> => {
    const client = clientIp(ctx.req);
    if (!ctx.limiter.allow(client)) throw new HttpError(429, { message: 'Too many requests' });
    const input = await readJson(ctx.req, ctx.config.bodyLimitBytes);
    const parsed = formSchemas[type].safeParse(input);
    if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
    const id = insertSubmission(ctx.db, type, parsed.data, client);
    return { status: 201, body: { id } };
  };
}

export const formRoutes: Route[] = [
  { method: 'POST', path: '/v1/web/subscribe-newsletter', handler: acceptForm('newsletter') },
  { method: 'POST', path: '/v1/web/contact', handler: acceptForm('contact') },
  { method: 'POST', path: '/v1/web/proposal-request', handler: acceptForm('proposal') },
];
