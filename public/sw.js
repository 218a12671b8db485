/* Service worker, scope /. It never caches pages, form posts, /api/* or private responses (draft
 * and preview pages are sent `private, no-store`), so an editor's preview can never be replayed. It
 * keeps an offline page and the shell assets, and the hashed build assets it has seen.
 * Bump VERSION when the precached files change: activation deletes every older cache. */
const VERSION = 'v3';
const PREFIX = 'andyshow-';
const SHELL_CACHE = `${PREFIX}shell-${VERSION}`;
const STATIC_CACHE = `${PREFIX}static-${VERSION}`;
const STATIC_LIMIT = 120;
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
            .filter((name) => name.startsWith(PREFIX) && name !== SHELL_CACHE && name !== STATIC_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Only complete, same-origin, shareable answers are kept. */
function storable(response) {
  if (!response || !response.ok || response.type !== 'basic') return false;
  return !/no-store|private/i.test(response.headers.get('Cache-Control') || '');
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - STATIC_LIMIT)).map((key) => cache.delete(key)));
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
 * Pages: always the network (never cached); the offline page when it cannot be reached. The
 * request passed on arrives as Sec-Fetch-Dest: empty, Sec-Fetch-Mode: navigate: the proxy counts
 * that as a page load, so the language decision at / (the remembered language) still applies.
 */
async function navigate(event) {
  try {
    return await fetch(event.request);
  } catch {
    return offlinePage();
  }
}

/** Hashed build assets never change: cache first, then kept for offline use. */
async function staticAsset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response)) {
    const copy = response.clone();
    caches.open(STATIC_CACHE).then(async (cache) => {
      await cache.put(request, copy);
      await trim(cache);
    });
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

self.addEventListener('fetch', (event) => {
  const request = event.request;
  // Form posts and every other non-GET request go straight to the network, untouched.
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(staticAsset(request));
  } else if (SHELL.includes(url.pathname) && !url.search) {
    event.respondWith(shellAsset(request));
  }
});
