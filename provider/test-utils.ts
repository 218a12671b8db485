import { startProvider, type ProviderOptions, type RunningProvider } from './server';

export type TestProvider = RunningProvider & {
  get(path: string, init?: RequestInit): Promise<Response>;
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
};

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
  return {
    ...provider,
    get: (path, init) => fetch(`${provider.url}${path}`, init),
    send: (method, path, body, headers = {}) =>
      fetch(`${provider.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...headers },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}

export async function json<T = unknown>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
