import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';

// public/sw.js runs here against in-memory stand-ins of the service-worker globals.
const source = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');
const ORIGIN = 'https://site.test';

type FakeRequest = { url: string; method: string; mode: string };
const keyOf = (request: string | FakeRequest) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).toString();

class FakeCache {
  entries = new Map<string, Response>();
  async match(request: string | FakeRequest) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: string | FakeRequest, response: Response) {
    this.entries.set(keyOf(request), response);
  }
  async addAll(requests: Array<string | FakeRequest>) {
    for (const request of requests) await this.put(request, await network(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(request: string | FakeRequest) {
    return this.entries.delete(keyOf(request));
  }
}

let stores: Map<string, FakeCache>;
let offline: boolean;
let fetched: string[];
let headersFor: (url: string) => Record<string, string>;

async function network(request: string | FakeRequest): Promise<Response> {
  const url = keyOf(request);
  fetched.push(url);
  if (offline) throw new TypeError('Failed to fetch');
  const response = new Response(`body of ${url}`, { status: 200, headers: headersFor(url) });
  // A same-origin answer in a real worker.
  Object.defineProperty(response, 'type', { value: 'basic' });
  return response;
}

function boot() {
  const listeners = new Map<string, (event: unknown) => void>();
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new FakeCache());
      return stores.get(name)!;
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string | FakeRequest, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()];
      for (const name of names) {
        const hit = await stores.get(name)?.match(request);
        if (hit) return hit;
      }
      return undefined;
    },
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  vm.runInNewContext(source, {
    self,
    caches,
    fetch: network,
    Request: class {
      url: string;
      constructor(url: string) {
        this.url = url;
      }
    },
    Response,
    URL,
    Promise,
  });
  const lifecycle = async (type: 'install' | 'activate') => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const request = async (url: string, init: Partial<FakeRequest> = {}) => {
    let response: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { url: new URL(url, ORIGIN).toString(), method: 'GET', mode: 'cors', ...init },
      respondWith: (promise: Promise<Response>) => (response = promise),
    });
    return response;
  };
  return { lifecycle, request };
}

const cachedUrls = () => [...stores.values()].flatMap((cache) => [...cache.entries.keys()]);

describe('service worker', () => {
  beforeEach(() => {
    stores = new Map();
    offline = false;
    fetched = [];
    headersFor = () => ({});
  });

  it('precaches the offline page and the shell assets on install', async () => {
    const worker = boot();
    await worker.lifecycle('install');
    expect([...stores.keys()]).toEqual(['andyshow-shell-v1']);
    expect(cachedUrls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/offline.html`,
        `${ORIGIN}/brand/logo.svg`,
        `${ORIGIN}/manifest.webmanifest`,
      ]),
    );
  });

  it('deletes older versions of its own caches on activate, and nothing else', async () => {
    stores.set('andyshow-shell-v0', new FakeCache());
    stores.set('andyshow-static-v0', new FakeCache());
    stores.set('someone-else', new FakeCache());
    const worker = boot();
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...stores.keys()].sort()).toEqual(['andyshow-shell-v1', 'someone-else']);
  });

  it('serves the offline page when a navigation fails, and never caches pages', async () => {
    const worker = boot();
    await worker.lifecycle('install');
    const online = await worker.request('/about-us', { mode: 'navigate' });
    expect(await online!.text()).toBe(`body of ${ORIGIN}/about-us`);
    offline = true;
    const response = await worker.request('/tr/hakkimizda', { mode: 'navigate' });
    expect(await response!.text()).toBe(`body of ${ORIGIN}/offline.html`);
    expect(cachedUrls().some((url) => url.includes('about-us') || url.includes('hakkimizda'))).toBe(
      false,
    );
  });

  it('leaves posts, /api/* and other sites to the network untouched', async () => {
    const worker = boot();
    expect(await worker.request('/api/forms/contact', { method: 'POST' })).toBeUndefined();
    expect(
      await worker.request('/contact-us', { method: 'POST', mode: 'navigate' }),
    ).toBeUndefined();
    expect(await worker.request('/api/health')).toBeUndefined();
    expect(
      await worker.request('/api/draft?secret=x&path=/', { mode: 'navigate' }),
    ).toBeUndefined();
    expect(await worker.request('https://www.googletagmanager.com/gtag/js?id=G-1')).toBeUndefined();
    expect(await worker.request('/about-us?_rsc=abc')).toBeUndefined();
  });

  it('keeps hashed build assets, unless the answer is private or not to be stored', async () => {
    const worker = boot();
    await (await worker.request('/_next/static/chunks/app.js'))!.text();
    headersFor = (url): Record<string, string> =>
      url.includes('secret') ? { 'Cache-Control': 'private, no-store' } : {};
    await (await worker.request('/_next/static/chunks/secret.js'))!.text();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(cachedUrls()).toEqual([`${ORIGIN}/_next/static/chunks/app.js`]);
    offline = true;
    const again = await worker.request('/_next/static/chunks/app.js');
    expect(await again!.text()).toBe(`body of ${ORIGIN}/_next/static/chunks/app.js`);
  });
});
