import { expect, test } from '@playwright/test';
import { E2E } from './ports';

/**
 * The caches in front of a render or an encode (docs/architecture.md "In front of Next"): the
 * production server's 2 s page cache answers repeats and conditional requests, Next's own disk
 * cache keeps each optimised image once encoded (next.config.ts `isrFlushToDisk`), and images
 * wait for their one encode slot without losing a request, even when others give up.
 */

const visit = {
  accept: 'text/html',
  'accept-encoding': 'br',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};

test('a repeated page comes from the page cache with its own CSP, and a revalidation gets 304', async () => {
  const first = await fetch(`${E2E.site}/gastronomy`, { headers: visit });
  const body = await first.arrayBuffer();
  const again = await fetch(`${E2E.site}/gastronomy`, { headers: visit });
  expect(again.headers.get('x-server-cache')).toBe('hit');
  expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
  // The same page, the same inline scripts: the cached copy keeps the CSP that lists their hashes.
  expect(again.headers.get('content-security-policy')).toBe(
    first.headers.get('content-security-policy'),
  );
  expect(again.headers.get('content-encoding')).toBe('br');

  const etag = again.headers.get('etag');
  expect(etag).toBeTruthy();
  const revalidated = await fetch(`${E2E.site}/gastronomy`, {
    headers: { ...visit, 'if-none-match': etag! },
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('x-server-cache')).toBe('hit');
  // No CSP on a 304: the browser keeps the cached page's, with its hashes.
  expect(revalidated.headers.get('content-security-policy')).toBeNull();
  expect((await revalidated.arrayBuffer()).byteLength).toBe(0);

  // Past the page cache (it never serves a request with credentials), Next's own 304: no CSP either.
  // `max-age=0` is what a browser's reload sends; fetch would otherwise add `no-cache` to a conditional
  // request, and Next never answers 304 to that. (Asked until Next's copy holds still: a page first
  // rendered under load may be a degraded one, kept a second, and its next render has another ETag.)
  const credentials = { ...visit, authorization: 'Basic eA==' };
  let fromNext: Response | undefined;
  await expect
    .poll(async () => {
      const ofNext = (await fetch(`${E2E.site}/gastronomy`, { headers: credentials })).headers;
      fromNext = await fetch(`${E2E.site}/gastronomy`, {
        headers: {
          ...credentials,
          'if-none-match': ofNext.get('etag')!,
          'cache-control': 'max-age=0',
        },
      });
      return fromNext.status;
    })
    .toBe(304);
  fromNext = fromNext!;
  expect(fromNext.status).toBe(304);
  expect(fromNext.headers.get('x-server-cache')).toBeNull();
  expect(fromNext.headers.get('content-security-policy')).toBeNull();
});

const image = (file: string, width: number) =>
  `${E2E.site}/_next/image?url=${encodeURIComponent(`/media/gallery/${file}`)}&w=${width}&q=75`;

test("an optimised image is encoded once and then served from Next's disk cache, with 304 for its ETag", async () => {
  const url = image('corporate-3.jpg', 384);
  // From loopback, a trusted proxy: x-debug-cache keeps Next's cache state on the answer.
  const headers = { accept: 'image/avif,image/webp,*/*', 'x-debug-cache': '1' };
  const first = await fetch(url, { headers });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-type')).toBe('image/avif');
  const bytes = Buffer.from(await first.arrayBuffer());
  const again = await fetch(url, { headers });
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  // Another format is another entry.
  const webp = await fetch(url, { headers: { ...headers, accept: 'image/webp,*/*' } });
  expect(webp.headers.get('content-type')).toBe('image/webp');

  // As a browser revalidates (fetch would add `no-cache`, which Next answers in full).
  const revalidated = await fetch(url, {
    headers: {
      ...headers,
      'if-none-match': again.headers.get('etag')!,
      'cache-control': 'max-age=0',
    },
  });
  expect(revalidated.status).toBe(304);
});

test('uncached image variants wait for an encode slot: every one arrives, and clients that give up free their turn', async () => {
  test.setTimeout(60_000);
  const headers = { accept: 'image/webp,*/*' };
  const files = ['backstage-1.jpg', 'backstage-2.jpg', 'backstage-3.jpg', 'backstage-4.jpg'];
  const widths = [640, 828];
  // Eight variants at once: one is encoded, seven wait their turn.
  const staying = files.flatMap((file) => widths.map((width) => image(file, width)));
  const answers = Promise.all(
    staying.map(async (url) => {
      const response = await fetch(url, { headers });
      return { url, status: response.status, size: (await response.arrayBuffer()).byteLength };
    }),
  );
  // Two more clients join the queue and give up while they wait.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const leaving = files.slice(0, 2).map((file) => {
    const controller = new AbortController();
    const pending = fetch(image(file, 1920), { headers, signal: controller.signal }).catch(
      (error: Error) => error.name,
    );
    return { controller, pending };
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const client of leaving) client.controller.abort();
  expect(await Promise.all(leaving.map((client) => client.pending))).toEqual([
    'AbortError',
    'AbortError',
  ]);
  for (const answer of await answers) {
    expect(answer.status, answer.url).toBe(200);
    expect(answer.size, answer.url).toBeGreaterThan(1000);
  }
  // Nothing is left holding a slot: a new variant is encoded at once.
  const after = await fetch(image('club-4.jpg', 256), { headers });
  expect(after.status).toBe(200);
});
