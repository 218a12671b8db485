import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startProvider, type ProviderOptions, type RunningProvider } from '../provider/server';

/** Requests with the same headers each time: an editor's bearer token or session. */
export type TestClient = {
  get(path: string): Promise<Response>;
  put(path: string, body: unknown): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  delete(path: string): Promise<Response>;
};

export type TestProvider = RunningProvider & {
  get(path: string, init?: RequestInit): Promise<Response>;
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** A client that sends `headers` with every request. */
  as(headers: Record<string, string>): TestClient;
};

/** The header the admin routes take a token in. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A provider on a free port with an in-memory database and quiet logs. */
export async function startTestProvider(options: ProviderOptions = {}): Promise<TestProvider> {
  const provider = await startProvider({
    port: 0,
    host: '127.0.0.1',
    dbPath: ':memory:',
    log: false,
    testHooks: false,
    adminToken: null,
    revalidateUrl: null,
    ...options,
  });
  const get = (path: string, init?: RequestInit) => fetch(`${provider.url}${path}`, init);
  const send: TestProvider['send'] = (method, path, body, headers = {}) =>
    fetch(`${provider.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    ...provider,
    get,
    send,
    as: (headers) => ({
      get: (path) => get(path, { headers }),
      put: (path, body) => send('PUT', path, body, headers),
      post: (path, body) => send('POST', path, body, headers),
      delete: (path) => send('DELETE', path, undefined, headers),
    }),
  };
}

export type StubServer = { url: string; close(): Promise<void> };

/** A plain HTTP server on a free local port (a site or provider stub), closed with its connections. */
export async function startStubServer(listener: RequestListener): Promise<StubServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
