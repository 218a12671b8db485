import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import type { Running, RunningInstance } from '../scripts/lib/cluster.mjs';
import type { RunningNginx } from '../scripts/lib/nginx.mjs';
import type { RunningRedis } from '../scripts/lib/redis-server.mjs';
import { decodeEntities, ownProvider } from './helpers';
import { E2E } from './ports';

/**
 * Two site instances from the one build, one Redis, one embedded provider (docs/operations.md "Scaling out"):
 * what one instance fetched the other serves without asking the provider, a publish announced to
 * one is live on the other a second later, a dead Redis costs neither instance its pages or forms,
 * and the forms' rate limit counts across both. Runs beside venue-facts and faults (its own servers).
 */
test.describe.configure({ mode: 'serial' });

const REDIS_PORT = E2E.sitePort + 80;
const PORTS = { a: E2E.sitePort + 81, b: E2E.sitePort + 82 };
const NGINX_PORTS = { https: E2E.sitePort + 83, http: E2E.sitePort + 84 };
const PROVIDER_PORT = E2E.providerPort + 80;
const RATE_LIMIT = 4;
const admin = { authorization: `Bearer ${E2E.adminToken}` };

// Plain JavaScript modules shared with `npm run cluster` and the benchmark: loaded as ES modules.
const cluster = () => import('../scripts/lib/cluster.mjs');
// Append-only, as docs/operations.md "Scaling out" requires for the forms' outbox.
const startRedis = async (options: { port: number; dir?: string }) =>
  (await import('../scripts/lib/redis-server.mjs')).startRedis({ ...options, appendonly: true });

let redis: RunningRedis;
let provider: Running;
let a: RunningInstance;
let b: RunningInstance;
let nginx: RunningNginx;

const instanceEnv = () => ({
  REDIS_URL: redis.url,
  REVALIDATE_SECRET: E2E.revalidateSecret,
  FORM_RATE_LIMIT: String(RATE_LIMIT),
  FORMS_OUTBOX_MAX_BACKOFF_MS: '1000',
  // The 100 ms default bound is unit-tested (lib/redis/client.test.ts); on a loaded 2-core CI box a
  // live Redis can take longer than that, and these tests are about sharing, not about the bound.
  REDIS_TIMEOUT_MS: '500',
  NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORTS.a}`,
});

test.beforeAll(async () => {
  test.setTimeout(150_000);
  redis = await startRedis({ port: REDIS_PORT });
  // The test announces publishes itself (to instance A), so it knows when the webhook answered.
  const { startInstance } = await cluster();
  provider = await ownProvider(PROVIDER_PORT);
  [a, b] = await Promise.all([
    startInstance({ port: PORTS.a, providerUrl: provider.url, env: instanceEnv(), socket: true }),
    startInstance({ port: PORTS.b, providerUrl: provider.url, env: instanceEnv(), socket: true }),
  ]);
  // deploy/nginx/venue.conf in front of both, on their sockets as deployed (scripts/lib/nginx.mjs).
  const { startNginx } = await import('../scripts/lib/nginx.mjs');
  nginx = await startNginx({
    httpsPort: NGINX_PORTS.https,
    httpPort: NGINX_PORTS.http,
    upstreams: [a.socket!, b.socket!],
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await provider?.stop();
  await redis?.stop();
});

const contentReads = async () =>
  ((await (await fetch(`${provider.url}/__test/stats`)).json()) as { contentReads: number })
    .contentReads;

/** A page as a browser loads it (through the instance's page cache), with its <title>. */
async function visit(instance: Running, path: string) {
  const response = await fetch(`${instance.url}${path}`, {
    headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
    redirect: 'manual',
  });
  const html = await response.text();
  return { status: response.status, title: titleOf(html) };
}

/** A page's HTML as a browser loads it, entities decoded. */
const html = async (instance: Running, path: string) =>
  decodeEntities(
    await (
      await fetch(`${instance.url}${path}`, {
        headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
      })
    ).text(),
  );

type ProviderPage = { lang: string; url: string; path: string };
const titleOf = (html: string) => decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');

/** An editor saves a new title and publishes it at the provider (which tells no instance). */
async function publishTitle(page: ProviderPage, title: string) {
  const params = `url=${encodeURIComponent(page.url)}&lang=${page.lang}`;
  const draft = await fetch(`${provider.url}/admin/pages?${params}`, {
    method: 'PUT',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ title }),
  });
  expect(draft.status).toBe(200);
  const published = await fetch(`${provider.url}/admin/pages/publish?${params}`, {
    method: 'POST',
    headers: admin,
  });
  expect(published.status).toBe(200);
}

/** The provider's webhook for that page, announced to one instance; resolves once it answered. */
async function announce(instance: Running, page: ProviderPage) {
  const webhook = await fetch(`${instance.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': E2E.revalidateSecret },
    body: JSON.stringify({ type: 'page', lang: page.lang, url: page.url }),
  });
  expect(webhook.status).toBe(200);
}

