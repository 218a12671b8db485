import { describe, expect, it, vi } from 'vitest';
import { mergeSummaries, regressions } from './alarm';
import { createVitalsReceiver } from './receive';
import { bucketCounts, p75, p75FromBuckets, pageTypeOf, rating } from './report';
import { createVitalsSummary, type VitalsSummary } from './summary';

describe('what a report says', () => {
  it('sorts a path into its page type and language, never keeping the path', () => {
    expect(pageTypeOf('/')).toEqual({ page: 'home', lang: 'en' });
    expect(pageTypeOf('/tr')).toEqual({ page: 'home', lang: 'tr' });
    expect(pageTypeOf('/tr/hakkimizda')).toEqual({ page: 'about-us', lang: 'tr' });
    expect(pageTypeOf('/ru/events-concerts/new-year-gala-2027')).toEqual({
      page: 'event',
      lang: 'ru',
    });
    expect(pageTypeOf('/de/proposal-request')).toEqual({ page: 'proposal-request', lang: 'de' });
    expect(pageTypeOf('/no/such/page')).toEqual({ page: 'other', lang: 'en' });
  });

  it('rates by Google’s thresholds, and finds the 75th percentile raw or from buckets', () => {
    expect([
      rating('LCP', 2500),
      rating('LCP', 2501),
      rating('INP', 600),
      rating('CLS', 0.05),
    ]).toEqual(['good', 'needs-improvement', 'poor', 'good']);
    const values = [100, 200, 300, 400, 900, 1000, 1100, 2600];
    expect(p75(values)).toBe(1000);
    const fromBuckets = p75FromBuckets('LCP', bucketCounts('LCP', values))!;
    expect(fromBuckets).toBeGreaterThan(800);
    expect(fromBuckets).toBeLessThanOrEqual(1000);
    expect(p75FromBuckets('CLS', bucketCounts('CLS', []))).toBeNull();
  });
});

describe('the minute summaries and the alarm', () => {
  it('writes one line per minute with page views, which the alarm reads back', () => {
    let now = Date.parse('2026-11-28T13:00:10Z');
    const lines: VitalsSummary[] = [];
    const summary = createVitalsSummary(
      (line) => lines.push(line),
      () => now,
    );
    for (let i = 0; i < 8; i += 1) summary.add('home', { LCP: 1000 + i * 100, INP: 80, CLS: 0.02 });
    summary.add('event', { LCP: 3200, INP: 260 });
    summary.flush();
    expect(lines).toHaveLength(0);
    now += 60_000;
    summary.flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.minute).toBe('2026-11-28T13:00:00.000Z');
    expect(lines[0]!.pages.home!.LCP).toMatchObject({ n: 8, p75: 1500 });
    const log = lines.map((line) => JSON.stringify({ level: 30, ...line, msg: 'web vitals' }));
    const merged = mergeSummaries(['not json', ...log], new Date('2026-11-28T12:00:00Z'));
    expect(merged.map((page) => page.page)).toEqual(['event', 'home']);
    expect(regressions(merged)).toEqual(['event LCP', 'event INP']);
    expect(mergeSummaries(log, new Date('2026-11-28T14:00:00Z'))).toEqual([]);
  });
});

describe('POST /api/vitals', () => {
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    new Request('http://site.test/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const report = {
    path: '/tr/hakkimizda',
    device: 'phone',
    connection: '4g',
    values: { LCP: 1234, CLS: 0.01 },
  };

  it('records a report by page type, language, device and connection, and nothing else', async () => {
    const record = vi.fn();
    const receive = createVitalsReceiver({ record });
    const answer = await receive(post(report, { cookie: 'i18n_redirected=tr' }));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(record).toHaveBeenCalledWith(
      { LCP: 1234, CLS: 0.01 },
      { page_type: 'about-us', lang: 'tr', device: 'phone', connection: '4g' },
    );
    expect(JSON.stringify(record.mock.calls)).not.toMatch(/203\.0\.113|hakkimizda|i18n/);
  });

  it('refuses what is malformed, too large or too often, and records none of it', async () => {
    const record = vi.fn();
    const receive = createVitalsReceiver({ record });
    for (const bad of [
      '{',
      '[]',
      { ...report, values: { LCP: -1 } },
      { ...report, device: 'tv' },
    ]) {
      expect((await receive(post(bad))).status).toBe(400);
    }
    expect((await receive(post({ ...report, path: `/${'x'.repeat(3000)}` }))).status).toBe(413);
    const limited = createVitalsReceiver({
      record,
      limiter: { hit: () => ({ ok: false, retryAfterSeconds: 5 }) },
    });
    expect((await limited(post(report))).status).toBe(429);
    expect(record).not.toHaveBeenCalled();
  });
});
