/**
 * OpenTelemetry, off unless an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_ENDPOINT`, or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`): then Next's own spans, the provider calls and the site's
 * metrics are exported there. Off, nothing is loaded and nothing leaves the machine; the spans and
 * metrics the code records (lib/server/telemetry.ts) go to OpenTelemetry's no-op API. Server only:
 * no page loads any of it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    return;
  const { startTelemetry } = await import('./lib/server/telemetry-sdk');
  startTelemetry();
}
