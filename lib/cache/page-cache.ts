import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { LOCALE_COOKIE } from '../i18n/locales';
import { isPageVisit } from '../i18n/proxy-decision';
import { cookieFromHeader, hasDraftCookies } from '../preview/grant';
import { isHttps } from '../security/forwarding';
import { recordPageCache } from '../server/telemetry';
import { createMemoryCache, serveStored } from './memory';
import { mayShare, PAGE_CACHE_TTL_MS } from './policies';
import { onPublish } from './publish';

/**
 * The production server's micro-cache of rendered pages (server/), in front of Next.
 *
 * A page Next serves from its own cache still costs the proxy, the router and a copy per request
 * (~90 against ~3 000 answers a second here: docs/performance.md "Server caches"); this keeps the
 * finished answer (headers, CSP, compressed body) for a couple of seconds, so a burst of visitors
 * costs one trip through Next per page per TTL. Only what is the same for every visitor
 * is kept: anonymous GETs of a page whose answer sets no cookie and that Next marks publicly
 * cacheable. Publishing expires it (createPageCache).
 */
const PAGE_CACHE_LIMIT = 1_000;

type RequestLike = { method?: string; url?: string; headers: IncomingHttpHeaders };

/**
 * The key of a request whose answer may come from the cache, else null. Everything the proxy reads
 * is in it (lib/i18n/proxy-decision.ts): the url, the locale cookie, whether this is a browser page
 * load (Sec-Fetch-Dest and -Mode) and, at the root only, the browser's languages; plus the content encoding.
 */
export function pageCacheKey(req: RequestLike, encoding: string | null): string | null {
  if (req.method !== 'GET' || !req.url) return null;
  const headers = req.headers;
  if (!String(headers.accept ?? '').includes('text/html')) return null;
  // Client navigations and server actions ask for React's payload, not the page.
  if (headers.rsc || headers['next-action'] || headers['next-router-prefetch']) return null;
  if (headers.authorization) return null;
  const cookies = String(headers.cookie ?? '');
  // Looked up before proxy.ts gives its draft-mode verdict: any draft cookie keeps the cache out
  // (an editor's preview, or cookies the proxy will clear), and such answers are never stored.
  if (hasDraftCookies(cookies)) return null;
  const pathname = req.url.split('?')[0]!;
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return null;
  const header = (name: string) => {
    const value = headers[name];
    return value === undefined ? undefined : String(value);
  };
  const visit = isPageVisit(header('sec-fetch-dest'), header('sec-fetch-mode'));
  const languages = pathname === '/' ? String(headers['accept-language'] ?? '') : '';
  return [
    req.url,
    encoding ?? 'identity',
    cookieFromHeader(cookies, LOCALE_COOKIE) ?? '',
    visit ? 'visit' : 'fetch',
    languages,
    // The locale cookie is Secure over https (proxy.ts): a stored Set-Cookie differs by scheme.
    isHttps(headers) ? 'https' : 'http',
  ].join('\n');
}

/**
 * Set by the proxy on pages Next renders per request only because they read their query (the
 * events list's filters, the schedule's month): one url is one page for every visitor.
 */
export const SHAREABLE_HEADER = 'x-page-shareable';

/**
 * Whether an answer is the same for everyone with this key: a 200 page, publicly cacheable (or
 * marked shareable by the proxy), setting no cookie but the locale one, which the key determines.
 */
export function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200) return false;
  if (!String(headers['content-type'] ?? '').includes('text/html')) return false;
  const cookies = headers['set-cookie'];
  const cookieList =
    cookies === undefined ? [] : Array.isArray(cookies) ? cookies : [String(cookies)];
  if (!cookieList.every((cookie) => cookie.startsWith(`${LOCALE_COOKIE}=`))) return false;
  if (headers[SHAREABLE_HEADER] !== undefined) return true;
  return mayShare(String(headers['cache-control'] ?? ''));
}

/**
 * The page cache: two seconds, a thousand pages at most; an expired page is refreshed by one request
 * while the others get the expired copy for up to two seconds more. A publish (the drop of its tags,
 * at most once a second, here or on another instance: lib/cache/publish.ts) expires every page the
 * same way: visitors never wait for the renders it causes, and see the new version once one has
 * stored it. The process's one page cache (server/) hears every publish.
 */
export function createPageCache() {
  const store = createMemoryCache({
    ttlMs: PAGE_CACHE_TTL_MS,
    limit: PAGE_CACHE_LIMIT,
    refreshMs: PAGE_CACHE_TTL_MS,
  });
  onPublish('page-cache', () => store.expire());
  return {
    /** Where server/html.ts keeps what it sends (with the generation its request started in). */
    store,
    /** A page request's key (null: never cached), and whether the cache answered it. */
    answer(req: IncomingMessage, res: ServerResponse, encoding: string | null) {
      const headers = { ...req.headers, accept: 'text/html' };
      const key = pageCacheKey({ method: req.method, url: req.url, headers }, encoding);
      if (!key) return { key, hit: false };
      // For a trusted proxy's x-debug-cache: a page from this cache is a hit of Next's cache too.
      const hit = serveStored(store, key, req, res, { 'x-nextjs-cache': 'HIT' });
      recordPageCache(hit ? 'hit' : 'miss');
      return { key, hit };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
