import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../lib/server/http-server';
import { postNewsletterFrom, rawRequest } from './helpers';
import { E2E } from './ports';

/** One request written byte for byte (absolute-form targets, methods fetch refuses to send). */
function raw(port: number, head: string): Promise<{ status: number; headers: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n`));
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const end = text.indexOf('\r\n\r\n');
      if (end >= 0) {
        socket.destroy();
        resolve({ status: Number(text.split(' ')[1]), headers: text.slice(0, end) });
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), headers: text }));
  });
}

test.describe('methods', () => {
  test('HEAD answers like GET without a body, on pages, 404s and files', async () => {
    for (const path of [
      '/',
      '/tr/hakkimizda',
      '/ru/schedule',
      '/no-such-page',
      '/brand/logo.svg',
    ]) {
      const headers = { accept: 'text/html', 'accept-encoding': 'identity' };
      const get = await fetch(`${E2E.site}${path}`, { headers });
      const getBody = await get.arrayBuffer();
      const head = await fetch(`${E2E.site}${path}`, { method: 'HEAD', headers });
      expect(head.status, path).toBe(get.status);
      expect(head.headers.get('content-type'), path).toBe(get.headers.get('content-type'));
      expect((await head.arrayBuffer()).byteLength, path).toBe(0);
      // Within the page cache's two seconds both answers are the same page.
      expect(Number(head.headers.get('content-length')), path).toBe(getBody.byteLength);
    }
  });

  test('writes to pages and files answer 405 with Allow, never a render or a 500', async () => {
    for (const path of ['/about-us', '/tr', '/favicon.ico', '/brand/logo.svg', '/robots.txt']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await fetch(`${E2E.site}${path}`, {
          method,
          headers: { accept: 'text/html', 'content-type': 'text/plain' },
          body: 'x',
        });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow'), `${method} ${path}`).toBe('GET, HEAD, OPTIONS');
        expect(await response.text()).not.toContain('<html');
      }
    }
    const options = await fetch(`${E2E.site}/about-us`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  test('TRACE, OPTIONS *, GET *, unknown methods and absolute-form targets', async () => {
    expect((await raw(E2E.sitePort, 'TRACE / HTTP/1.1\r\nHost: x')).status).toBe(405);
    expect((await raw(E2E.sitePort, 'TRACE /api/health HTTP/1.1\r\nHost: x')).status).toBe(405);
    const star = await raw(E2E.sitePort, 'OPTIONS * HTTP/1.1\r\nHost: x');
    expect(star.status).toBe(204);
    expect(star.headers).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS/i);
    expect((await raw(E2E.sitePort, 'GET * HTTP/1.1\r\nHost: x')).status).toBe(400);
    expect((await raw(E2E.sitePort, 'PROPFIND / HTTP/1.1\r\nHost: x')).status).toBe(501);
    expect((await raw(E2E.sitePort, 'BREW / HTTP/1.1\r\nHost: x')).status).toBe(501);
    // CONNECT, to a path or a host (Node closed the connection unanswered without a listener).
    for (const target of ['/about-us', 'venue.example:443']) {
      const connected = await raw(E2E.sitePort, `CONNECT ${target} HTTP/1.1\r\nHost: x`);
      expect(connected.status, target).toBe(405);
      expect(connected.headers, target).toMatch(/\r\nAllow: GET, HEAD, OPTIONS/i);
    }
    // A request Node's parser refuses (a header line without a colon): a plain 400.
    expect((await raw(E2E.sitePort, 'GET / HTTP/1.1\r\nHost: x\r\nno colon here')).status).toBe(
      400,
    );
    for (const target of [
      'http://evil.example/x',
      'http://evil.example/de/about-us',
      'http://evil.example//evil.example/y',
      'https://evil.example',
    ]) {
      const answer = await raw(E2E.sitePort, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1`);
      expect(answer.status, target).toBeLessThan(500);
      // Never to the target's host (a path that happens to read evil.example is harmless).
      expect(answer.headers, target).not.toMatch(/\r\nLocation:\s*(?:https?:)?\/\/evil\.example/i);
    }
  });
});

