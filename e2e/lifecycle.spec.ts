import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownProvider, rawRequest } from './helpers';
import { E2E, siteEnv } from './ports';

/**
 * The compiled production server on its own (one process, `node dist/server.cjs`), against a provider
 * of this file's own: graceful shutdown, liveness and readiness (app/api/ready), and its JSON logs. Runs
 * in the 'faults' project, after the desktop tests (it times shutdowns), beside the publishing tests.
 */
test.describe.configure({ mode: 'serial' });

// A provider of this file's own: it slows it down, and no other test reads it.
let provider: Awaited<ReturnType<typeof ownProvider>>;
test.beforeAll(async () => {
  provider = await ownProvider(E2E.lifecycleProviderPort);
});
test.afterAll(async () => {
  await provider?.stop();
});

const port = E2E.coldSitePort + 7;
const origin = `http://127.0.0.1:${port}`;

type Site = { child: ChildProcessWithoutNullStreams; lines: Array<Record<string, unknown>> };

async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: {
      ...process.env,
      ...siteEnv(port, E2E.lifecycleProviderPort, origin),
      PROVIDER_API_URL: provider.url,
      ...env,
    },
  });
  const lines: Array<Record<string, unknown>> = [];
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    // Next prints a line or two of its own at start-up straight to stdout; the rest is JSON.
    for (const part of parts) if (part.startsWith('{')) lines.push(JSON.parse(part));
  });
  child.stderr.resume();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { child, lines };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the compiled server did not become ready');
}

const get = (path: string, options: { agent?: Agent; headers?: Record<string, string> } = {}) =>
  rawRequest(`http://127.0.0.1:${port}${path}`, options);

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

/**
 * Asks a fresh instance (nothing cached) for a page whose provider answer is held back `slowMs`,
 * and sends the instance SIGTERM 600 ms later, while the page renders. Resolves once the signal is
 * sent, with the page's answer still to come (`page`).
 */
async function renderingWhileStopped(request: APIRequestContext, site: Site, slowMs: number) {
  await provider.setFault(
    request,
    'slow',
    ['/v1/pages/url-lang?property-network-id=4&url=%2Fcerezler'],
    slowMs,
  );
  const page = get('/tr/cerezler', { headers: { accept: 'text/html' } });
  // Rejections are the caller's to read; none is left unhandled while it waits.
  page.catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 600));
  site.child.kill('SIGTERM');
  return { page };
}

test.afterEach(async ({ request }) => {
  await provider.setFault(request, 'none');
});

test('a starting instance refuses connections until it serves: readiness is then 200 at once', async () => {
  test.setTimeout(90_000);
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: {
      ...process.env,
      ...siteEnv(port, E2E.lifecycleProviderPort, origin),
      PROVIDER_API_URL: provider.url,
    },
  });
  child.stdout.resume();
  child.stderr.resume();
  try {
    const seen: Array<number | 'refused'> = [];
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && seen.at(-1) !== 200) {
      const status = await fetch(`${origin}/api/ready`).then(
        (response) => response.status,
        () => 'refused' as const,
      );
      if (status !== seen.at(-1)) seen.push(status);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Listening only once Next is prepared: a load balancer sees "not ready" (refused), then ready.
    expect(seen).toEqual(['refused', 200]);
  } finally {
    child.kill('SIGTERM');
    expect(await exitOf(child as ChildProcessWithoutNullStreams)).toBe(0);
  }
});

test('SIGTERM while the instance starts: it never listens, and exits 0', async () => {
  const child = spawn(process.execPath, ['dist/server.cjs'], {
    env: {
      ...process.env,
      ...siteEnv(port, E2E.lifecycleProviderPort, origin),
      PROVIDER_API_URL: provider.url,
    },
  });
  const output: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr.resume();
  // As soon as its own SIGTERM handler is in place (its "starting" line), while Next is still
  // preparing (that takes seconds): the signal comes before the server listens. (Node's own handler,
  // there from the first millisecond, ends the process by the signal: /proc cannot tell them apart.)
  await expect
    .poll(() => output.join('').includes('"event":"starting"'), { intervals: [10] })
    .toBe(true);
  child.kill('SIGTERM');
  expect(await exitOf(child as ChildProcessWithoutNullStreams)).toBe(0);
  const events = output.join('').match(/"event":"\w+"/g) ?? [];
  expect(events).toContain('"event":"draining"');
  expect(events).not.toContain('"event":"ready"');
  expect(
    await fetch(`${origin}/api/ready`).then(
      () => 'answered',
      () => 'refused',
    ),
  ).toBe('refused');
});

