import { spawn } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  LOG_BUFFER_BYTES,
  MISSING_IMAGE_WINDOW_MS,
  missingImageReport,
  providerHealth,
  recordProviderRead,
} from './log';

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

describe('a missing image', () => {
  it('is one warning per source and minute, not an error line per request', async () => {
    let time = 0;
    const report = missingImageReport(() => time);
    // What Next's optimiser writes to console.error (through logProcess) for each request.
    const next = (source: string) => `⨯ internal image response failed for ${source} 404`;
    for (let i = 0; i < 20; i += 1) expect(report(next('/media/nope.jpg'))).toBe(true);
    // With colours (FORCE_COLOR), Next's prefix is wrapped in escape codes.
    expect(
      report(
        `\x1b[31m\x1b[1m⨯\x1b[22m\x1b[39m internal image response failed for /media/other.jpg 404`,
      ),
    ).toBe(true);
    time = MISSING_IMAGE_WINDOW_MS;
    expect(report(next('/media/nope.jpg'))).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(
      lines.map(({ level, event, source, requests }) => ({ level, event, source, requests })),
    ).toEqual([
      { level: 'warn', event: 'image-missing', source: '/media/nope.jpg', requests: 1 },
      { level: 'warn', event: 'image-missing', source: '/media/other.jpg', requests: 1 },
      { level: 'warn', event: 'image-missing', source: '/media/nope.jpg', requests: 20 },
    ]);
    // Anything else the optimiser reports stays an error of its own.
    expect(report('⨯ internal image response failed for /media/a.jpg 500')).toBe(false);
    expect(report('internal image response is empty for /media/a.jpg')).toBe(false);
  });
});

describe('flushAndExit', () => {
  // A child process logs and exits the way the server does on SIGTERM: with a stdout whose reader
  // is gone, or one nobody reads. sonic-boom's synchronous exit flush retried those writes forever.
  const script = (lines: number) => `
    const loaded = await import(${JSON.stringify(path.resolve('lib/server/log.ts'))});
    const { logger, flushAndExit } = loaded.default ?? loaded;
    const log = logger();
    for (let i = 0; i < ${lines}; i++) log.info({ event: 'line', i, pad: 'x'.repeat(200) });
    // What the logger holds back when the exit begins, for the bound's test.
    process.stderr.write('buffered ' + globalThis[Symbol.for('venue-site.log-destination')]._len + '\\n');
    // In the same tick as the burst: most lines are still queued when the exit begins.
    log.info({ event: 'stopped' });
    flushAndExit(0);
  `;
  const run = (lines: number, stdout: 'closed' | 'unread' | 'read') =>
    new Promise<{ code: number | null; output: string; buffered: number }>((resolve) => {
      let output = '';
      let errors = '';
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script(lines)],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      if (stdout === 'closed') child.stdout!.destroy();
      if (stdout === 'read') child.stdout!.on('data', (chunk: Buffer) => (output += String(chunk)));
      // A child still there 10 s after its exit began hangs (flushAndExit waits 1 s at most); the
      // time counts from then, not from the spawn: starting tsx takes its time on a busy machine.
      let timer: NodeJS.Timeout | undefined;
      child.stderr!.on('data', (chunk: Buffer) => {
        errors += String(chunk);
        if (/buffered \d+/.test(errors)) timer ??= setTimeout(() => child.kill('SIGKILL'), 10_000);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        const buffered = Number(/buffered (\d+)/.exec(errors)?.[1]);
        resolve({ code, output, buffered });
      });
    });

  it('writes every line before it exits', async () => {
    const { code, output } = await run(2_000, 'read');
    expect(code).toBe(0);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(2_001);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ event: 'stopped' });
  });

  it('exits when the stdout reader is gone', async () => {
    const { code } = await run(50, 'closed');
    expect(code).toBe(0);
  });

  it('holds back at most LOG_BUFFER_BYTES for a stdout nobody reads, dropping the rest', async () => {
    // 60 000 lines of ~300 bytes: twice the bound.
    const { code, buffered } = await run(60_000, 'unread');
    expect(code).toBe(0);
    expect(buffered).toBeGreaterThan(0);
    expect(buffered).toBeLessThanOrEqual(LOG_BUFFER_BYTES);
  });

  it('exits when nobody reads stdout (a full pipe)', async () => {
    const { code } = await run(5_000, 'unread');
    expect(code).toBe(0);
  });
});
