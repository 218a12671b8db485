/**
 * Once per server process, before it serves (Next awaits it; server/index.ts listens after it):
 * - in production, the process's own reports as JSON lines (console, crashes: lib/server/log.ts);
 * - with REDIS_URL, the shared cache tier (publishes of the other instances heard from the start)
 *   and this instance's worker of the forms' outbox (lib/forms/outbox.ts);
 * - OpenTelemetry, off unless an OTLP endpoint is configured (`OTEL_EXPORTER_OTLP_ENDPOINT`, or
 *   `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`): then Next's own spans, the provider calls and the site's
 *   metrics are exported there. Off, nothing is loaded and nothing leaves the machine; the spans and
 *   metrics the code records (lib/server/telemetry.ts) go to OpenTelemetry's no-op API.
 * Server only: no page loads any of it.
 */
export async function register() {
  // NEXT_RUNTIME and NODE_ENV are Next's own (set by it, inlined at build), not the site's settings.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NODE_ENV === 'production') (await import('./lib/server/log')).logProcess();
  const { sharedCache } = await import('./lib/cache/tags');
  const shared = sharedCache();
  if (shared) {
    // Serving starts once Redis answered or about 2 s passed (lib/redis/client.ts's bound): a fresh
    // instance reports and uses the shared tier from its first request (without it, its own memory).
    const { bounded } = await import('./lib/redis/client');
    await bounded(shared.redis.connected, 2000).catch(() => false);
    (await import('./lib/forms/deliver')).formsOutbox(shared.redis).start();
  }
  if ((await import('./lib/server/telemetry')).telemetryConfigured()) {
    (await import('./lib/server/telemetry-sdk')).startTelemetry();
  }
}
