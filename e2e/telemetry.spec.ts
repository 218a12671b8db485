import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { startBuiltServer } from './helpers';
import { E2E, siteEnv } from './ports';

/**
 * OpenTelemetry (instrumentation.ts): the built server started with an OTLP/HTTP endpoint sends
 * the provider calls' spans and the site's metrics there; here a local receiver stands for the
 * collector. Without an endpoint (every other e2e site) nothing is registered.
 */
const sitePort = E2E.nginxHttpsPort + 3;
const receiverPort = E2E.nginxHttpsPort + 4;

test('with an OTLP endpoint, provider calls arrive as spans and the metrics as metrics', async () => {
  test.setTimeout(90_000);
  const received: Array<{ path: string; body: string }> = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // Protobuf or JSON: span and metric names are plain UTF-8 in both.
      received.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('latin1') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${sitePort}`;
  const { child, exited } = await startBuiltServer(
    [process.execPath, 'dist/server.cjs'],
    {
      ...process.env,
      ...siteEnv(sitePort, E2E.providerPort, site),
      PROVIDER_API_URL: E2E.provider,
      NODE_ENV: 'production',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_SERVICE_NAME: 'venue-site-e2e',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_METRIC_EXPORT_INTERVAL: '500',
    },
    site,
  ).catch(async (error: unknown) => {
    await new Promise((resolve) => receiver.close(resolve));
    throw error;
  });
  try {
    for (let i = 0; i < 2; i += 1) {
      const page = await fetch(`${site}/venue`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    }
    const sent = (prefix: string) =>
      received
        .filter((request) => request.path.startsWith(prefix))
        .map((request) => request.body)
        .join('\n');
    await expect
      .poll(() => sent('/v1/traces'), { timeout: 15_000 })
      .toContain('provider GET /v1/pages');
    expect(sent('/v1/traces')).toContain('venue-site-e2e');
    await expect
      .poll(() => sent('/v1/metrics'), { timeout: 15_000 })
      .toContain('site.provider.duration');
    await expect
      .poll(() => sent('/v1/metrics'), { timeout: 15_000 })
      .toContain('site.page_cache.requests');
    // A page view's Web Vitals (lib/vitals/): histograms by page type, never the page's path.
    const report = await fetch(`${site}/api/vitals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/tr/hakkimizda',
        device: 'phone',
        connection: '4g',
        values: { LCP: 1800, CLS: 0.02 },
      }),
    });
    expect(report.status).toBe(204);
    await expect
      .poll(() => sent('/v1/metrics'), { timeout: 15_000 })
      .toContain('site.web_vitals.lcp');
    expect(sent('/v1/metrics')).toContain('about-us');
    expect(sent('/v1/metrics')).not.toContain('hakkimizda');
  } finally {
    child.kill('SIGTERM');
    await exited;
    await new Promise((resolve) => receiver.close(resolve));
  }
});
