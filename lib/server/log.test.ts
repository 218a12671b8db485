import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { providerHealth, recordProviderRead } from './log';

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
    done();
  },
});

beforeEach(() => {
  lines.length = 0;
  // The shared logger, writing into the test's sink.
  (globalThis as Record<symbol, unknown>)[Symbol.for('venue-site.logger')] = pino(
    { base: undefined, formatters: { level: (label) => ({ level: label }) } },
    sink,
  );
});

describe('provider failures', () => {
  it('are logged once per failure window, with the count when the resource recovers', async () => {
    for (let i = 0; i < 5; i += 1) {
      recordProviderRead('page en /', { ok: false, message: 'timeout', stale: true });
    }
    recordProviderRead('menus en', { ok: false, message: 'down', stale: false });
    recordProviderRead('page en /', { ok: true });
    recordProviderRead('page en /', { ok: true });
    recordProviderRead('page en /', { ok: false, message: 'again', stale: true });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((line) => [line.event, line.resource, line.failures ?? line.reason])).toEqual([
      ['provider-failed', 'page en /', 'timeout'],
      ['provider-failed', 'menus en', 'down'],
      ['provider-recovered', 'page en /', 5],
      ['provider-failed', 'page en /', 'again'],
    ]);
    expect(lines[0]).toMatchObject({ level: 'error', stale: true });
  });

  it('feed what readiness reports, without asking the provider', () => {
    recordProviderRead('events en', { ok: true }, new Date('2026-11-25T10:00:00Z'));
    expect(providerHealth()).toMatchObject({
      lastSuccessAt: '2026-11-25T10:00:00.000Z',
      failing: false,
    });
    recordProviderRead('events en', { ok: false, message: 'x', stale: false });
    expect(providerHealth().failing).toBe(true);
  });
});