test('SIGTERM: the page being rendered arrives complete, new connections are refused, the process exits 0 by itself', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const site = await startSite({ SHUTDOWN_GRACE_MS: '10000' });
  try {
    expect((await get('/api/health')).status).toBe(200);
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ ready: true, state: 'ready' });

    const started = Date.now();
    const { page: slowPage } = await renderingWhileStopped(request, site, 2500);
    await expect.poll(() => site.lines.some((line) => line.event === 'draining')).toBe(true);
    // Out of rotation while the page finishes: a new connection is refused; a keep-alive one the
    // client still holds gets 503 "draining" and is closed (either way no visitor is sent here).
    const probe = await fetch(`${origin}/api/ready`).then(
      (response) => `${response.status} ${response.headers.get('connection')}`,
      () => 'refused',
    );
    expect(['refused', '503 close']).toContain(probe);

    const page = await slowPage;
    expect(page.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(page.body).toContain('<html lang="tr"');
    expect(page.body).toContain('</html>');
    expect(page.headers.connection).toBe('close');
    expect(await exitOf(site.child)).toBe(0);
    expect(site.lines.some((line) => line.event === 'stopped')).toBe(true);
  } finally {
    if (site.child.exitCode === null) site.child.kill('SIGKILL');
  }
});

test('SIGTERM: a request still running when the grace period ends is cut, and the process exits 0', async ({
  request,
}) => {
  test.setTimeout(90_000);
  // No last good copy (an earlier test read the page): the render waits for the provider.
  const empty = mkdtempSync(path.join(tmpdir(), 'venue-lifecycle-'));
  const site = await startSite({ SHUTDOWN_GRACE_MS: '1000', LAST_GOOD_DIR: empty });
  try {
    // Held back longer than the grace period (the provider's own deadline is 4 s).
    const slowPage = (await renderingWhileStopped(request, site, 3500)).page.then(
      (response) => response.status,
      () => 'cut',
    );
    const stopped = Date.now();
    expect(await exitOf(site.child)).toBe(0);
    // Within the grace period and the log's one-second flush, not after the render.
    expect(Date.now() - stopped).toBeLessThan(3000);
    expect(await slowPage).toBe('cut');
    expect(site.lines.some((line) => line.event === 'grace-expired')).toBe(true);
  } finally {
    if (site.child.exitCode === null) site.child.kill('SIGKILL');
    rmSync(empty, { recursive: true, force: true });
  }
});

test('one JSON line per request, with the request id, never the query or cookies', async () => {
  const site = await startSite();
  try {
    await get('/about-us?secret=hunter2', {
      headers: { accept: 'text/html', 'x-request-id': 'proxy-id-123', cookie: 'session=topsecret' },
    });
    const own = await get('/no-such-page');
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await expect
      .poll(() =>
        ['proxy-id-123', own.headers['x-request-id']].every((id) =>
          site.lines.some((line) => line.reqId === id),
        ),
      )
      .toBe(true);
    const requests = site.lines.filter((line) => line.event === 'request');
    expect(requests.find((line) => line.reqId === 'proxy-id-123')).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/about-us',
      status: 200,
      cache: expect.stringMatching(/^(hit|miss)$/),
    });
    const notFound = requests.find((line) => line.reqId === own.headers['x-request-id']);
    expect(notFound).toMatchObject({ path: '/no-such-page', status: 404 });
    expect(typeof notFound?.ms).toBe('number');
    expect(notFound?.bytes as number).toBeGreaterThan(1000);
    const text = JSON.stringify(site.lines);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('topsecret');
    for (const line of site.lines) expect(typeof line.time).toBe('string');
  } finally {
    site.child.kill('SIGTERM');
    expect(await exitOf(site.child)).toBe(0);
  }
});

