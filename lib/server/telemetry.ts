import {
  metrics,
  SpanKind,
  SpanStatusCode,
  trace,
  type Counter,
  type Histogram,
  type MeterProvider,
} from '@opentelemetry/api';
import { env, type Env } from '../env';
import { BUCKETS, VITAL_NAMES, type VitalName } from '../vitals/report';

/**
 * The site's spans and metrics, through OpenTelemetry's API only: with no SDK registered
 * (instrumentation.ts, when no endpoint is configured) every call is a no-op.
 */
const NAME = 'venue-site';

type Instruments = {
  pageCache: Counter;
  providerDuration: Histogram;
  providerErrors: Counter;
  forms: Counter;
  vitals: Record<VitalName, Histogram>;
};

let built: { provider: MeterProvider; instruments: Instruments } | undefined;

/** The instruments of the meter provider registered now (none before the SDK starts: no-ops). */
function instruments(): Instruments {
  const provider = metrics.getMeterProvider();
  if (built?.provider === provider) return built.instruments;
  const meter = provider.getMeter(NAME);
  const instruments = {
    pageCache: meter.createCounter('site.page_cache.requests', {
      description:
        'Page requests answered by the server page cache (result=hit) or rendered (miss)',
    }),
    providerDuration: meter.createHistogram('site.provider.duration', {
      description: 'Duration of calls to the content provider',
      unit: 'ms',
    }),
    providerErrors: meter.createCounter('site.provider.errors', {
      description: 'Provider calls that failed (unreachable, timeout, error status, bad shape)',
    }),
    forms: meter.createCounter('site.forms.submissions', {
      description: 'Form posts by form and outcome (accepted, invalid, rate-limited, failed…)',
    }),
    vitals: Object.fromEntries(
      VITAL_NAMES.map((name) => [
        name,
        meter.createHistogram(`site.web_vitals.${name.toLowerCase()}`, {
          description: `${name} measured in visitors' browsers (web-vitals), per page view`,
          unit: name === 'CLS' ? '1' : 'ms',
          advice: { explicitBucketBoundaries: [...BUCKETS[name]] },
        }),
      ]),
    ) as Record<VitalName, Histogram>,
  };
  built = { provider, instruments };
  return instruments;
}

/** A page request answered from the server's page cache (hit) or not (miss). */
export function recordPageCache(result: 'hit' | 'miss'): void {
  instruments().pageCache.add(1, { result });
}

/**
 * Whether an OpenTelemetry collector is configured (instrumentation.ts then starts the SDK): the
 * standard endpoint variables, for everything or for traces.
 */
export function telemetryConfigured(
  source: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'> = env,
): boolean {
  return Boolean(source.OTEL_EXPORTER_OTLP_ENDPOINT || source.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** A page view's Web Vitals, with what they are sorted by (never a URL, an address or a cookie). */
export function recordVitals(
  values: Partial<Record<VitalName, number>>,
  attributes: { page_type: string; lang: string; device: string; connection: string },
): void {
  const { vitals } = instruments();
  for (const name of VITAL_NAMES) {
    const value = values[name];
    if (value !== undefined) vitals[name].record(value, attributes);
  }
}

/** A form post's outcome. */
export function recordFormOutcome(form: string, outcome: string): void {
  instruments().forms.add(1, { form, outcome });
}

/**
 * Runs one provider call in a client span `provider <METHOD> <route>` (the route without its
 * query, which may name a page), and records its duration and whether it failed.
 */
export async function providerCall<T>(
  method: 'GET' | 'POST',
  route: string,
  call: () => Promise<T>,
  failed: (result: T) => boolean = () => false,
): Promise<T> {
  const started = performance.now();
  const attributes = { 'http.request.method': method, 'url.path': route };
  return trace
    .getTracer(NAME)
    .startActiveSpan(
      `provider ${method} ${route}`,
      { kind: SpanKind.CLIENT, attributes },
      async (span) => {
        let bad = true;
        try {
          const result = await call();
          bad = failed(result);
          if (bad) span.setStatus({ code: SpanStatusCode.ERROR });
          return result;
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
          throw error;
        } finally {
          span.end();
          const { providerDuration, providerErrors } = instruments();
          providerDuration.record(performance.now() - started, attributes);
          if (bad) providerErrors.add(1, attributes);
        }
      },
    );
}
