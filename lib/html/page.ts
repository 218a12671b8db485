import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, type ThirdParties } from '../security/headers';
import { deferStartupScripts } from './defer-scripts';
import { extractFlight, flightToken, flightUrl } from './flight';

/**
 * A rendered page as the production server sends it (server/html.ts): which requests are page
 * loads, in which encoding, what a cache in front must tell apart, and the page itself, its
 * start-up scripts deferred, its inline scripts hashed into its CSP and its body compressed.
 */
type Request = { url?: string; headers: IncomingHttpHeaders };
export type Encoding = 'br' | 'gzip' | null;

/** A page load (not the API, a file or React's payload). */
export function isPageRequest(req: Request): boolean {
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname.split('/').at(-1) ?? '')) return false;
  return !req.headers.rsc && !req.headers['next-router-prefetch'] && !req.headers['next-action'];
}

export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding {
  if (/\bbr\b/.test(String(acceptEncoding ?? ''))) return 'br';
  return /\bgzip\b/.test(String(acceptEncoding ?? '')) ? 'gzip' : null;
}

/**
 * What a shared cache in front must tell apart: Next's own dimensions (React's payload headers),
 * the encoding, the remembered language and, at the root, the browser's languages (the proxy's
 * inputs, lib/i18n/proxy-decision.ts).
 */
export function varyFor(url: string | undefined, current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  names.push('Accept-Encoding', 'Cookie');
  if ((url ?? '').split('?')[0] === '/') names.push('Accept-Language');
  return [...new Set(names)].join(', ');
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const PREPARED_LIMIT = 500;

const compress = (data: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : encoding === 'gzip'
      ? gzipAsync(data, { level: 6 })
      : Promise.resolve(data);

export type PreparedPage = {
  csp: string;
  body: Buffer;
  /** React's payload, taken out of the body (lib/html/flight.ts): its hash and JSON, encoded. */
  flight?: { hash: string; body: Buffer };
};

/**
 * The page as sent, and its CSP. Rendered pages repeat byte for byte until revalidated, so both are
 * kept by `key` (the ETag and the encoding): a page from Next's cache costs a lookup, not a hash and
 * a compression. Compressed in libuv's thread pool, never on the event loop. With `url` (a page
 * that answers 200 there), React's payload is taken out and fetched from that URL after the paint.
 */
export function pagePreparer(
  thirdParties: ThirdParties,
  /** The build's key that signs each page's payload token (lib/html/flight.ts). */
  flightKey: string,
  /** Bench only (`npm run bench -- --layers`): false leaves the start-up scripts where Next put them. */
  defer = true,
) {
  const prepared = new Map<string, PreparedPage>();
  async function prepare(
    key: string | null,
    rendered: Buffer,
    encoding: Encoding,
    url?: string,
  ): Promise<PreparedPage> {
    // With the payload out, the page names its own URL: kept per URL, never one visitor's query for all.
    const cacheKey = key && (url ? `${key}|flight|${url}` : `${key}|inline`);
    const hit = cacheKey ? prepared.get(cacheKey) : undefined;
    if (hit) return hit;
    let text = rendered.toString('utf8');
    const out = url && defer ? extractFlight(text) : null;
    const deferred =
      out &&
      deferStartupScripts(out.html, flightUrl(url!, flightToken(flightKey, url!, out.flight.hash)));
    // Only a page whose loader fetches the payload loses it (not an error shell, not a script-less page).
    const flight = out && deferred !== out.html ? out.flight : undefined;
    text = flight ? deferred! : defer ? deferStartupScripts(text) : text;
    const csp = contentSecurityPolicy(thirdParties, inlineScriptHashes(text));
    const [body, flightBody] = await Promise.all([
      compress(Buffer.from(text, 'utf8'), encoding),
      flight && compress(Buffer.from(flight.json, 'utf8'), encoding),
    ]);
    const page: PreparedPage = {
      csp,
      body,
      flight: flight && flightBody ? { hash: flight.hash, body: flightBody } : undefined,
    };
    if (cacheKey) prepared.set(cacheKey, page);
    if (prepared.size > PREPARED_LIMIT) prepared.delete(prepared.keys().next().value as string);
    return page;
  }
  return prepare;
}
