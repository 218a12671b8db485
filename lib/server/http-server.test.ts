import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkMethod, refusal } from '../security/methods';
import { answerClientError, answerConnect, REQUEST_TIMEOUT_MS, serverOptions } from './http-server';

/** Writes `text` on a new connection; what the server sent back once it closes, and when. */
function exchange(server: Server, text: string) {
  const { port } = server.address() as AddressInfo;
  const started = Date.now();
  return new Promise<{ answer: string; ms: number }>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
  });
}

/** A server like server/index.ts: the method gate first, then a handler that reads the body. */
function site(options = serverOptions) {
  const server = createServer(options, (req, res) => {
    const verdict = checkMethod(req.method, req.url, req.headers);
    if (verdict.action === 'answer') {
      const { status, headers, body } = refusal(verdict, false);
      res.writeHead(status, headers).end(body);
      return;
    }
    req.resume();
    req.on('end', () => res.end('read'));
  });
  server.on('connect', answerConnect(server.listeners('request')[0] as never));
  server.on('clientError', answerClientError);
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the production server', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it('bounds a request, headers and body, to under 20 s, checked every second', () => {
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(18_000);
    expect(serverOptions.headersTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(serverOptions.connectionsCheckingInterval).toBeLessThanOrEqual(1_000);
  });

  it('answers 408 to a body that stopped arriving (the same options, shorter)', async () => {
    server = await site({ ...serverOptions, requestTimeout: 1_000, headersTimeout: 1_000 });
    const [idle, headers] = await Promise.all([
      exchange(
        server,
        'POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{"',
      ),
      exchange(server, 'GET / HTTP/1.1\r\nHost: x\r\n'),
    ]);
    for (const { answer, ms } of [idle, headers]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      // The 1 s given, not the production bound, ended it (the check interval adds up to a second).
      expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
  });

  it('answers CONNECT with 405 and Allow instead of closing the connection', async () => {
    server = await site();
    for (const target of ['venue.example:443', '/about-us']) {
      const { answer } = await exchange(server, `CONNECT ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer, target).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, target).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/i);
    }
  });
});
