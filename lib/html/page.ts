import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy, inlineScriptHashes, type ThirdParties } from '../security/headers';
import { deferStartupScripts } from './defer-scripts';

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

type PreparedPage = { csp: string; body: Buffer };

/**
 * The page as sent, and its CSP. Rendered pages repeat byte for byte until revalidated, so both are
 * kept by `key` (the ETag and the encoding): a page from Next's cache costs a lookup, not a hash and
 * a compression. Compressed in libuv's thread pool, never on the event loop.
 */
export function pagePreparer(
  thirdParties: ThirdParties,
  /** Bench only (`npm run bench -- --layers`): false leaves the start-up scripts where Next put them. */
  defer = true,
) {
  const prepared = new Map<string, PreparedPage>();
  async function prepare(
    key: string | null,
    rendered: Buffer,
    encoding: Encoding,
  ): Promise<PreparedPage> {
    const hit = key ? prepared.get(key) : undefined;
    if (hit) return hit;
    const html = rendered.toString('utf8');
    const text = defer ? deferStartupScripts(html) : html;
    const csp = contentSecurityPolicy(thirdParties, inlineScriptHashes(text));
    const page: PreparedPage = { csp, body: await compress(Buffer.from(text, 'utf8'), encoding) };
    if (key) prepared.set(key, page);
    if (prepared.size > PREPARED_LIMIT) prepared.delete(prepared.keys().next().value as string);
    return page;
  }
  return prepare;
}
