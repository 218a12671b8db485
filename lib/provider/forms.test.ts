import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Seen = { url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let server: Server;
let respond: (req: IncomingMessage, res: ServerResponse) => void;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      respond(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('PROVIDER_API_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('PROVIDER_TIMEOUT_MS', '4000');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

async function forms() {
  vi.resetModules();
  return import('./forms');
}

function json(status: number, body: unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

const newsletter = {
  firstName: 'Ayşe',
  lastName: 'Kaya',
  email: 'ayse@example.com',
  approvedKvkk: true,
};

describe('provider form posts against a stub provider', () => {
  it('POSTs the JSON body with the visitor address as X-Forwarded-For', async () => {
    respond = json(201, { id: 1 });
    const { formRequests, postForm } = await forms();
    seen.length = 0;
    const outcome = await postForm(formRequests.newsletter(newsletter), {
      clientIp: '203.0.113.7',
      deadlineMs: 2000,
    });
    expect(outcome).toEqual({ status: 'accepted' });
    expect(seen[0]?.url).toBe('/v1/web/subscribe-newsletter');
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(seen[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ ...newsletter, propertyId: 4 });
  });

  it('forwards the Idempotency-Key when there is one', async () => {
    respond = json(201, { id: 1 });
    const { formRequests, postForm } = await forms();
    seen.length = 0;
    await postForm(formRequests.newsletter(newsletter), {
      deadlineMs: 2000,
      idempotencyKey: 'a1b2c3d4-e5f6',
    });
    await postForm(formRequests.newsletter(newsletter), { deadlineMs: 2000 });
    expect(seen[0]?.headers['idempotency-key']).toBe('a1b2c3d4-e5f6');
    expect(seen[1]?.headers).not.toHaveProperty('idempotency-key');
  });

  it('reads field errors from a 400, and tells a 429 and a 5xx apart', async () => {
    const { formRequests, postForm } = await forms();
    const post = () => postForm(formRequests.newsletter(newsletter), { deadlineMs: 2000 });
    respond = json(400, {
      errors: { email: 'Enter a valid e-mail address.', lastName: ['Too long', 'x'] },
    });
    expect(await post()).toEqual({
      status: 'invalid',
      errors: { email: 'Enter a valid e-mail address.', lastName: 'Too long' },
    });
    respond = json(400, { message: 'bad' });
    expect(await post()).toMatchObject({ status: 'failed' });
    respond = json(429, { message: 'Too many requests' });
    expect(await post()).toEqual({ status: 'rate-limited' });
    respond = json(500, { message: 'boom' });
    expect(await post()).toEqual({ status: 'failed', detail: 'provider answered 500' });
    respond = (_req, res) => {
      res.writeHead(302, { location: 'http://example.com/' });
      res.end();
    };
    expect(await post()).toMatchObject({ status: 'failed' });
  });

  /**
   * Whether `postForm` gives up at its own deadline: two calls on one clock, the one with the longer
   * deadline started first; the shorter one times out while the longer one still waits.
   */
  async function timesOutFirst(deadlineMs: number) {
    const { formRequests, postForm } = await forms();
    let longerDone = false;
    const longer = postForm(formRequests.newsletter(newsletter), { deadlineMs: 1_500 });
    void longer.then(() => (longerDone = true));
    const outcome = await postForm(formRequests.newsletter(newsletter), { deadlineMs });
    const first = !longerDone;
    expect(await longer).toEqual({ status: 'timeout' });
    return { outcome, first };
  }

  it('gives up on a provider that hangs, at the deadline', async () => {
    respond = () => undefined;
    expect(await timesOutFirst(300)).toEqual({ outcome: { status: 'timeout' }, first: true });
  });

  it('gives up on a provider that trickles its answer, at the deadline', async () => {
    respond = (_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.write('{');
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
    };
    expect(await timesOutFirst(400)).toEqual({ outcome: { status: 'timeout' }, first: true });
  });

  it('reports a provider that drops the connection as a failure', async () => {
    respond = (req) => req.socket.destroy();
    const { formRequests, postForm } = await forms();
    expect(await postForm(formRequests.newsletter(newsletter), { deadlineMs: 2000 })).toMatchObject(
      {
        status: 'failed',
      },
    );
  });
});