test.describe('request targets', () => {
  test('a path that is not valid percent-encoding is a 400 on every kind of route, never a 500', async () => {
    for (const path of [
      '/api/events/xx/%ff/ics',
      '/api/events/en/%ff/ics',
      '/api/events/en/%E0%A4%A/ics',
      '/api/events/%ff/x/ics',
      '/og/%ff.png',
      '/api/forms/%ff',
      '/api/ready/%ff',
      '/media/%ff.jpg',
      '/about-us/%ff',
      '/tr/%ff',
    ]) {
      expect((await rawRequest(`${E2E.site}${path}`)).status, path).toBe(400);
    }
  });
});

test.describe('not-found pages', () => {
  test('are the localised page for any Accept, rendered once and cached by Next', async () => {
    for (const [path, heading] of [
      ['/no-such-page', 'This page could not be found'],
      ['/tr/olmayan-sayfa', 'Bu sayfa bulunamadı'],
      ['/ru/events-concerts/no-such-event', 'Страница не найдена'],
    ] as const) {
      for (const accept of ['*/*', 'text/html', 'application/json']) {
        const response = await fetch(`${E2E.site}${path}`, { headers: { accept } });
        expect(response.status, `${path} ${accept}`).toBe(404);
        const html = await response.text();
        expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        expect(html).not.toContain('__next_error__');
        // A shared cache in front never keeps a 404 an editor may publish over.
        expect(response.headers.get('cache-control')).toMatch(/no-store/);
      }
    }
    // Unknown paths share one cached page per language (Next's cache answers the second one).
    await fetch(`${E2E.site}/scan-a-1`);
    const second = await fetch(`${E2E.site}/scan-b-2`, { headers: { 'x-debug-cache': '1' } });
    expect(second.status).toBe(404);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
  });

  test('pages that read their query are cached like their siblings', async () => {
    for (const path of ['/ru/events-concerts', '/ru/schedule', '/tr/schedule', '/de/schedule']) {
      await expect(async () => {
        await fetch(`${E2E.site}${path}`, { headers: { accept: 'text/html' } });
        const again = await fetch(`${E2E.site}${path}`, { headers: { accept: 'text/html' } });
        expect(again.headers.get('x-server-cache'), path).toBe('hit');
        // The proxy's mark is the server's to read, never stored with the page nor sent.
        expect(again.headers.get('x-page-shareable'), path).toBeNull();
      }).toPass({ timeout: 10_000 });
    }
  });
});

test.describe('query strings', () => {
  test('a parameter a page does not read is the page itself: the cache answers it', async () => {
    const made = () => Math.random().toString(36).slice(2);
    for (const [path, variant] of [
      ['/ru/venue', () => `/ru/venue?r=${made()}&utm_source=newsletter`],
      // What the page reads stays, written as the page writes it; the rest goes.
      [
        '/ru/events-concerts?filter=today',
        () => `/ru/events-concerts?sort=date&r=${made()}&filter=today`,
      ],
      ['/tr/hakkimizda', () => `/tr/hakkimizda?__proto__=${made()}`],
    ] as const) {
      await expect(async () => {
        await fetch(`${E2E.site}${path}`, { headers: { accept: 'text/html' } });
        const again = await fetch(`${E2E.site}${variant()}`, { headers: { accept: 'text/html' } });
        expect(again.status, path).toBe(200);
        expect(again.headers.get('x-server-cache'), path).toBe('hit');
      }).toPass({ timeout: 10_000 });
    }
  });
});

