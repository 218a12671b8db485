import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requests } from './requests';
import { menusSchema, pageSchema } from './schemas';

type Seen = { url: string; headers: IncomingMessage['headers'] };
const seen: Seen[] = [];
let server: Server;
let respond: (url: URL) => { status: number; body: string; hang?: boolean; trickle?: boolean };
let trickleClosed: Promise<void> = Promise.resolve();

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const answer = respond(new URL(req.url ?? '/', 'http://stub'));
    if (answer.trickle) {
      // Headers at once, then a few bytes every 100 ms, never the end: never idle long enough for a
      // socket timeout, never complete.
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      let sent = 0;
      const timer = setInterval(() => {
        res.write(answer.body.slice(sent % answer.body.length, (sent % answer.body.length) + 4));
        sent += 4;
      }, 100);
      trickleClosed = new Promise((resolve) =>
        res.on('close', () => {
          clearInterval(timer);
          resolve();
        }),
      );
      return;
    }
    if (answer.hang) return;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('PROVIDER_API_URL', `http://127.0.0.1:${port}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

/**
 * The client, with a deadline of `timeoutMs`: generous where the stub answers (a loaded machine
 * must not turn an answer into a timeout), short where only the deadline can end the read.
 */
async function client(timeoutMs = 10_000) {
  vi.resetModules();
  vi.stubEnv('PROVIDER_TIMEOUT_MS', String(timeoutMs));
  return import('./client');
}

describe('provider client against a stub provider', () => {
  it('sends the exact query parameters and headers of the contract', async () => {
    respond = () => ({ status: 200, body: '[]' });
    const { getJson } = await client();
    seen.length = 0;
    await getJson(menusSchema, requests.page('tr', '/hakkimizda'));
    await getJson(menusSchema, requests.page('en', '/about-us', true));
    await getJson(menusSchema, requests.menus('ru', 4));
    await getJson(menusSchema, requests.events('tr'));
    await getJson(menusSchema, requests.events('en', 'ONLY_PAST'));
    await getJson(menusSchema, requests.event('de', 'silvester gala'));
    await getJson(menusSchema, requests.calendar('ru', 101));
    expect(seen.map((s) => decodeURIComponent(s.url))).toEqual([
      '/v1/pages/url-lang?property-network-id=4&url=/hakkimizda&lang=tr',
      '/v1/pages/url-lang?property-network-id=4&url=/about-us&lang=en&preview=true',
      '/v1/menus?property-id=4&lang=ru',
      '/v1/events/slider?property-id=4&locale=tr&date-filter=ONLY_UPCOMING',
      '/v1/events/slider?property-id=4&locale=en&date-filter=ONLY_PAST',
      '/v1/events/publishers/4/slugs/silvester gala?lang=de&property-id=4',
      '/v1/events/calendar?event-id=101&locale=ru&date-filter=ONLY_UPCOMING',
    ]);
    expect(seen[0]?.headers.accept).toContain('application/json');
    expect(seen[3]?.headers['property-id']).toBe('4');
    expect(seen[3]?.headers.locale).toBe('tr');
    expect(seen[6]?.headers.locale).toBe('ru');
  });

  it('returns null on 404 and parses a valid body', async () => {
    respond = (url) =>
      url.searchParams.get('url') === '/missing'
        ? { status: 404, body: '{"message":"Not found"}' }
        : {
            status: 200,
            body: JSON.stringify({
              id: 1,
              url: '/',
              locale: 'en',
              title: 'Home',
              property: { id: 4 },
              extra: 1,
            }),
          };
    const { getJson } = await client();
    expect(await getJson(pageSchema, requests.page('en', '/missing'))).toBeNull();
    expect((await getJson(pageSchema, requests.page('en', '/')))?.title).toBe('Home');
  });

  it.each<[string, { status: number; body: string; hang?: boolean }, RegExp]>([
    ['a 500', { status: 500, body: '{"message":"boom"}' }, /answered 500/],
    ['malformed JSON', { status: 200, body: '{"oops' }, /unexpected shape/],
    ['the wrong shape', { status: 200, body: '{"unexpected":true}' }, /unexpected shape/],
    ['a hang', { status: 200, body: '{}', hang: true }, /unreachable/],
  ])('turns %s into one ProviderError', async (_name, answer, message) => {
    respond = () => answer;
    const { getJson, ProviderError } = await client(answer.hang ? 300 : undefined);
    const failure = getJson(pageSchema, requests.page('en', '/'));
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(getJson(pageSchema, requests.page('en', '/'))).rejects.toThrow(message);
  });

  it('aborts a body that trickles in past the deadline and frees its socket', async () => {
    const page = { id: 1, url: '/', locale: 'en', title: 'x'.repeat(200), property: { id: 4 } };
    const body = JSON.stringify(page);
    respond = () => ({ status: 200, body, trickle: true });
    const { getJson, ProviderError } = await client(300);
    const failure = getJson(pageSchema, requests.page('en', '/'));
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    // The body never ends: only the total deadline (not axios's idle timeout) ends the read.
    await expect(failure).rejects.toThrow(/no complete answer within 300 ms/);
    await trickleClosed;
  });
});