/** Test-only fault injection at this provider (provider/faults.ts), for the paths given. */
const fault = (mode: string, paths: string[], delayMs?: number) =>
  fetch(`${provider.url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, paths, delayMs }),
  });

const ready = async (instance: Running) =>
  (await (await fetch(`${instance.url}/api/ready`)).json()) as { ready: boolean; redis: string };

function postNewsletter(
  instance: Running,
  client: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return fetch(`${instance.url}/api/forms/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify({ locale: 'en', ...data }),
  });
}

test('a page read on instance A is served by instance B without a provider request', async () => {
  expect(await ready(a)).toMatchObject({ ready: true, redis: 'up' });
  const before = await contentReads();
  expect((await visit(a, '/tr/hakkimizda')).status).toBe(200);
  const afterA = await contentReads();
  expect(afterA).toBeGreaterThan(before);
  const onB = await visit(b, '/tr/hakkimizda');
  expect(onB.status).toBe(200);
  expect(await contentReads()).toBe(afterA);
});

test('a publish announced to A is live on B one second after the webhook answered', async () => {
  const page = { lang: 'de', url: '/gastronomyBackUp', path: '/de/gastronomyBackUp' };
  // B has the page in every cache it has (Next's and its own page cache in front).
  const old = await visit(b, page.path);
  expect(old.status).toBe(200);
  expect((await visit(b, page.path)).title).toBe(old.title);

  const title = `Scale-out ${Date.now()}`;
  await publishTitle(page, title);
  // The provider has it; B still serves what it cached (nothing told it yet).
  expect((await visit(b, page.path)).title).toBe(old.title);

  await announce(a, page);
  await expect.poll(async () => (await visit(b, page.path)).title).toContain(title);
  expect((await visit(a, page.path)).title).toContain(title);
});

test('a venue-facts publish announced to A reaches every page that shows them on B', async () => {
  const paths = ['/the-sin', '/ru/andy-show', '/tr/sik-sorulan-sorular'];
  for (const path of paths) expect(await html(b, path)).toContain('23:00');
  const facts = `${provider.url}/admin/settings`;
  const before = (await (await fetch(facts, { headers: admin })).json()).published;
  const club = { opens: '23:20', closes: '04:20' };
  try {
    const saved = await fetch(facts, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ hours: { club } }),
    });
    expect(saved.status).toBe(200);
    expect((await fetch(`${facts}/publish`, { method: 'POST', headers: admin })).status).toBe(200);
    // The tag of the facts (`settings`), announced to A: every page that read them expires on B.
    const webhook = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': E2E.revalidateSecret },
      body: JSON.stringify({ type: 'settings' }),
    });
    expect(webhook.status).toBe(200);
    for (const path of paths) await expect.poll(() => html(b, path), path).toContain('23:20');
  } finally {
    await fetch(facts, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ hours: before.hours }),
    });
    await fetch(`${facts}/publish`, { method: 'POST', headers: admin });
  }
});

test('through nginx: a publish announced to one instance is live on every instance behind it', async () => {
  const page = { lang: 'tr', url: '/hakkimizda', path: '/tr/hakkimizda' };
  const visitor = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    const titles = async () => {
      const seen: string[] = [];
      // nginx takes turns between the instances: four visits reach both.
      for (let i = 0; i < 4; i++) {
        const response = await visitor.get(`${nginx.origin}${page.path}`, {
          headers: { accept: 'text/html', 'sec-fetch-dest': 'document', connection: 'close' },
        });
        expect(response.status()).toBe(200);
        seen.push(titleOf(await response.text()));
      }
      return seen;
    };
    const before = await titles();
    const title = `Nginx ${Date.now()}`;
    await publishTitle(page, title);
    expect(await titles()).toEqual(before);
    // This time the webhook reaches B.
    await announce(b, page);
    await expect
      .poll(async () => (await titles()).every((seen) => seen.includes(title)))
      .toBe(true);
    // Both instances answered through nginx.
    const log = readFileSync(nginx.accessLog, 'utf8');
    for (const instance of [a, b]) expect(log).toContain(`unix:${instance.socket}`);
  } finally {
    await visitor.dispose();
  }
});

