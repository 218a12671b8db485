import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, mayKeepOffline } from '@/lib/cache/policies';
import { FLIGHT_PARAM } from '@/lib/html/flight';
import { KEEP_PAGE_MESSAGE, OFFLINE_PATH } from './offline-page';

// public/sw.js runs here against in-memory stand-ins of the service-worker globals.
const source = readFileSync(path.join(process.cwd(), 'public/sw.js'), 'utf8');
const ORIGIN = 'https://site.test';
const VERSION = /const VERSION = '(\w+)'/.exec(source)![1]!;
const PAGE_LIMIT = Number(/const PAGE_LIMIT = (\d+)/.exec(source)![1]);
const SHELL_CACHE = `andyshow-shell-${VERSION}`;
const PAGES_CACHE = `andyshow-pages-${VERSION}`;

type FakeRequest = { url: string; method: string; mode: string };
const keyOf = (request: string | FakeRequest) =>
  new URL(typeof request === 'string' ? request : request.url, ORIGIN).toString();

class FakeCache {
  entries = new Map<string, Response>();
  async match(request: string | FakeRequest) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: string | FakeRequest, response: Response) {
    // As the Cache API does: a put replaces an older entry and lists the new one last.
    this.entries.delete(keyOf(request));
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

type Answer = { status?: number; headers?: Record<string, string>; redirected?: boolean };

let stores: Map<string, FakeCache>;
let offline: boolean;
let fetched: string[];
let answerFor: (url: string) => Answer;

const PAGE = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=3600' };

async function network(request: string | FakeRequest): Promise<Response> {
  const url = keyOf(request);
  fetched.push(url);
  if (offline) throw new TypeError('Failed to fetch');
  const answer = answerFor(url);
  const response = new Response(`body of ${url}`, {
    status: answer.status ?? 200,
    headers: { Date: new Date().toUTCString(), ...answer.headers },
  });
  // A same-origin answer in a real worker.
  Object.defineProperty(response, 'type', { value: 'basic' });
  Object.defineProperty(response, 'redirected', { value: answer.redirected ?? false });
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
  // Work a handler hands to waitUntil: done before the test looks at the caches.
  let pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
  const settle = async () => {
    while (pending.length) {
      const now = pending;
      pending = [];
      await Promise.all(now);
    }
  };
  const lifecycle = async (type: 'install' | 'activate') => {
    listeners.get(type)!({ waitUntil });
    await settle();
  };
  const request = async (url: string, init: Partial<FakeRequest> = {}) => {
    let response: Promise<Response> | undefined;
    listeners.get('fetch')!({
      request: { url: new URL(url, ORIGIN).toString(), method: 'GET', mode: 'cors', ...init },
      respondWith: (promise: Promise<Response>) => (response = promise),
      waitUntil,
    });
    if (!response) return undefined;
    const answer = await response.catch((error: unknown) => error as Error);
    await settle();
    if (answer instanceof Error) throw answer;
    return answer.text();
  };
  const visit = (url: string) => request(url, { mode: 'navigate' });
  const message = async (data: unknown) => {
    listeners.get('message')!({ data, waitUntil });
    await settle();
  };
  return { lifecycle, request, visit, message };
}

const cachedUrls = (name?: string) =>
  [...stores.entries()]
    .filter(([cache]) => name === undefined || cache === name)
    .flatMap(([, cache]) => [...cache.entries.keys()]);
const page = (path: string) => `${ORIGIN}${path}`;
const bodyOf = (path: string) => `body of ${page(path)}`;

describe('service worker', () => {
  beforeEach(() => {
    stores = new Map();
    offline = false;
    fetched = [];
    answerFor = (url) => ({ headers: new URL(url).pathname.includes('.') ? {} : PAGE });
  });

  it('precaches the offline page and the shell assets on install', async () => {
    const worker = boot();
    await worker.lifecycle('install');
    expect([...stores.keys()]).toEqual([SHELL_CACHE]);
    expect(cachedUrls()).toEqual(
      expect.arrayContaining([
        page(OFFLINE_PATH),
        `${ORIGIN}/brand/logo.svg`,
        `${ORIGIN}/manifest.webmanifest`,
      ]),
    );
  });

  it('deletes older versions of its own caches on activate, and nothing else', async () => {
    stores.set('andyshow-shell-v0', new FakeCache());
    stores.set('andyshow-pages-v0', new FakeCache());
    stores.set(`andyshow-static-${VERSION}`, new FakeCache());
    stores.set(PAGES_CACHE, new FakeCache());
    stores.set('someone-else', new FakeCache());
    const worker = boot();
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...stores.keys()].sort()).toEqual(
      [SHELL_CACHE, PAGES_CACHE, `andyshow-static-${VERSION}`, 'someone-else'].sort(),
    );
  });

  it('shows a page read earlier offline, the network first; a page never read gets the offline page', async () => {
    const worker = boot();
    await worker.lifecycle('install');
    expect(await worker.visit('/about-us')).toBe(bodyOf('/about-us'));
    expect(cachedUrls(PAGES_CACHE)).toEqual([page('/about-us')]);
    offline = true;
    expect(await worker.visit('/about-us')).toBe(bodyOf('/about-us'));
    expect(await worker.visit('/tr/hakkimizda')).toBe(bodyOf(OFFLINE_PATH));
    // Online again: the network's answer, not the copy.
    offline = false;
    fetched = [];
    await worker.visit('/about-us');
    expect(fetched).toEqual([page('/about-us')]);
  });

  it('never keeps a private or no-store answer (a preview), an error, a redirect or a file', async () => {
    answerFor = (url) => {
      const { pathname } = new URL(url);
      if (pathname === '/venue')
        return { headers: { ...PAGE, 'Cache-Control': 'private, no-store' } };
      if (pathname === '/events-concerts')
        return { headers: { ...PAGE, 'Cache-Control': 'private, no-cache, no-store' } };
      if (pathname === '/missing') return { status: 404, headers: { ...PAGE } };
      if (pathname === '/tr/about-us') return { redirected: true, headers: PAGE };
      return { headers: { 'Content-Type': 'application/xml' } };
    };
    const worker = boot();
    await worker.lifecycle('install');
    for (const path of ['/venue', '/events-concerts', '/missing', '/tr/about-us', '/sitemap.xml']) {
      await worker.visit(path);
    }
    expect(cachedUrls(PAGES_CACHE)).toEqual([]);
    offline = true;
    expect(await worker.visit('/venue')).toBe(bodyOf(OFFLINE_PATH));
  });

  it('keeps a page exactly when its policy lets it be kept offline (lib/cache/policies.ts)', async () => {
    const policies = Object.entries(CACHE_CONTROL);
    answerFor = (url) => {
      const name = new URL(url).pathname.slice(1) as keyof typeof CACHE_CONTROL;
      return { headers: { ...PAGE, 'Cache-Control': CACHE_CONTROL[name] } };
    };
    const worker = boot();
    for (const [name] of policies) await worker.visit(`/${name}`);
    const kept = policies
      .filter(([, value]) => mayKeepOffline(value))
      .map(([name]) => page(`/${name}`));
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(policies.length);
    expect(cachedUrls(PAGES_CACHE).sort()).toEqual(kept.sort());
  });

  it(`keeps the last ${PAGE_LIMIT} pages read, the oldest dropped`, async () => {
    const worker = boot();
    const paths = Array.from({ length: PAGE_LIMIT + 1 }, (_, index) => `/page-${index}`);
    for (const path of paths) await worker.visit(path);
    // Read again: the newest, so the next oldest goes.
    await worker.visit('/page-0');
    expect(cachedUrls(PAGES_CACHE)).toHaveLength(PAGE_LIMIT);
    expect(cachedUrls(PAGES_CACHE)).not.toContain(page('/page-1'));
    expect(cachedUrls(PAGES_CACHE).at(-1)).toBe(page('/page-0'));
  });

  it('keeps a page’s newest payload beside it, so the page hydrates offline', async () => {
    answerFor = (url) => {
      const parsed = new URL(url);
      if (!parsed.searchParams.has(FLIGHT_PARAM)) return { headers: PAGE };
      return {
        headers: {
          'Content-Type': 'application/json',
          'Cache-Control':
            parsed.searchParams.get(FLIGHT_PARAM) === 'stale'
              ? 'no-store'
              : 'public, max-age=31536000, immutable',
        },
      };
    };
    const worker = boot();
    await worker.visit('/venue');
    await worker.request(`/venue?${FLIGHT_PARAM}=aaaa`);
    await worker.request(`/venue?${FLIGHT_PARAM}=bbbb`);
    await worker.request(`/venue?${FLIGHT_PARAM}=stale`);
    await worker.request(`/events-concerts?page=2&${FLIGHT_PARAM}=cccc`);
    expect(cachedUrls(PAGES_CACHE)).toEqual([
      page('/venue'),
      page(`/venue?${FLIGHT_PARAM}=bbbb`),
      page(`/events-concerts?page=2&${FLIGHT_PARAM}=cccc`),
    ]);
    offline = true;
    expect(await worker.request(`/venue?${FLIGHT_PARAM}=bbbb`)).toBe(
      bodyOf(`/venue?${FLIGHT_PARAM}=bbbb`),
    );
    // A payload never kept fails as the network does: the page stays as the server drew it.
    await expect(worker.request(`/venue?${FLIGHT_PARAM}=dddd`)).rejects.toThrow('Failed to fetch');
  });

  it('keeps a page read by a client navigation when the page asks, once', async () => {
    const worker = boot();
    await worker.message({ type: KEEP_PAGE_MESSAGE, url: `${ORIGIN}/gastronomy#menu` });
    expect(fetched).toEqual([page('/gastronomy')]);
    expect(cachedUrls(PAGES_CACHE)).toEqual([page('/gastronomy')]);
    // Kept a moment ago (or by its own navigation): not fetched again.
    await worker.message({ type: KEEP_PAGE_MESSAGE, url: `${ORIGIN}/gastronomy` });
    await worker.visit('/venue');
    fetched = [];
    await worker.message({ type: KEEP_PAGE_MESSAGE, url: `${ORIGIN}/venue` });
    expect(fetched).toEqual([]);
    // Nothing but the site's own pages.
    for (const url of [
      'https://elsewhere.example/x',
      `${ORIGIN}/api/health`,
      `${ORIGIN}/venue?_rsc=1`,
      `${ORIGIN}/venue?${FLIGHT_PARAM}=aaaa`,
    ]) {
      await worker.message({ type: KEEP_PAGE_MESSAGE, url });
    }
    await worker.message({ type: 'something-else', url: `${ORIGIN}/legal-notices` });
    expect(fetched).toEqual([]);
    offline = true;
    expect(await worker.visit('/gastronomy')).toBe(bodyOf('/gastronomy'));
  });

  it('leaves posts, /api/*, React’s navigation payloads and other sites to the network untouched', async () => {
    const worker = boot();
    expect(await worker.request('/api/forms/contact', { method: 'POST' })).toBeUndefined();
    expect(
      await worker.request('/contact-us', { method: 'POST', mode: 'navigate' }),
    ).toBeUndefined();
    expect(await worker.request('/contact-us', { method: 'HEAD' })).toBeUndefined();
    expect(await worker.request('/api/health')).toBeUndefined();
    expect(
      await worker.request('/api/draft?secret=x&path=/', { mode: 'navigate' }),
    ).toBeUndefined();
    expect(await worker.request('https://www.googletagmanager.com/gtag/js?id=G-1')).toBeUndefined();
    expect(await worker.request('/about-us?_rsc=abc')).toBeUndefined();
    expect(cachedUrls()).toEqual([]);
  });

  it('keeps hashed build assets and pictures as seen, unless private or not to be stored', async () => {
    const worker = boot();
    await worker.request('/_next/static/chunks/app.js');
    await worker.request('/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75');
    answerFor = (url): Answer => ({
      headers: url.includes('secret') ? { 'Cache-Control': 'private, no-store' } : {},
    });
    await worker.request('/_next/static/chunks/secret.js');
    await worker.request('/_next/image?url=%2Fmedia%2Fsecret.jpg&w=640&q=75');
    expect(cachedUrls().sort()).toEqual([
      `${ORIGIN}/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75`,
      `${ORIGIN}/_next/static/chunks/app.js`,
    ]);
    offline = true;
    expect(await worker.request('/_next/static/chunks/app.js')).toBe(
      bodyOf('/_next/static/chunks/app.js'),
    );
    expect(await worker.request('/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75')).toBe(
      bodyOf('/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75'),
    );
  });
});
