import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E, siteEnv } from './ports';

/**
 * The built server bound to loopback, to IPv6 loopback and to every address, and reached with the
 * headers a TLS proxy in front adds: every page answers as on the default set-up, redirects stay
 * relative (never to the bind address), no loop, no 500. Bound to 127.0.0.1 every rewritten page
 * once answered a 307 to itself, and a 500 behind a proxy sending X-Forwarded-Proto: https.
 */
test.describe.configure({ mode: 'serial' });

const shapes = [
  { bind: '127.0.0.1', host: '127.0.0.1' },
  { bind: '::1', host: '[::1]' },
  { bind: '0.0.0.0', host: '127.0.0.1' },
];

const port = E2E.coldSitePort + 5;

async function start(bind: string, origin: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...siteEnv(port, E2E.providerPort, origin),
      // The suite's own provider: this site only serves.
      PROVIDER_API_URL: E2E.provider,
      HOSTNAME: bind,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`site bound to ${bind} did not start`);
}

/** A GET with exactly these headers (fetch would not send a Host of our choosing). */
function get(
  address: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname: address, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const proxied = {
  host: 'venue.example',
  'x-forwarded-host': 'venue.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
};

const cases: Array<{ path: string; status: number; location?: string; headers?: object }> = [
  { path: '/', status: 200 },
  { path: '/about-us', status: 200 },
  { path: '/events-concerts', status: 200 },
  { path: '/tr/hakkimizda', status: 200 },
  { path: '/ru/venue', status: 200 },
  { path: '/de/event-solutions', status: 200 },
  { path: '/no-such-page', status: 404 },
  { path: '/de/about-us', status: 308, location: '/about-us' },
  { path: '/de', status: 307, location: '/' },
  { path: '/tr/about-us', status: 308, location: '/tr/hakkimizda' },
  { path: '/about-us/', status: 308, location: '/about-us' },
  { path: '/', status: 307, location: '/ru', headers: { 'accept-language': 'ru' } },
];

for (const { bind, host } of shapes) {
  test(`bound to ${bind}: pages, relative redirects, directly and behind a TLS proxy`, async () => {
    test.setTimeout(120_000);
    const origin = `http://${host}:${port}`;
    const child = await start(bind, origin);
    try {
      for (const viaProxy of [false, true]) {
        for (const { path, status, location, headers } of cases) {
          const response = await get(host.replace(/[[\]]/g, ''), path, {
            accept: 'text/html',
            ...(viaProxy ? proxied : {}),
            ...(headers as Record<string, string> | undefined),
          });
          const name = `${bind}${viaProxy ? ' via proxy' : ''} ${path}`;
          expect(response.status, name).toBe(status);
          expect(response.location, name).toBe(location);
          if (status === 200) expect(response.body, name).toContain('<html lang=');
        }
      }
    } finally {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    }
  });
}
