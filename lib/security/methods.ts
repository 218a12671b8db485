/**
 * Which HTTP methods the production server lets through to Next, decided before Next sees the
 * request: Next renders a page for POST or PROPFIND, answers TRACE, `OPTIONS *` and a write to a
 * file with a 500, and redirects an absolute-form target (`GET http://host/x`) to that host. API
 * routes answer their own methods (lib/security/route-methods.ts), with `Allow` on every 405 too.
 * Here, not in proxy.ts: the proxy would answer a write only after reading its whole body.
 */
import { CACHE_CONTROL } from '../cache/policies';
export type MethodVerdict =
  | { action: 'pass'; url: string; method: string }
  | { action: 'answer'; status: 204 | 400 | 405 | 501; allow?: string };

// RFC 9110's methods plus PATCH: anything else (WebDAV, PURGE, …) is not implemented here.
const KNOWN = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'CONNECT',
  'OPTIONS',
  'TRACE',
  'PATCH',
]);
const READ_ONLY = 'GET, HEAD, OPTIONS';

/** A file (public/, Next's static chunks, optimised images): read only. */
function isFile(pathname: string): boolean {
  return pathname.startsWith('/_next/') || /\.[a-z0-9]+$/i.test(pathname.split('/').at(-1) ?? '');
}

/**
 * The request target in origin form: an absolute-form target (`GET http://host/x HTTP/1.1`, what
 * proxies are sent) keeps only its path and query, so its host never reaches a Location header.
 */
export function originForm(target: string): string | null {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function isServerAction(headers: Record<string, string | string[] | undefined>): boolean {
  if (headers['next-action']) return true;
  return /^multipart\/form-data\b/i.test(String(headers['content-type'] ?? ''));
}

export function checkMethod(
  method: string | undefined,
  target: string | undefined,
  headers: Record<string, string | string[] | undefined> = {},
): MethodVerdict {
  const verb = (method ?? '').toUpperCase();
  if (!KNOWN.has(verb)) return { action: 'answer', status: 501 };
  if (target === '*') {
    return verb === 'OPTIONS'
      ? { action: 'answer', status: 204, allow: 'GET, HEAD, POST, OPTIONS' }
      : { action: 'answer', status: 400 };
  }
  // Before the target is read: a CONNECT names a host and port (`CONNECT venue.example:443`).
  if (verb === 'TRACE' || verb === 'CONNECT') {
    return { action: 'answer', status: 405, allow: READ_ONLY };
  }
  const url = originForm(target ?? '');
  if (url === null) return { action: 'answer', status: 400 };
  const pathname = url.split('?')[0]!;
  // Next's router answers a path it cannot decode with a 500 (routes, files, /og/…).
  if (!isDecodable(pathname)) return { action: 'answer', status: 400 };
  if (pathname.startsWith('/api/')) return { action: 'pass', url, method: verb };
  if (verb === 'OPTIONS') return { action: 'answer', status: 204, allow: READ_ONLY };
  if (verb === 'GET' || verb === 'HEAD') return { action: 'pass', url, method: verb };
  // Pages take POST only as React server actions, which Next answers itself: a script's (with its
  // Next-Action header) or a form the browser posts itself (lib/forms/actions.ts: multipart).
  if (verb === 'POST' && !isFile(pathname) && isServerAction(headers)) {
    return { action: 'pass', url, method: verb };
  }
  return { action: 'answer', status: 405, allow: READ_ONLY };
}

/** The answer of a request the gate refused: the status, `Allow` when there is one, a short text. */
export function refusal(verdict: Extract<MethodVerdict, { action: 'answer' }>, head: boolean) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.noStore,
    ...(verdict.allow ? { Allow: verdict.allow } : {}),
  };
  const body = verdict.status === 204 || head ? undefined : `${verdict.status}\n`;
  return { status: verdict.status, headers, body };
}
