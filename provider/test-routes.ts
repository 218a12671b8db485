import { faultRequestSchema } from './faults';
import { badRequest, readJson } from './http';
import { ok, type Route } from './router';
import { clearSubmissions, listSubmissions } from './submission-store';
import { SUBMISSION_TYPES, type SubmissionType } from './types';
import { fieldErrors } from './validation';

/** Routes mounted only with PROVIDER_TEST_HOOKS=1. */
export const testRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__test/faults',
    handler: async (ctx) => {
      const parsed = faultRequestSchema.safeParse(
        await readJson(ctx.req, ctx.config.bodyLimitBytes),
      );
      if (!parsed.success) throw badRequest(fieldErrors(parsed.error));
      ctx.faults.set(parsed.data.mode, parsed.data.paths, parsed.data.delayMs);
      return ok(ctx.faults.describe());
    },
  },
  {
    method: 'GET',
    path: '/__test/submissions',
    handler: (ctx) => {
      const type = ctx.query.get('type');
      if (type !== null && !(SUBMISSION_TYPES as readonly string[]).includes(type)) {
        throw badRequest({ type: `Must be one of ${SUBMISSION_TYPES.join(', ')}.` });
      }
      return ok(listSubmissions(ctx.db, type ? { type: type as SubmissionType } : {}));
    },
  },
  {
    // How many content reads (GET /v1/…) the provider answered: "served without a provider request".
    method: 'GET',
    path: '/__test/stats',
    handler: (ctx) => ok({ ...ctx.stats }),
  },
  {
    method: 'POST',
    path: '/__test/reset',
    handler: (ctx) => {
      clearSubmissions(ctx.db);
      ctx.limiter.reset();
      ctx.faults.reset();
      ctx.stats.contentReads = 0;
      return ok({ ok: true });
    },
  },
];
