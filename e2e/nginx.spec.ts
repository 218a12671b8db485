import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import type { RunningNginx, startNginx as StartNginx } from '../scripts/lib/nginx.mjs';
import { PROVIDER_FORMS_LOCK } from './forms-helpers';
import { postNewsletterFrom, rawRequest, startBuiltServer } from './helpers';
import { E2E, siteEnv } from './ports';

/**
 * Debian's nginx with the operator's deploy/nginx/venue.conf (rendered for loopback ports, the
 * instances' sockets and a self-signed certificate by scripts/lib/nginx.mjs) in front of the e2e
 * site's socket, and an instance in its upstream that is down: over https, pages, redirects, the
 * http → https redirect, caching of build files and optimised images, request ids and the forms' rate limit per visitor
 * address (the site trusts what its socket's peer says).
 */
test.describe.configure({ mode: 'serial' });

let nginx: RunningNginx;

test.beforeAll(async () => {
  // Loaded by Node itself (plain ESM shared with the scripts), not through the test transform.
  const library = pathToFileURL(path.resolve(__dirname, '../scripts/lib/nginx.mjs')).href;
  const { startNginx } = (await import(library)) as { startNginx: typeof StartNginx };
  nginx = await startNginx({
    httpsPort: E2E.nginxHttpsPort,
    httpPort: E2E.nginxHttpPort,
    // As deployed, the instances' sockets; the first is of an instance that is stopped (systemd
    // removed its directory): nginx must pass its requests to the live one.
    upstreams: [E2E.stoppedInstanceSocket, E2E.siteSocket],
    stdio: 'ignore',
  });
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('pages over https, in their language, with HSTS and a Secure cookie', async () => {
  for (const [path, lang] of [
    ['/about-us', 'en'],
    ['/events-concerts', 'en'],
    ['/tr/hakkimizda', 'tr'],
    ['/ru/venue', 'ru'],
    ['/de/event-solutions', 'de'],
  ] as const) {
    const page = await rawRequest(`${nginx.origin}${path}`, { headers: { accept: 'text/html' } });
    expect(page.status, path).toBe(200);
    expect(page.body, path).toContain(`<html lang="${lang}"`);
    expect(page.headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
  }
  const home = await rawRequest(`${nginx.origin}/`, { headers: { 'accept-language': 'en' } });
  expect(home.status).toBe(200);
  expect(String(home.headers['set-cookie'])).toMatch(/i18n_redirected=en;.*;\s*Secure/i);
  // A shared cache in front keeps the languages and the remembered language apart.
  expect(home.headers.vary).toMatch(/Accept-Language/);
  expect(home.headers.vary).toMatch(/Cookie/);
  const missing = await rawRequest(`${nginx.origin}/no-such-page`, {
    headers: { accept: 'text/html' },
  });
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('<html lang="en"');
});

test('locale redirects lead to the public origin, never to the instance behind', async () => {
  for (const { path, headers, to } of [
    { path: '/de/about-us', headers: {}, to: '/about-us' },
    { path: '/de', headers: {}, to: '/' },
    { path: '/tr/about-us', headers: {}, to: '/tr/hakkimizda' },
    { path: '/about-us/', headers: {}, to: '/about-us' },
    { path: '/', headers: { 'accept-language': 'ru' }, to: '/ru' },
  ]) {
    const answer = await rawRequest(`${nginx.origin}${path}`, { headers });
    expect([301, 307, 308], path).toContain(answer.status);
    const location = answer.headers.location ?? '';
    expect(location, path).not.toContain(String(E2E.sitePort));
    expect(new URL(location, nginx.origin).href, path).toBe(`${nginx.origin}${to}`);
  }
});

test('a flood of query strings from one visitor is cut by nginx; plain pages and other visitors are not', async () => {
  const from = (address: string, path: string) =>
    rawRequest(`${nginx.origin}${path}`, { localAddress: address });
  const flooder = `127.0.${70 + test.info().retry}.9`;
  const statuses = await Promise.all(
    Array.from({ length: 120 }, (_, i) => from(flooder, `/venue?r=${i}`).then((a) => a.status)),
  );
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  // The same visitor's plain pages, and another visitor's queries, still pass.
  expect((await from(flooder, '/venue')).status).toBe(200);
  expect((await from(`127.0.${70 + test.info().retry}.10`, '/venue?r=x')).status).toBe(200);
});

test('a flood of forms posted to a page from one visitor is cut by nginx', async () => {
  const flooder = `127.0.${75 + test.info().retry}.9`;
  const post = () =>
    rawRequest(`${nginx.origin}/venue`, {
      method: 'POST',
      localAddress: flooder,
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: nginx.origin },
      body: '--x--\r\n',
    }).then((answer) => answer.status);
  const statuses = await Promise.all(Array.from({ length: 40 }, post));
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  // The API's posts have limits of their own, not this one.
  expect((await rawRequest(`${nginx.origin}/venue`, { localAddress: flooder })).status).toBe(200);
});

test('plain http is redirected to https, path and query kept', async () => {
  const answer = await rawRequest(`${nginx.httpOrigin}/about-us?from=mail`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe(`${nginx.origin}/about-us?from=mail`);
});

test('build files are cached for a year, immutable, and kept by nginx', async () => {
  const page = await rawRequest(`${nginx.origin}/about-us`);
  const file = /\/_next\/static\/[^"?]+\.js/.exec(page.body)?.[0];
  expect(file).toBeTruthy();
  const first = await rawRequest(`${nginx.origin}${file}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  const second = await rawRequest(`${nginx.origin}${file}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  for (const answer of [first, second]) {
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(answer.headers['cache-control']).toMatch(/immutable/);
  }
  expect(second.headers['x-cache-status']).toBe('HIT');
  // A missing build file is not cached as immutable.
  const gone = await rawRequest(`${nginx.origin}/_next/static/chunks/no-such-file.js`);
  expect(gone.status).toBe(404);
  expect(gone.headers['cache-control'] ?? '').not.toMatch(/immutable/);
});

test('optimised images are kept by nginx, one copy per format the browser accepts', async () => {
  const url = `${nginx.origin}/_next/image?url=%2Fmedia%2Fgallery%2Fclub-2.jpg&w=256&q=75`;
  const fetchAs = (accept: string) => rawRequest(url, { headers: { accept } });
  await fetchAs('image/avif,image/webp,*/*');
  const avif = await fetchAs('image/avif,image/webp,*/*');
  expect(avif.status).toBe(200);
  expect(avif.headers['content-type']).toBe('image/avif');
  expect(avif.headers['x-cache-status']).toBe('HIT');
  // The site's Vary: Accept keeps another browser's format apart.
  const webp = await fetchAs('image/webp,*/*');
  expect(webp.headers['content-type']).toBe('image/webp');
});

test('the request id of a proxy in front is kept, else nginx makes one, and the site logs it', async () => {
  const given = `e2e-${Date.now()}`;
  const kept = await rawRequest(`${nginx.origin}/about-us`, { headers: { 'x-request-id': given } });
  // The site answers with the id it logged the request under.
  expect(kept.headers['x-request-id']).toBe(given);
  const made = await rawRequest(`${nginx.origin}/about-us`);
  // nginx's $request_id (32 hex digits), not an id the site made up (a UUID).
  expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  await expect.poll(() => readFileSync(nginx.accessLog, 'utf8')).toContain(`id=${given}`);
});

test('the access log keeps paths, never a query (preview secrets, link signatures)', async () => {
  const marker = `e2e-log-${Date.now()}`;
  await rawRequest(`${nginx.origin}/api/draft?secret=${E2E.draftSecret}&path=/about-us`, {
    headers: { 'x-request-id': marker },
  });
  await rawRequest(`${nginx.origin}/api/draft?path=/about-us&exp=1&sig=not-a-signature`, {
    headers: { 'x-request-id': `${marker}-link` },
  });
  await expect.poll(() => readFileSync(nginx.accessLog, 'utf8')).toContain(`id=${marker}-link`);
  const lines = readFileSync(nginx.accessLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(marker));
  expect(lines).toHaveLength(2);
  for (const line of lines) {
    expect(line).toContain('"GET /api/draft HTTP/');
    expect(line).not.toContain(E2E.draftSecret);
    expect(line).not.toContain('sig=');
  }
});

test.describe('behind nginx', () => {
  // Form posts reach the provider: not while a fault test breaks its form endpoint.
  test.describe.configure({ lock: PROVIDER_FORMS_LOCK });

  test('the forms rate-limit each visitor by the address nginx saw, whatever it claims', async () => {
    // Addresses of their own per attempt: a retry must not find the first attempt's count.
    const retry = test.info().retry;
    const post = (localAddress: string, forwardedFor: string) =>
      postNewsletterFrom(nginx.origin, localAddress, forwardedFor);
    const first = `127.0.${50 + retry}.2`;
    const second = `127.0.${50 + retry}.3`;
    const statuses: number[] = [];
    // Each post claims another address: nginx replaces the claim by the address it saw.
    for (let i = 0; i < 12; i += 1) statuses.push(await post(first, `198.51.100.${i}, ${second}`));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor has a limit of its own.
    expect(await post(second, first)).toBe(200);
  });

  test('a form the browser sends itself is delivered and confirmed over https', async ({
    browser,
  }) => {
    // The form's Origin (port included) must match the host nginx forwards: Next refuses it otherwise.
    const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`${nginx.origin}/gastronomy`);
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByRole('textbox', { name: /^First name/ }).fill('Nginx');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Visitor');
    await form.getByRole('textbox', { name: /^E-mail/ }).fill(`nginx-${Date.now()}@example.com`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${nginx.origin}/gastronomy#newsletter-sent`);
    await expect(page.getByText('You have subscribed to the newsletter.')).toBeVisible();
    await context.close();
  });
});

test('the systemd unit starts one Node process that serves and stops cleanly on SIGTERM', async () => {
  test.setTimeout(90_000);
  const unit = readFileSync(
    path.resolve(__dirname, '../deploy/systemd/venue-site@.service'),
    'utf8',
  );
  const setting = (name: string) =>
    [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((match) => match[1]!.trim());
  const port = E2E.deadUpstreamPort + 1;
  // systemd's specifiers: %i the instance (its port), %t the runtime directory's root (/run), %S
  // the state directories' root (/var/lib).
  const runtime = mkdtempSync(path.join(tmpdir(), 'venue-run-'));
  const state = mkdtempSync(path.join(tmpdir(), 'venue-state-'));
  const instance = (value: string) =>
    value.replaceAll('%i', String(port)).replaceAll('%t', runtime).replaceAll('%S', state);
  for (const directory of setting('StateDirectory')) mkdirSync(path.join(state, directory));
  // The unit's RuntimeDirectory, as systemd makes it before ExecStart (and removes after the stop).
  const runtimeDirectoryMode = Number.parseInt(setting('RuntimeDirectoryMode')[0]!, 8);
  for (const directory of setting('RuntimeDirectory'))
    mkdirSync(path.join(runtime, instance(directory)), {
      recursive: true,
      mode: runtimeDirectoryMode,
    });
  const environment = Object.fromEntries(
    setting('Environment').map((line) => {
      const [name, ...value] = instance(line).split('=');
      return [name!, value.join('=')];
    }),
  );
  expect(environment).toMatchObject({ PORT: String(port), HOSTNAME: '127.0.0.1' });
  // nginx's way in (deploy/nginx/venue.conf's upstream lines) is inside that directory.
  const socket = environment.SOCKET_PATH!;
  expect(socket).toBe(path.join(runtime, 'venue-site', String(port), 'http.sock'));
  expect(readFileSync(path.resolve(__dirname, '../deploy/nginx/venue.conf'), 'utf8')).toContain(
    `server unix:${socket.replace(runtime, '/run').replace(String(port), '3000')} `,
  );
  expect(setting('KillSignal')).toEqual(['SIGTERM']);
  const graceMs = Number(environment.SHUTDOWN_GRACE_MS);
  const stopSeconds = Number(setting('TimeoutStopSec')[0]);
  expect(stopSeconds * 1000).toBeGreaterThan(graceMs);
  // ExecStart as systemd runs it (the program and its arguments), from the repository's build.
  const command = setting('ExecStart')[0]!.split(/\s+/);
  expect(command[0]).toBe('/usr/bin/node');
  const site = `http://127.0.0.1:${port}`;
  // systemd's clean environment: the unit's settings, and what /etc/venue/site.env holds in
  // production (the provider to read and the public origin).
  const { child, exited } = await startBuiltServer(
    command,
    {
      PATH: process.env.PATH,
      ...siteEnv(port, E2E.providerPort, site),
      PROVIDER_API_URL: E2E.provider,
      ...environment,
    },
    site,
  );
  try {
    const page = await fetch(`${site}/about-us`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');
    // What the provider sent is kept in the unit's state directory, for a restart during an outage.
    await expect
      .poll(() => readdirSync(environment.LAST_GOOD_DIR!, { recursive: true }).length)
      .toBeGreaterThan(0);
    expect(environment.LAST_GOOD_DIR!.startsWith(state)).toBe(true);
    // The same site on the socket, which only the instance's user and group may open.
    const viaSocket = await rawRequest(`http://localhost/venue`, { socketPath: socket });
    expect(viaSocket.status).toBe(200);
    expect(viaSocket.body).toContain('<html lang="en"');
    expect(statSync(socket).mode & 0o777).toBe(0o660);
    // One Node process: the unit's main process is the server itself, with no children.
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim();
    expect(children).toBe('');
  } finally {
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(stopSeconds * 1000);
    // Its socket goes with it: nginx's connection is refused at once, and the next start is clean.
    expect(existsSync(socket)).toBe(false);
    rmSync(runtime, { recursive: true, force: true });
  }
});