test('after a publish announced to A, B waits for a slow provider’s new version instead of showing its old copy', async () => {
  const page = { lang: 'en', url: '/recruitments', path: '/recruitments' };
  // B holds a last good copy of the page.
  expect((await visit(b, page.path)).status).toBe(200);
  const title = `Slow publish ${Date.now()}`;
  await publishTitle(page, title);
  // Slower than the stale budget (PROVIDER_STALE_AFTER_MS, 1 s), within the deadline (4 s).
  expect((await fault('slow', ['/v1/pages'], 2_500)).status).toBe(200);
  try {
    await announce(a, page);
    // Until B hears of the publish its caches answer at once; the first visit that renders (it
    // reads the slow provider, so it takes over a second) must show the new version.
    let rendered: string | undefined;
    await expect
      .poll(
        async () => {
          const started = Date.now();
          const seen = await visit(b, page.path);
          if (Date.now() - started > 900) rendered = seen.title;
          return rendered !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(rendered).toContain(title);
  } finally {
    await fault('none', ['/v1/pages']);
  }
});

test('with the provider down, B serves from the shared cache what only A read: a page, and the data of a live list', async () => {
  const notice = 'geçici olarak';
  // A rendered page (shared whole), and the events list, rendered on every request from the
  // provider data it reads (shared as data, lib/cache/page-cache-handler.ts).
  const page = await html(a, '/tr/sahne-arkasi');
  const list = await html(a, '/tr/etkinlikler-konserler');
  const event = list.match(/href="(\/tr\/etkinlikler-konserler\/[^"?#]+)"/)?.[1];
  expect(event).toBeTruthy();
  try {
    expect((await fault('down', ['/v1'])).status).toBe(200);
    const pageOnB = await html(b, '/tr/sahne-arkasi');
    expect(titleOf(pageOnB)).toBe(titleOf(page));
    expect(pageOnB.includes(notice), 'the page says content is missing').toBe(false);
    const listOnB = await html(b, '/tr/etkinlikler-konserler');
    expect(listOnB.includes(`href="${event}"`), `B lists ${event}`).toBe(true);
    expect(listOnB.includes(notice), 'the list says content is missing').toBe(false);
  } finally {
    await fault('none', ['/v1']);
  }
});

test('the rate limit of the forms counts across instances', async () => {
  const client = '203.0.113.40';
  const statuses: number[] = [];
  // Invalid posts count too (the limit comes before validation): nothing reaches the provider.
  for (const instance of [a, b, a, b, a, b]) {
    statuses.push((await postNewsletter(instance, client, {})).status);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  // Another visitor is counted on its own.
  expect((await postNewsletter(b, '203.0.113.41', {})).status).toBe(400);
});

test('with Redis killed both instances serve pages and answer forms, and sharing resumes when it is back', async () => {
  test.setTimeout(60_000);
  await redis.stop({ kill: true, keepDir: true });
  for (const instance of [a, b]) {
    const started = Date.now();
    expect((await visit(instance, '/about-us')).status).toBe(200);
    expect((await visit(instance, '/ru/about-us')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const valid = await postNewsletter(instance, `198.51.100.${instance === a ? 1 : 2}`, {
      firstName: 'Ada',
      lastName: 'Scale',
      email: `ada-${instance === a ? 'a' : 'b'}@example.com`,
      approvedKvkk: true,
    });
    expect(valid.status).toBe(200);
    await expect.poll(async () => (await ready(instance)).redis).toBe('down');
    expect((await ready(instance)).ready).toBe(true);
  }

  redis = await startRedis({ port: REDIS_PORT, dir: redis.dir });
  for (const instance of [a, b]) {
    await expect.poll(async () => (await ready(instance)).redis, { timeout: 15_000 }).toBe('up');
  }
  // Shared again: a page only A has read is served by B without the provider.
  expect((await visit(a, '/ru/events-concerts')).status).toBe(200);
  const afterA = await contentReads();
  expect((await visit(b, '/ru/events-concerts')).status).toBe(200);
  expect(await contentReads()).toBe(afterA);
});

test('with the provider down, 50 submissions through both instances all arrive once it is back', async () => {
  test.setTimeout(60_000);
  expect((await fault('down', ['/v1/web/subscribe-newsletter'])).status).toBe(200);
  const run = Date.now();
  const emails = Array.from({ length: 50 }, (_, i) => `outbox-${run}-${i}@example.com`);
  const post = (i: number, instance = i % 2 ? a : b) =>
    postNewsletter(
      instance,
      `192.0.2.${i + 1}`,
      { firstName: 'Out', lastName: 'Box', email: emails[i], approvedKvkk: true },
      { 'idempotency-key': `outbox-${run}-${i}` },
    ).then((response) => response.status);
  const statuses = await Promise.all(emails.map((_, i) => post(i)));
  // Accepted while the provider is down: written to the outbox.
  expect(statuses).toEqual(emails.map(() => 200));
  // The browser's retries of ten of them, on the other instance: answered, not queued again.
  const retries = await Promise.all(emails.slice(0, 10).map((_, i) => post(i, i % 2 ? b : a)));
  expect(retries).toEqual(Array(10).fill(200));

  const stored = async () => {
    const response = await fetch(`${provider.url}/__test/submissions?type=newsletter`);
    const list = (await response.json()) as Array<{ payload: { email?: string } }>;
    return list
      .map((item) => item.payload.email)
      .filter((email) => email?.startsWith(`outbox-${run}`));
  };
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(await stored()).toEqual([]);

  expect((await fault('none', ['/v1/web/subscribe-newsletter'])).status).toBe(200);
  await expect.poll(async () => (await stored()).length, { timeout: 20_000 }).toBe(50);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const arrived = await stored();
  expect(arrived).toHaveLength(50);
  expect(new Set(arrived)).toEqual(new Set(emails));
});
