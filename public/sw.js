/* Service worker, scope /: offline and back (docs/product.md "Offline and back").
 * - Pages: the network first; the visitor's own copy when it fails, else the offline page. The last
 *   PAGE_LIMIT pages read are kept (newest first, the oldest dropped), each with React's payload
 *   (?__flight=<hash>) when it was fetched, so a kept page hydrates offline too; a page read by a
 *   client navigation is fetched once more as a document when the page asks (a `keep-page` message).
 * - Never kept: a non-GET request, /api/*, a redirect, an error, and any answer marked `private` or
 *   `no-store` (the server's verdict: lib/cache/policies.ts `mayKeepOffline`; draft and preview
 *   pages carry both), so an editor's preview can never be replayed. React's
 *   navigation payloads (RSC requests, `_rsc`) are left to the network: offline, the router falls
 *   back to a document navigation, which gets the kept copy.
 * - The offline page and the shell assets are precached; hashed build assets are kept as seen,
 *   optimised images as seen (for the kept pages), both bounded.
 * Bump VERSION when the precached files or what is kept change: activation deletes every older cache. */
const VERSION = 'v4';
const PREFIX = 'andyshow-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const PAGES_CACHE = `${PREFIX}pages-${VERSION}`;
const IMAGES_CACHE = `${PREFIX}images-${VERSION}`;
const STATIC_LIMIT = 120;
const PAGE_LIMIT = 30;
const IMAGE_LIMIT = 80;
/** A page kept this recently is not fetched again when the page asks for it to be kept. */
const FRESH_MS = 60 * 1000;
const FLIGHT_PARAM = '__flight';
const KEEP_PAGE = 'keep-page';
const OFFLINE_URL = '/offline.html';
const SHELL = [
  OFFLINE_URL,
  '/offline.js',
  '/brand/logo.svg',
  '/favicon.ico',
  '/icons/icon-192.webp',
  '/icons/icon-512.png',
  '/manifest.webmanifest',
];
const OWN_CACHES = [SHELL_CACHE, STATIC_CACHE, PAGES_CACHE, IMAGES_CACHE];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && !OWN_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Complete, same-origin answers the server's policy lets be kept (lib/cache/policies.ts `mayKeepOffline`). */
function storable(response) {
  if (!response || !response.ok || response.type !== 'basic' || response.redirected) return false;
  return !/(^|,)\s*(private|no-store)\s*(=|,|$)/i.test(response.headers.get('Cache-Control') || '');
}

/** A page to keep: a shareable HTML answer. */
function keepablePage(response) {
  return storable(response) && /^text\/html/i.test(response.headers.get('Content-Type') || '');
}

/** The page a payload request belongs to: its URL without the payload flag. */
function pageOf(url) {
  const parsed = new URL(url);
  parsed.searchParams.delete(FLIGHT_PARAM);
  return parsed.href;
}

/** The oldest entries beyond `limit` dropped (the Cache API lists entries oldest first). */
async function trim(cache, limit) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * The kept pages: the newest PAGE_LIMIT, each with at most its newest payload (and no more payloads
 * than pages: a payload may come before its page is in, so it is not dropped for lack of one).
 */
async function trimPages(cache) {
  const keys = await cache.keys();
  const isPayload = (key) => new URL(key.url).searchParams.has(FLIGHT_PARAM);
  const pages = keys.filter((key) => !isPayload(key));
  const dropped = pages.slice(0, Math.max(0, pages.length - PAGE_LIMIT));
  const gone = new Set(dropped.map((key) => key.url));
  const payloads = keys.filter(isPayload);
  const newest = new Map(payloads.map((key) => [pageOf(key.url), key]));
  const current = payloads.filter((key) => newest.get(pageOf(key.url)) === key);
  const stale = payloads.filter(
    (key) =>
      gone.has(pageOf(key.url)) ||
      newest.get(pageOf(key.url)) !== key ||
      current.indexOf(key) < current.length - PAGE_LIMIT,
  );
  await Promise.all([...dropped, ...stale].map((key) => cache.delete(key)));
}

/** Keeps an answer as the newest of its cache (a put replaces an older copy and moves it last). */
async function keep(cacheName, url, response) {
  const cache = await caches.open(cacheName);
  await cache.put(url, response);
  if (cacheName === PAGES_CACHE) await trimPages(cache);
  else await trim(cache, cacheName === IMAGES_CACHE ? IMAGE_LIMIT : STATIC_LIMIT);
}

function kept(cacheName, url) {
  // Pages vary on the language cookie and React's headers: the copy is the visitor's own anyway.
  return caches.match(url, { cacheName, ignoreVary: true });
}

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE });
  return (
    cached ||
    new Response('<!doctype html><title>Offline</title><h1>You are offline</h1>', {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    })
  );
}

/**
 * Pages: the network first, kept when shareable; offline, the kept copy, else the offline page
 * (which returns to the page by itself once the connection is back: public/offline.js). The request
 * passed on arrives as Sec-Fetch-Dest: empty, Sec-Fetch-Mode: navigate: the proxy counts that as a
 * page load, so the language decision at / (the remembered language) still applies.
 */
async function navigate(event) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await kept(PAGES_CACHE, request.url)) || offlinePage();
  }
  if (keepablePage(response)) {
    event.waitUntil(keep(PAGES_CACHE, request.url, response.clone()).catch(() => undefined));
  }
  return response;
}

/** The network first, kept when shareable; the kept copy when the network fails. */
async function networkFirst(event, cacheName) {
  const request = event.request;
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = await kept(cacheName, request.url);
    if (copy) return copy;
    throw error;
  }
  if (storable(response)) {
    event.waitUntil(keep(cacheName, request.url, response.clone()).catch(() => undefined));
  }
  return response;
}

/** Hashed build assets never change: cache first, then kept for offline use. */
async function staticAsset(event) {
  const request = event.request;
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) {
    event.waitUntil(keep(STATIC_CACHE, request.url, response.clone()).catch(() => undefined));
  }
  return response;
}

/** Shell assets: the network first (they may change), the precached copy offline. */
async function shellAsset(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/**
 * A page read by a client navigation (only React's payload came over the network): kept as a
 * document, fetched once more unless its navigation has just kept it. A background fetch for the
 * proxy (no Sec-Fetch-Mode: navigate): it detects no language and writes no cookie.
 */
async function keepRead(url) {
  const copy = await kept(PAGES_CACHE, url);
  const at = copy ? Date.parse(copy.headers.get('Date') || '') : NaN;
  if (Date.now() - at < FRESH_MS) return;
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (keepablePage(response)) await keep(PAGES_CACHE, url, response);
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== KEEP_PAGE || typeof data.url !== 'string') return;
  const url = new URL(data.url, self.location.origin);
  url.hash = '';
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.searchParams.has(FLIGHT_PARAM) || url.searchParams.has('_rsc')) return;
  event.waitUntil(keepRead(url.href).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Form posts and every other non-GET request go straight to the network, untouched.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.searchParams.has(FLIGHT_PARAM)) {
    event.respondWith(networkFirst(event, PAGES_CACHE));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(staticAsset(event));
  } else if (url.pathname === '/_next/image') {
    event.respondWith(networkFirst(event, IMAGES_CACHE));
  } else if (SHELL.includes(url.pathname) && !url.search) {
    event.respondWith(shellAsset(request));
  }
});