test.describe('headers and cookies', () => {
  test("Next's internal headers never leave the server", async () => {
    for (const path of ['/', '/about-us', '/tr/hakkimizda', '/no-such-page', '/api/health']) {
      const response = await fetch(`${E2E.site}${path}`, { headers: { accept: 'text/html' } });
      for (const name of response.headers.keys()) {
        // Any x-middleware-* or x-next*: a header Next renames is still caught.
        expect(name, path).not.toMatch(/^x-(middleware-|next)/);
      }
    }
  });

  test('HSTS and a Secure language cookie only over https', async () => {
    const plain = await fetch(`${E2E.site}/`, { headers: { 'accept-language': 'en' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('set-cookie')).toMatch(/i18n_redirected=en/);
    expect(plain.headers.get('set-cookie')).not.toMatch(/;\s*secure/i);
    // TLS ended at the proxy in front (a trusted peer, here loopback).
    const tls = await fetch(`${E2E.site}/`, {
      headers: { 'accept-language': 'en', 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(tls.headers.get('set-cookie')).toMatch(/;\s*secure/i);
  });
});

/** A form post from a given local address, as a visitor or a proxy at that address would send it. */
const postFrom = (localAddress: string, forwardedFor: string) =>
  postNewsletterFrom(E2E.thirdPartySite, localAddress, forwardedFor);

test.describe('rate limit behind a proxy', () => {
  // The second e2e site trusts only 127.0.0.1 as a proxy (TRUSTED_PROXIES, playwright.config.ts).
  test('a visitor who is not a trusted proxy cannot pick its own key', async () => {
    const statuses: number[] = [];
    // An address of its own per attempt: a retry must not find the first attempt's count.
    const visitor = `127.0.${10 + test.info().retry}.2`;
    for (let i = 0; i < 14; i += 1) statuses.push(await postFrom(visitor, `198.51.100.${i}`));
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  test('behind the proxy, the key is the address the proxy appended', async () => {
    const statuses: number[] = [];
    // The proxy (127.0.0.1) appends the visitor it saw (127.0.2x.3) to what the visitor claimed.
    const visitor = `127.0.${20 + test.info().retry}.3`;
    for (let i = 0; i < 13; i += 1) {
      statuses.push(await postFrom('127.0.0.1', `203.0.113.${i}, ${visitor}`));
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(429);
  });
});

test.describe('secrets and bodies', () => {
  // An address of its own per run and retry (the main e2e site trusts loopback as its proxy).
  const client = (base: number) => `198.51.100.${base + test.info().retry * 3 + (Date.now() % 3)}`;

  test('wrong preview secrets and webhook secrets from one client end in 429; the right one still gets through at once', async () => {
    test.setTimeout(60_000);
    const visitor = client(20);
    const draft = (secret: string) =>
      rawRequest(`${E2E.site}/api/draft?secret=${secret}&path=/about-us`, {
        headers: { 'x-forwarded-for': visitor },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await draft(`guess-${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await draft('guess-12');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A guesser's lockout is its own: the right secret from the same address gets in at once.
    expect((await draft(E2E.draftSecret)).status).toBe(307);
    expect((await draft('guess-13')).status).toBe(429);

    const hooker = client(40);
    const hook = (secret: string) =>
      rawRequest(`${E2E.site}/api/revalidate`, {
        method: 'POST',
        body: '{"type":"settings"}',
        headers: {
          'content-type': 'application/json',
          'x-revalidate-secret': secret,
          'x-forwarded-for': hooker,
        },
      });
    const hooks: number[] = [];
    for (let i = 0; i < 12; i += 1) hooks.push((await hook(`guess-${i}`)).status);
    expect(hooks.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(hooks.at(-1)).toBe(429);
    expect((await hook(E2E.revalidateSecret)).status).toBe(200);
  });

  // The bound's length (under 20 s) is lib/server/http-server.test.ts's to prove, not a stopwatch's
  // (its 408 took 20.3 s at load 24): here, that every route is under a bound at all.
  test('a body that stops arriving or trickles in is answered 408 by the request bound, on every route', async () => {
    test.setTimeout(3 * REQUEST_TIMEOUT_MS);
    /** Sends the head and the start of a body, then nothing (idle) or a byte every 2 s. */
    const slowBody = (path: string, type: string, trickle: boolean) =>
      new Promise<{ path: string; answer: string }>((resolve) => {
        const socket = connect(E2E.sitePort, '127.0.0.1', () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 1000\r\n` +
              `x-revalidate-secret: ${E2E.revalidateSecret}\r\nOrigin: ${E2E.site}\r\n\r\n{"first`,
          );
        });
        const timer = trickle
          ? setInterval(() => socket.writable && socket.write(' '), 2_000)
          : undefined;
        let answer = '';
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (answer += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ path, answer });
        });
        // Without the bound nothing would come before Node's default (300 s): give up at twice it.
        setTimeout(() => socket.destroy(), 2 * REQUEST_TIMEOUT_MS);
      });
    const json = 'application/json';
    const action = 'multipart/form-data; boundary=x';
    const answers = await Promise.all(
      [false, true].flatMap((trickle) => [
        slowBody('/api/forms/contact', json, trickle),
        slowBody('/api/revalidate', json, trickle),
        // A form the browser posts itself: a server action, which Next reads before any route code.
        slowBody('/about-us', action, trickle),
      ]),
    );
    for (const { path, answer } of answers) {
      expect(answer.split('\r\n')[0], path).toMatch(/^HTTP\/1\.1 408 /);
    }
  });
});

test.describe('answers of our own', () => {
  test('an optimiser url that names a page, not an image, is a 400', async () => {
    for (const url of ['/en', '/tr/', '/about-us/', '/api/draft/exit', '/media/']) {
      const answer = await rawRequest(
        `${E2E.site}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`,
      );
      expect(answer.status, url).toBe(400);
    }
    const image = await rawRequest(
      `${E2E.site}/_next/image?url=%2Fmedia%2Fog-default.jpg&w=128&q=75`,
    );
    expect(image.status).toBe(200);
  });

  test('every 405 names what is allowed', async () => {
    for (const [method, path, allow] of [
      ['GET', '/api/revalidate', 'OPTIONS, POST'],
      ['PUT', '/api/forms/contact', 'OPTIONS, POST'],
      ['DELETE', '/api/forms/newsletter', 'OPTIONS, POST'],
      ['POST', '/api/draft', 'GET, HEAD, OPTIONS'],
      ['POST', '/api/events/en/the-sin-neon-nights/ics', 'GET, HEAD, OPTIONS'],
      ['PUT', '/about-us', 'GET, HEAD, OPTIONS'],
    ] as const) {
      const answer = await rawRequest(`${E2E.site}${path}`, { method, body: '' });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe(allow);
    }
  });

  test("the site's own resources are same-origin only; build files come in brotli", async () => {
    const page = await rawRequest(`${E2E.site}/about-us`);
    const script = /\/_next\/static\/[^"?]+\.js/.exec(page.body)?.[0];
    const style = /\/_next\/static\/[^"?]+\.css/.exec(page.body)?.[0];
    expect(script && style).toBeTruthy();
    for (const path of ['/about-us', script!, style!, '/brand/logo.svg', '/api/health']) {
      const answer = await rawRequest(`${E2E.site}${path}`);
      expect(answer.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
    for (const path of [script!, style!]) {
      const br = await fetch(`${E2E.site}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.headers.get('content-encoding'), path).toBe('br');
      expect(br.headers.get('vary') ?? '', path).toMatch(/accept-encoding/i);
      expect(br.headers.get('cache-control'), path).toMatch(/immutable/);
      const plain = await fetch(`${E2E.site}${path}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      // fetch decodes brotli: the same file either way.
      expect(await br.text(), path).toBe(await plain.text());
    }
  });
});
