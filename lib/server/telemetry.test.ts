import { metrics, trace } from '@opentelemetry/api';
import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterEach, describe, expect, it } from 'vitest';
import { providerCall, recordFormOutcome, recordPageCache } from './telemetry';

afterEach(() => {
  trace.disable();
  metrics.disable();
});

describe('telemetry', () => {
  it('without an SDK: calls run as they are, nothing recorded, errors pass through', async () => {
    await expect(providerCall('GET', '/v1/pages', async () => 42)).resolves.toBe(42);
    await expect(
      providerCall('GET', '/v1/pages', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(() => recordPageCache('hit')).not.toThrow();
  });

  it('with an SDK: a client span per provider call, and the metrics', async () => {
    const spans = new InMemorySpanExporter();
    trace.setGlobalTracerProvider(
      new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] }),
    );
    const exporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
    const reader = new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: 60_000 });
    metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));

    await providerCall('GET', '/v1/pages/url-lang', async () => 'page');
    await providerCall(
      'POST',
      '/v1/web',
      async () => ({ status: 'failed' }),
      () => true,
    );
    await expect(
      providerCall('GET', '/v1/menus', () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    recordPageCache('hit');
    recordPageCache('miss');
    recordPageCache('hit');
    recordFormOutcome('newsletter', 'accepted');

    expect(spans.getFinishedSpans().map((span) => [span.name, span.status.code])).toEqual([
      ['provider GET /v1/pages/url-lang', 0],
      ['provider POST /v1/web', 2],
      ['provider GET /v1/menus', 2],
    ]);
    await reader.forceFlush();
    const points = Object.fromEntries(
      exporter
        .getMetrics()
        .flatMap((batch) => batch.scopeMetrics.flatMap((scope) => scope.metrics))
        .map((metric) => [
          metric.descriptor.name,
          metric.dataPoints.map((point) => [point.attributes, point.value]),
        ]),
    );
    expect(points['site.page_cache.requests']).toEqual([
      [{ result: 'hit' }, 2],
      [{ result: 'miss' }, 1],
    ]);
    expect(points['site.provider.errors']).toHaveLength(2);
    expect(points['site.provider.duration']).toHaveLength(3);
    expect(points['site.forms.submissions']).toEqual([
      [{ form: 'newsletter', outcome: 'accepted' }, 1],
    ]);
  });
});
