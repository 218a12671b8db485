import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { registerOTel } from '@vercel/otel';
import { env } from '../env';

/**
 * The OpenTelemetry SDK, started by instrumentation.ts when an OTLP endpoint is configured:
 * traces (Next's spans, the provider calls) and metrics (lib/server/telemetry.ts) to the endpoint
 * of the standard `OTEL_EXPORTER_OTLP_*` variables. `OTEL_SERVICE_NAME` names the service
 * (`venue-site` by default); `OTEL_METRIC_EXPORT_INTERVAL` sets how often metrics go out (ms).
 */
export function startTelemetry(): void {
  registerOTel({
    serviceName: env.OTEL_SERVICE_NAME,
    traceExporter: 'auto',
    metricReaders: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter(),
        exportIntervalMillis: env.OTEL_METRIC_EXPORT_INTERVAL,
      }),
    ],
  });
}
