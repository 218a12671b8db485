import { CACHE_CONTROL } from '../cache/policies';
import { z } from 'zod';
import { env } from '../env';
import { clientIp } from '../security/forwarding';
import { createRateLimiter } from '../forms/rate-limit';
import { logger } from '../server/log';
import { BodyTimeout, BodyTooLarge, readBodyText } from '../server/read-body';
import { recordVitals, telemetryConfigured } from '../server/telemetry';
import {
  CONNECTIONS,
  DEVICES,
  pageTypeOf,
  REPORT_LIMIT_BYTES,
  VITAL_NAMES,
  type VitalName,
} from './report';
import { createVitalsSummary } from './summary';

const value = z.number().finite().min(0).max(600_000);
const reportSchema = z.object({
  path: z.string().startsWith('/').max(300),
  device: z.enum(DEVICES),
  connection: z.enum(CONNECTIONS),
  values: z.partialRecord(z.enum(VITAL_NAMES), value),
  attribution: z
    .object({ LCP: z.string().max(200).optional(), INP: z.string().max(200).optional() })
    .optional(),
});

/** Reports a visitor may send a minute: a page view sends one. */
const REPORTS_PER_MINUTE = 60;

const answer = (status: number) =>
  new Response(null, { status, headers: { 'Cache-Control': CACHE_CONTROL.noStore } });

/**
 * POST /api/vitals (app/api/vitals): a page view's Web Vitals (lib/vitals/collect.ts). Bounded
 * like the forms (2 KB, the body's deadline, a rate per visitor address, which is used for that and
 * kept nowhere), checked, then recorded: OpenTelemetry histograms when a collector is configured,
 * else a JSON line per minute in the log. Answers 204; what it refuses, 4xx, and records nothing.
 */
export function createVitalsReceiver({
  record = recordVitals,
  summary,
  limiter = createRateLimiter({ limit: REPORTS_PER_MINUTE }),
}: {
  record?: typeof recordVitals;
  summary?: ReturnType<typeof createVitalsSummary>;
  limiter?: Pick<ReturnType<typeof createRateLimiter>, 'hit'>;
} = {}) {
  return async function receive(request: Request): Promise<Response> {
    // Off (VITALS_SAMPLE_RATE=0): no page sends, and nothing is taken.
    if (env.VITALS_SAMPLE_RATE === 0) return answer(404);
    if (!limiter.hit(clientIp(request.headers) ?? 'unknown').ok) return answer(429);
    let raw: unknown;
    try {
      raw = JSON.parse(await readBodyText(request, { limit: REPORT_LIMIT_BYTES }));
    } catch (error) {
      if (error instanceof BodyTooLarge) return answer(413);
      if (error instanceof BodyTimeout) return answer(408);
      return answer(400);
    }
    const report = reportSchema.safeParse(raw);
    if (!report.success) return answer(400);
    const { page, lang } = pageTypeOf(report.data.path);
    const values = report.data.values as Partial<Record<VitalName, number>>;
    if (summary) summary.add(page, values);
    else
      record(values, {
        page_type: page,
        lang,
        device: report.data.device,
        connection: report.data.connection,
      });
    return answer(204);
  };
}

let receiver: ReturnType<typeof createVitalsReceiver> | undefined;

/** The route's receiver, one per process: its minute summaries written to the log. */
export function receiveVitals(request: Request): Promise<Response> {
  if (!receiver) {
    const summary = telemetryConfigured()
      ? undefined
      : createVitalsSummary((line) => logger().info(line, 'web vitals'));
    if (summary) setInterval(summary.flush, 5_000).unref();
    receiver = createVitalsReceiver({ summary });
  }
  return receiver(request);
}