// Next takes the build's resolved configuration from __NEXT_PRIVATE_STANDALONE_CONFIG (coupling
// register, docs/architecture.md); ignored, it compiles next.config.ts at every start and keeps both
// SWC compilers mapped (~38 MB, docs/performance.md).
test("the server starts from the build's configuration: no SWC compiler mapped", async () => {
  const site = await startSite();
  try {
    await get('/about-us', { headers: { accept: 'text/html' } });
    const maps = readFileSync(`/proc/${site.child.pid}/maps`, 'utf8');
    expect(maps.match(/\S*swc\S*\.node/g) ?? []).toEqual([]);
  } finally {
    site.child.kill('SIGTERM');
    expect(await exitOf(site.child)).toBe(0);
  }
});

test('provider failures are logged once per failure window, not once per request', async ({
  request,
}) => {
  const site = await startSite();
  try {
    await provider.setFault(request, '500', [
      '/v1/pages/url-lang?property-network-id=4&url=%2Fprivacy',
    ]);
    for (let i = 0; i < 4; i += 1) await get('/ru/privacy', { headers: { accept: 'text/html' } });
    await provider.setFault(request, 'none');
    await expect
      .poll(() => site.lines.filter((line) => line.event === 'request').length)
      .toBeGreaterThanOrEqual(4);
    const failures = site.lines.filter(
      (line) => line.event === 'provider-failed' && String(line.resource).includes('/privacy'),
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ level: 'error' });
  } finally {
    site.child.kill('SIGTERM');
    await exitOf(site.child);
  }
});

test('a missing image is one warning per source and minute, not an error line per request', async () => {
  const site = await startSite();
  try {
    const stamp = Date.now().toString(36);
    const sources = [`/media/nope-${stamp}.jpg`, `/media/nope-${stamp}-b.jpg`];
    for (let i = 0; i < 4; i += 1) {
      for (const source of sources) {
        const url = `/_next/image?url=${encodeURIComponent(source)}&w=640&q=75`;
        expect((await get(url, { headers: { accept: 'image/avif' } })).status).toBe(404);
      }
    }
    // Lines are written in order: once the last request's line is there, a report would be too.
    await expect
      .poll(() => site.lines.filter((line) => line.path === '/_next/image').length)
      .toBe(8);
    const reports = site.lines.filter((line) => JSON.stringify(line).includes(stamp));
    expect(reports.map(({ level, event, source }) => ({ level, event, source }))).toEqual(
      sources.map((source) => ({ level: 'warn', event: 'image-missing', source })),
    );
  } finally {
    site.child.kill('SIGTERM');
    await exitOf(site.child);
  }
});

test('a draft page that finds nothing is answered by the not-found page without piling listeners on the response', async () => {
  const site = await startSite();
  try {
    const path = `/events-concerts/no-such-event-${Date.now().toString(36)}`;
    const entered = await get(
      `/api/draft?secret=${E2E.draftSecret}&path=${encodeURIComponent(path)}`,
    );
    expect(entered.status).toBe(307);
    const cookie = ([] as string[])
      .concat(entered.headers['set-cookie'] ?? [])
      .map((value) => value.split(';')[0])
      .join('; ');
    // The route's error shell is handed, in process, to the not-found page: a second render on
    // the same response, which registered Next's per-render 'close' listeners a second time.
    for (let i = 0; i < 3; i += 1) {
      const answer = await get(path, { headers: { cookie, accept: 'text/html' } });
      expect(answer.status).toBe(404);
    }
    // Lines are written in order: once the last request's line is there, a warning would be too.
    await expect
      .poll(
        () => site.lines.filter((line) => line.event === 'request' && line.path === path).length,
      )
      .toBe(3);
    const warnings = site.lines.filter((line) => /MaxListenersExceeded/.test(String(line.msg)));
    expect(warnings).toEqual([]);
  } finally {
    site.child.kill('SIGTERM');
    await exitOf(site.child);
  }
});
