import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDraining } from './lifecycle';
import { DRAFT_MARK_HEADER, holdHead, holdHtml, isInternalHeader } from './response';

// A real server per test: the patches are exercised as Next drives them (writeHead, write, end).
let server: Server | undefined;
afterEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('venue-site.draining')];
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('holdHead', () => {
  it("drops Next's internal headers and the proxy's draft mark, sends a doubled Location once, closes while draining", async () => {
    const url = await serve((_req, res) => {
      holdHead(res, { cacheState: false, router: false });
      res.setHeader('x-middleware-rewrite', '/en/a');
      res.setHeader('x-nextjs-cache', 'HIT');
      // proxy.ts's draft-mode mark is for this server only (lib/preview/grant.ts).
      res.setHeader(DRAFT_MARK_HEADER, 'granted');
      // As Next's redirect() in a page leaves it: Location set, then appended again.
      res.setHeader('location', ['/a', '/a']);
      res.writeHead(307, { 'x-kept': '1' }).end();
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/a');
    expect(answer.headers.get('x-kept')).toBe('1');
    expect([...answer.headers.keys()].filter((name) => name.startsWith('x-'))).toEqual(['x-kept']);
    expect(answer.headers.get('connection')).not.toBe('close');
    startDraining();
    expect((await fetch(url, { redirect: 'manual' })).headers.get('connection')).toBe('close');
  });

  it("keeps the router's headers on React's payload, and the cache state when asked", async () => {
    const url = await serve((req, res) => {
      holdHead(res, { cacheState: req.url === '/debug', router: req.url === '/rsc' });
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('x-nextjs-stale-time', '300');
      res.writeHead(200).end();
    });
    const names = async (path: string) => [...(await fetch(url + path)).headers.keys()].sort();
    expect(await names('/rsc')).toEqual(
      expect.arrayContaining(['x-nextjs-cache', 'x-nextjs-stale-time']),
    );
    expect(await names('/debug')).toContain('x-nextjs-cache');
    expect(await names('/debug')).not.toContain('x-nextjs-stale-time');
    expect(await names('/')).not.toContain('x-nextjs-cache');
  });
});

describe('holdHtml', () => {
  it('holds an HTML answer until it ends and hands it over whole; other answers stream', async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      const head = holdHead(res, { cacheState: false, router: false });
      holdHtml(res, head, (html, end) => {
        seen.push(html.toString());
        res.setHeader('x-length', String(html.length));
        head.send(200);
        end(Buffer.from(html.toString().toUpperCase()));
      });
      res.setHeader('content-type', req.url === '/page' ? 'text/html' : 'text/plain');
      res.writeHead(200);
      res.write('<p>a');
      res.end('b</p>');
    });
    const page = await fetch(`${url}/page`);
    expect(await page.text()).toBe('<P>AB</P>');
    expect(page.headers.get('x-length')).toBe('9');
    expect(seen).toEqual(['<p>ab</p>']);
    const text = await fetch(`${url}/file`);
    expect(await text.text()).toBe('<p>ab</p>');
    expect(text.headers.get('x-length')).toBeNull();
  });
});

describe('isInternalHeader', () => {
  it("recognises Next's routing and cache headers only", () => {
    for (const name of ['x-middleware-rewrite', 'x-nextjs-cache', 'X-NextJS-Prerender']) {
      expect(isInternalHeader(name)).toBe(true);
    }
    for (const name of ['x-content-type-options', 'x-frame-options', 'vary']) {
      expect(isInternalHeader(name)).toBe(false);
    }
  });
});
