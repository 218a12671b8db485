// Production server: Next's request handler behind the security headers of every response and a
// Content-Security-Policy whose script-src lists the sha256 of each inline script of the HTML
// it is sent with (hashes, not nonces, so rendered pages stay cacheable).
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import next from 'next';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  thirdPartiesFromEnv,
} from '../lib/security/headers';
import { dropUntrustedForwarding } from '../lib/security/forwarding';
import { deferStartupScripts } from '../lib/shell/defer-scripts';
import {
  isErrorShell,
  isNotFoundRender,
  NOT_FOUND_RENDER_HEADER,
} from '../lib/shell/not-found-render';
import {
  createPageCache,
  IMAGE_CACHE_TTL_MS,
  imageCacheKey,
  isPublishNotice,
  isShareable,
  pageCacheKey,
  SHAREABLE_HEADER,
  storableHeaders,
} from '../lib/security/page-cache';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const thirdParties = thirdPartiesFromEnv(process.env);
// Shared with the proxy (same process): lib/shell/not-found-render.ts.
process.env.NOT_FOUND_RENDER_KEY ||= randomBytes(24).toString('hex');

/**
 * The 404 page drawn on the server: Next's empty error shell is replaced by a second rendering of
 * the same URL, which the proxy sends to the [locale]/page-not-found route. The shell stays when
 * that fails.
 */
async function renderNotFound(req: IncomingMessage): Promise<Buffer | null> {
  const headers: Record<string, string> = {
    accept: 'text/html',
    // In clear: this answer is compressed once, when it goes out as the 404 (fetch would ask for gzip).
    'accept-encoding': 'identity',
    [NOT_FOUND_RENDER_HEADER]: process.env.NOT_FOUND_RENDER_KEY!,
  };
  for (const name of ['cookie', 'accept-language', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${req.url ?? '/'}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const html = await answer.text();
    return answer.status === 200 && !isErrorShell(html) ? Buffer.from(html, 'utf8') : null;
  } catch {
    return null;
  }
}

// Rendered pages repeat byte for byte until revalidated: their CSP and compressed bodies are kept
// by ETag (+ encoding), so a cached page costs a lookup, not a hash and a compression.
const prepared = new Map<string, { csp: string; body: Buffer }>();
const PREPARED_LIMIT = 500;

function prepare(key: string | null, rendered: Buffer, encoding: 'br' | 'gzip' | null) {
  const hit = key ? prepared.get(key) : undefined;
  if (hit) return hit;
  const text = deferStartupScripts(rendered.toString('utf8'));
  const html = Buffer.from(text, 'utf8');
  const csp = contentSecurityPolicy(thirdParties, inlineScriptHashes(text));
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html, { level: 6 })
        : html;
  const entry = { csp, body };
  if (key) {
    prepared.set(key, entry);
    if (prepared.size > PREPARED_LIMIT) prepared.delete(prepared.keys().next().value as string);
  }
  return entry;
}

function encodingFor(acceptEncoding: string): 'br' | 'gzip' | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * Page requests reach Next without Accept-Encoding, so their HTML arrives here in clear: it is
 * buffered, its start-up scripts moved after the first paint (lib/shell/defer-scripts.ts), hashed
 * into the CSP, then compressed here. Every other response streams through,
 * compressed by Next.
 */
type Cache = ReturnType<typeof createPageCache>;
const pages = createPageCache();
const optimisedImages = createPageCache({ ttlMs: IMAGE_CACHE_TTL_MS, limit: 400 });

/** Answers from one of the caches (lib/security/page-cache.ts) when it holds this answer. */
function serveCached(cache: Cache, key: string, req: IncomingMessage, res: ServerResponse) {
  const hit = cache.get(key);
  if (!hit) return false;
  for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value!);
  res.setHeader('X-Server-Cache', 'hit');
  if (hit.etag && req.headers['if-none-match'] === hit.etag) {
    // As for Next's own 304s: no CSP, so the browser keeps the cached page's hashes.
    for (const name of ['content-security-policy', 'content-length', 'content-encoding']) {
      res.removeHeader(name);
    }
    res.writeHead(304).end();
  } else {
    res.writeHead(200).end(hit.body);
  }
  return true;
}

/** Keeps an optimised image Next answers with in one piece (its optimiser's own answer). */
function keepOptimisedImage(key: string, res: ServerResponse) {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    if (res.statusCode === 200 && Buffer.isBuffer(chunk) && !res.getHeader('set-cookie')) {
      const etag = res.getHeader('etag');
      optimisedImages.set(key, {
        headers: storableHeaders(res.getHeaders()),
        body: chunk,
        etag: etag ? String(etag) : undefined,
      });
    }
    return end(...args);
  }) as typeof res.end;
}

function withHtmlCsp(req: IncomingMessage, res: ServerResponse, cacheKey: string | null) {
  const generation = pages.generation();
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  if (!String(req.headers.accept ?? '').includes('text/html')) return;
  delete req.headers['accept-encoding'];

  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let chunks: Buffer[] | null = null;
  const isHtml = () => String(res.getHeader('content-type') ?? '').includes('text/html');
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

  // A 304's headers replace the cached copy's: its page-specific CSP must stay, or a reload of a
  // cached page runs none of its inline scripts (the page never hydrates).
  const keepCachedCsp = () => {
    if (res.statusCode === 304 && !res.headersSent) res.removeHeader('Content-Security-Policy');
  };

  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(key, value as string | string[]);
      }
    }
    keepCachedCsp();
    // An HTML head waits for the body (its CSP depends on it); any other head goes out now.
    return isHtml() ? res : writeHead(res.statusCode);
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunks === null && !res.headersSent && isHtml()) chunks = [];
    if (!chunks) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    keepCachedCsp();
    const [chunk, chunkEncoding] = args;
    if (chunks === null && !res.headersSent && isHtml()) chunks = [];
    if (!chunks) return end(...args);
    if (chunk !== undefined && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, chunkEncoding));
    const html = Buffer.concat(chunks);
    chunks = null;
    if (res.statusCode === 404 && isErrorShell(html.toString('utf8', 0, 200))) {
      void renderNotFound(req).then((drawn) => send(drawn ?? html));
      return res;
    }
    return send(html);
  }) as typeof res.end;

  const send = (html: Buffer) => {
    if (res.statusCode === 304 || html.length === 0) {
      writeHead(res.statusCode);
      return end();
    }
    const encoding = req.method === 'HEAD' ? null : encodingFor(acceptEncoding);
    const etag = res.getHeader('etag');
    const { csp, body } = prepare(etag ? `${String(etag)}|${encoding}` : null, html, encoding);
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    if (cacheKey && isShareable(res.statusCode, res.getHeaders())) {
      pages.set(
        cacheKey,
        {
          headers: storableHeaders(res.getHeaders()),
          body,
          etag: etag ? String(etag) : undefined,
        },
        generation,
      );
    }
    res.removeHeader(SHAREABLE_HEADER);
    writeHead(res.statusCode);
    return end(body);
  };
}

async function main() {
  const app = next({ dev: false, dir: root, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  createServer((req, res) => {
    dropUntrustedForwarding(req);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(thirdParties));
    if (isPublishNotice(req, process.env.REVALIDATE_SECRET)) {
      // Something was published: no page may outlive it in the page cache. Emptied now, and again
      // once Next has dropped its own entries (a page rendered in between holds the old content).
      pages.clear();
      res.on('close', () => {
        if (res.statusCode === 200) pages.clear();
      });
    }
    // The server's own 404 rendering is never a cached page; anyone else's claim to be it is dropped.
    const notFoundRender = isNotFoundRender(req.headers[NOT_FOUND_RENDER_HEADER] as string);
    if (!notFoundRender) delete req.headers[NOT_FOUND_RENDER_HEADER];
    const cacheKey = notFoundRender
      ? null
      : pageCacheKey(req, encodingFor(String(req.headers['accept-encoding'] ?? '')));
    if (cacheKey && serveCached(pages, cacheKey, req, res)) return;
    const imageKey = imageCacheKey(req);
    if (imageKey) {
      if (serveCached(optimisedImages, imageKey, req, res)) return;
      keepOptimisedImage(imageKey, res);
    }
    withHtmlCsp(req, res, cacheKey);
    void handle(req, res);
  }).listen(port, hostname, () => {
    console.log(`site ready on http://localhost:${port}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
