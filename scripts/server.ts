// Production server: Next's request handler, plus what Next cannot do itself. A
// Content-Security-Policy whose script-src lists the sha256 of each inline script of the HTML it is
// sent with (hashes, not nonces, so rendered pages stay cacheable), a language's not-found page for a
// route that found nothing, probes, drain on SIGTERM, request logs, and the page and image caches in
// front (README "In front of Next"). The static security headers are Next's (next.config.ts).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { format, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import next from 'next';
import { flushAndExit, logger, providerHealth } from '../lib/server/log';
import { recordPageCache } from '../lib/server/telemetry';
import { redisState } from '../lib/shared/redis';
import { registerSharedCaches } from '../lib/shared/register';
import { formsOutbox } from '../lib/forms/deliver';
import {
  allowFramingBy,
  contentSecurityPolicy,
  frameAncestorOrigins,
  inlineScriptHashes,
  securityHeaders,
  STRICT_TRANSPORT,
  thirdPartiesFromEnv,
} from '../lib/security/headers';
import { applyForwarding, isHttps, trustedProxies } from '../lib/security/forwarding';
import { checkMethod } from '../lib/security/methods';
import { BYPASS_COOKIE, cookieFromHeader, draftVerdict } from '../lib/preview/grant';
import { deferStartupScripts } from '../lib/shell/defer-scripts';
import { precompressedFiles } from '../lib/shell/precompressed';
import {
  isErrorShell,
  notFoundPathFor,
  PAGE_STATUS_HEADER,
  pageStatusOf,
} from '../lib/shell/not-found-render';
import {
  createPageCache,
  IMAGE_CACHE_TTL_MS,
  imageCacheKey,
  isInternalHeader,
  isPublishNotice,
  isShareable,
  pageCacheKey,
  SHAREABLE_HEADER,
  storableHeaders,
} from '../lib/security/page-cache';

const root = path.resolve(__dirname, '..');
const log = logger();
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** How long in-flight requests may take to finish after SIGTERM / SIGINT. */
const GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const thirdParties = thirdPartiesFromEnv(process.env);
const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
// Debug header honoured from trusted proxies only: Next's cache state (x-nextjs-cache) stays visible.
const DEBUG_CACHE_HEADER = 'x-debug-cache';
// The editor workspace's origins, which may frame draft-mode pages (its live preview).
const previewFrameOrigins = frameAncestorOrigins(process.env.PREVIEW_FRAME_ANCESTORS);

/** Next's draft-mode cookie value of this build, or null when unknown. */
function readPreviewModeId(): string | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(root, '.next', 'prerender-manifest.json'), 'utf8'),
    ) as { preview?: { previewModeId?: string } };
    return manifest.preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}
const previewModeId = previewFrameOrigins.length > 0 ? readPreviewModeId() : null;
const brotliBuildFiles = precompressedFiles(path.join(root, '.next'));

/**
 * A request in draft mode: it carries this build's valid bypass cookie, not merely one by that
 * name, and a live grant for its path (lib/preview/grant.ts; the proxy renders anything else as published).
 */
function isDraftRequest(req: IncomingMessage): boolean {
  if (!previewModeId) return false;
  const header = String(req.headers.cookie ?? '');
  if (cookieFromHeader(header, BYPASS_COOKIE) !== previewModeId) return false;
  const path = (req.url ?? '/').split('?')[0]!;
  const cookie = (name: string) => cookieFromHeader(header, name);
  return draftVerdict(cookie, [path], process.env.DRAFT_SECRET) === 'granted';
}

/** A page load (not the API, a file or React's payload): its HTML goes through withHtmlCsp. */
function isPageRequest(req: IncomingMessage): boolean {
  const pathname = (req.url ?? '/').split('?')[0]!;
  if (pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  if (/\.[a-z0-9]+$/i.test(pathname.split('/').at(-1) ?? '')) return false;
  return !req.headers.rsc && !req.headers['next-router-prefetch'] && !req.headers['next-action'];
}

// Rendered pages repeat byte for byte until revalidated: their CSP and compressed bodies are kept
// by ETag (+ encoding), so a cached page costs a lookup, not a hash and a compression.
const prepared = new Map<string, { csp: string; body: Buffer }>();
const PREPARED_LIMIT = 500;

async function prepare(key: string | null, rendered: Buffer, encoding: 'br' | 'gzip' | null) {
  const hit = key ? prepared.get(key) : undefined;
  if (hit) return hit;
  const text = deferStartupScripts(rendered.toString('utf8'));
  const html = Buffer.from(text, 'utf8');
  const csp = contentSecurityPolicy(thirdParties, inlineScriptHashes(text));
  // Compressed in libuv's thread pool, never on the event loop.
  const body =
    encoding === 'br'
      ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? await gzipAsync(html, { level: 6 })
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
// By bytes: 682 files × widths × formats would otherwise hold up to a gigabyte of images.
const optimisedImages = createPageCache({
  ttlMs: IMAGE_CACHE_TTL_MS,
  limit: 2_000,
  maxBytes: 48 * 1024 * 1024,
});

/**
 * At most two images encoded at once (the rest wait their turn): each AVIF encode of a large
 * picture holds tens of megabytes, and a client asking for many uncached variants would
 * otherwise hold them all at the same time.
 */
const IMAGE_ENCODES = 2;
let encoding = 0;
const waiting: Array<() => void> = [];
function withEncodeSlot(res: ServerResponse, run: () => void) {
  const start = () => {
    encoding += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      encoding -= 1;
      waiting.shift()?.();
    };
    res.on('close', release);
    res.on('finish', release);
    run();
  };
  if (encoding < IMAGE_ENCODES) return start();
  waiting.push(start);
  // A client that gives up while waiting costs nothing.
  res.on('close', () => {
    const index = waiting.indexOf(start);
    if (index >= 0) waiting.splice(index, 1);
  });
}

/** Answers from one of the caches (lib/security/page-cache.ts) when it holds this answer. */
function serveCached(cache: Cache, key: string, req: IncomingMessage, res: ServerResponse) {
  const hit = cache.get(key);
  if (!hit) return false;
  for (const [name, value] of Object.entries(hit.headers)) res.setHeader(name, value!);
  res.setHeader('X-Server-Cache', 'hit');
  // For a trusted proxy's x-debug-cache: a page from this cache is a hit of Next's cache too.
  if (cache === pages) res.setHeader('x-nextjs-cache', 'HIT');
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

function withHtmlCsp(
  req: IncomingMessage,
  res: ServerResponse,
  head: Head,
  cacheKey: string | null,
  dispatch: (req: IncomingMessage) => void,
) {
  const generation = pages.generation();
  // The response's own 'close' listeners (the request log, the publish notice), before Next's.
  const ownCloseListeners = new Set(res.listeners('close'));
  const acceptEncoding = String(req.headers['accept-encoding'] ?? '');
  delete req.headers['accept-encoding'];
  let redispatched = false;

  const writeHead = head.send;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let chunks: Buffer[] | null = null;
  const isHtml = () => String(res.getHeader('content-type') ?? '').includes('text/html');
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);

  // Until the body is known, an HTML head waits (its CSP depends on the body).
  head.holdHtml = true;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunks === null && !res.headersSent && isHtml()) chunks = [];
    if (!chunks) return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    keepCachedCsp(res);
    const [chunk, chunkEncoding] = args;
    if (chunks === null && !res.headersSent && isHtml()) chunks = [];
    if (!chunks) return end(...args);
    // HEAD: Next ends with `res.end(null)`.
    if (chunk != null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, chunkEncoding));
    const html = Buffer.concat(chunks);
    chunks = null;
    if (res.statusCode === 404 && !redispatched && isErrorShell(html.toString('utf8', 0, 200))) {
      // A route found nothing and Next drew its empty error shell: the same request goes, in
      // process, to the language's cached not-found page instead (lib/shell/not-found-render.ts).
      redispatched = true;
      // The first dispatch is over (its answer is replaced): the 'close' listeners its render
      // added (Next's after() and abort bookkeeping, one set per render) are released now rather
      // than doubled on this response by the second render (MaxListenersExceededWarning).
      for (const listener of res.listeners('close')) {
        if (ownCloseListeners.has(listener)) continue;
        res.off('close', listener as () => void);
        (listener as () => void).call(res);
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      defaultCsp(res);
      res.statusCode = 200;
      const again = new IncomingMessage(req.socket);
      again.method = 'GET';
      again.url = notFoundPathFor(req.url ?? '/');
      again.headers = { ...req.headers };
      delete again.headers['if-none-match'];
      again.push(null);
      dispatch(again);
      return res;
    }
    void send(html).catch((error: unknown) => {
      log.error({ err: error, path: req.url?.split('?')[0] }, 'page could not be prepared');
      if (!res.headersSent) writeHead(500);
      end();
    });
    return res;
  }) as typeof res.end;

  const send = async (html: Buffer) => {
    if (res.getHeader(PAGE_STATUS_HEADER) === '404') res.statusCode = 404;
    res.removeHeader(PAGE_STATUS_HEADER);
    if (res.statusCode === 200 && pageStatusOf(html.toString('utf8')) === 410) {
      res.statusCode = 410;
    }
    // Next caches the not-found page; a cache in front must not keep a 404 (or 410) an editor may
    // publish over.
    if (res.statusCode === 404 || res.statusCode === 410)
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0');
    if (res.statusCode === 304 || html.length === 0) {
      writeHead(res.statusCode);
      return end();
    }
    const encoding = encodingFor(acceptEncoding);
    const etag = res.getHeader('etag');
    const { csp, body } = await prepare(
      etag ? `${String(etag)}|${encoding}` : null,
      html,
      encoding,
    );
    if (isDraftRequest(req)) {
      res.setHeader('Content-Security-Policy', allowFramingBy(csp, previewFrameOrigins));
      res.removeHeader('X-Frame-Options');
    } else {
      res.setHeader('Content-Security-Policy', csp);
    }
    res.setHeader('Vary', varyFor(req, res.getHeader('vary')));
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

/**
 * What a shared cache in front must tell apart: Next's own dimensions (React's payload headers),
 * the encoding, the remembered language and, at the root, the browser's languages (the proxy's
 * inputs, lib/i18n/proxy-decision.ts).
 */
function varyFor(req: IncomingMessage, current: ReturnType<ServerResponse['getHeader']>): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  names.push('Accept-Encoding', 'Cookie');
  if ((req.url ?? '').split('?')[0] === '/') names.push('Accept-Language');
  return [...new Set(names)].join(', ');
}

/**
 * The default CSP of every answer (a page's own, with its scripts' hashes, replaces it). It is set
 * here, not in next.config.ts, because it follows this process's environment (its third parties).
 */
function defaultCsp(res: ServerResponse) {
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(thirdParties));
}

/**
 * The answers this server gives itself, without Next (probes, 405/501, 503 while starting): the
 * security headers Next adds to its own answers (next.config.ts headers()), HSTS over https only.
 */
function ownHeaders(req: IncomingMessage, res: ServerResponse) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (name !== STRICT_TRANSPORT || isHttps(req)) res.setHeader(name, value);
  }
}

/**
 * A 304's headers replace the cached copy's: a page's own CSP must stay with it, or a reload of a
 * cached page runs none of its inline scripts (the page never hydrates).
 */
function keepCachedCsp(res: ServerResponse) {
  if (res.statusCode === 304 && !res.headersSent) res.removeHeader('Content-Security-Policy');
}

/** The one writeHead wrapper of a request's answer (see withHead). */
type Head = {
  /** Set by withHtmlCsp: an HTML head waits for its body. */
  holdHtml: boolean;
  /** Sends the head as it stands now (what withHtmlCsp calls once the body is prepared). */
  send: (status: number) => ServerResponse;
};

/**
 * Every head Next writes goes through here: its headers are folded into the response, Next's
 * internal headers removed (`x-middleware-*` always, `x-nextjs-*` except on React's payload
 * requests, whose router reads some of them; `x-nextjs-cache` also for a trusted proxy asking
 * with x-debug-cache), a doubled Location header sent once, `Connection: close` added while
 * draining (keep-alive clients reconnect elsewhere), and an HTML page's head held back for withHtmlCsp.
 */
function withHead(
  res: ServerResponse,
  keep: { cacheState: boolean; routerHeaders: boolean },
): Head {
  const internal = (name: string) =>
    isInternalHeader(name) &&
    !(keep.routerHeaders && /^x-nextjs-/i.test(name)) &&
    !(keep.cacheState && name.toLowerCase() === 'x-nextjs-cache');
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const head: Head = {
    holdHtml: false,
    send: (status) => {
      if (lifecycle === 'draining') res.setHeader('Connection', 'close');
      for (const name of res.getHeaderNames()) if (internal(name)) res.removeHeader(name);
      // Next's redirect() in a page may set Location and then append it again (the same value): two
      // Location headers, which fetch-based clients join into one invalid "/a, /a". One is kept.
      const location = res.getHeader('location');
      if (Array.isArray(location) && location.length > 0) res.setHeader('location', location[0]!);
      return writeHead(status);
    },
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1]);
    } else if (headers) {
      for (const [key, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(key, value as string | string[]);
      }
    }
    if (!head.holdHtml) return head.send(res.statusCode);
    keepCachedCsp(res);
    const isHtml = String(res.getHeader('content-type') ?? '').includes('text/html');
    return isHtml ? res : head.send(res.statusCode);
  }) as typeof res.writeHead;
  return head;
}

type Lifecycle = 'starting' | 'ready' | 'draining';
let lifecycle: Lifecycle = 'starting';

/** A request id: the proxy's `X-Request-Id` when it looks like one, else a new one. */
function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request when its answer is done or abandoned: no query string (it may carry
 * the preview secret), no cookies, no bodies.
 */
function logRequest(req: IncomingMessage, res: ServerResponse, id: string) {
  const started = process.hrtime.bigint();
  const method = req.method;
  const path = (req.url ?? '/').split('?')[0];
  let bytes = 0;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const count = (chunk: unknown) => {
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) bytes += chunk.length;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    count(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') count(args[0]);
    return end(...args);
  }) as typeof res.end;
  res.once('close', () => {
    log.info({
      event: 'request',
      reqId: id,
      method,
      path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      cache: res.getHeader('x-server-cache') === 'hit' ? 'hit' : 'miss',
      bytes,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: 503 while starting
 * or draining, so a load balancer sends new visitors elsewhere), answered by the server itself,
 * also before Next is ready. Readiness reports what the site's own provider reads saw and the
 * shared cache's state (`redis`: up, down or off without REDIS_URL); it never calls anyone. A
 * Redis outage never makes an instance unready: it serves from its local caches.
 */
function answerProbe(req: IncomingMessage, res: ServerResponse): boolean {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/api/health' && path !== '/api/ready') return false;
  const ready = lifecycle === 'ready';
  const status = path === '/api/health' || ready ? 200 : 503;
  const body =
    path === '/api/health'
      ? { ok: true }
      : { ready, state: lifecycle, provider: providerHealth(), redis: redisState() };
  ownHeaders(req, res);
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(status).end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  return true;
}

// Everything that reaches console.error / console.warn (Next's own error reports included) goes
// out as JSON lines too, errors with their stack.
for (const [method, level] of [
  ['error', 'error'],
  ['warn', 'warn'],
] as const) {
  console[method] = (...args: unknown[]) => {
    const err = args.find((arg) => arg instanceof Error);
    const text = format(...args.filter((arg) => arg !== err));
    if (err) log[level]({ err }, text || (err as Error).message);
    else log[level](text);
  };
}
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception');
  flushAndExit(1);
});
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));

async function main() {
  // With REDIS_URL: Next's caches shared through Redis (registered before Next loads its handlers),
  // and a publish on any instance empties this one's page cache too.
  const shared = registerSharedCaches();
  shared?.tags.onExpire(() => pages.clear());
  // Next builds the absolute URLs of its proxy's rewrites from this name, and treats a rewrite to
  // another origin as an external proxy: with the bind address here (127.0.0.1, ::1) every
  // rewritten page answered a 307 to itself, or a 500 behind a TLS proxy. The name is internal
  // only (the server binds to `hostname` below; redirects leave as paths).
  const app = next({ dev: false, dir: root, hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  const server = createServer((req, res) => {
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    logRequest(req, res, id);
    const verdict = checkMethod(req.method, req.url, req.headers);
    applyForwarding(req, trusted);
    defaultCsp(res);
    if (verdict.action === 'answer') {
      ownHeaders(req, res);
      if (verdict.allow) res.setHeader('Allow', verdict.allow);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      const text = verdict.status === 204 ? '' : `${verdict.status}\n`;
      res.writeHead(verdict.status).end(req.method === 'HEAD' ? undefined : text);
      return;
    }
    req.url = verdict.url;
    if (answerProbe(req, res)) return;
    if (lifecycle === 'starting') {
      ownHeaders(req, res);
      res.setHeader('Retry-After', '1');
      res.writeHead(503).end();
      return;
    }
    const keepCacheState =
      req.headers[DEBUG_CACHE_HEADER] !== undefined && isTrustedPeerRequest(req);
    const head = withHead(res, {
      cacheState: keepCacheState,
      routerHeaders: Boolean(req.headers.rsc),
    });
    // HEAD is answered as GET without the body (the response object already knows it is a HEAD):
    // same status, headers and Content-Length, from the same caches.
    if (req.method === 'HEAD' && !req.url.startsWith('/api/')) req.method = 'GET';
    if (req.url.startsWith('/_next/static/')) {
      // Build files in brotli when accepted (compressed at build time), else Next's (gzip).
      void brotliBuildFiles(req, res, () => ownHeaders(req, res)).then((served) => {
        if (served) return;
        void handle(req, res);
      });
      return;
    }
    if (isPublishNotice(req, process.env.REVALIDATE_SECRET)) {
      // Something was published: no page may outlive it in the page cache. Emptied now, and again
      // once Next has dropped its own entries (a page rendered in between holds the old content).
      pages.clear();
      res.on('close', () => {
        if (res.statusCode === 200) pages.clear();
      });
    }
    const page = isPageRequest(req);
    const cacheKey = page
      ? pageCacheKey(
          {
            method: req.method,
            url: req.url,
            headers: { ...req.headers, accept: 'text/html' },
          },
          encodingFor(String(req.headers['accept-encoding'] ?? '')),
        )
      : null;
    if (cacheKey) {
      const hit = serveCached(pages, cacheKey, req, res);
      recordPageCache(hit ? 'hit' : 'miss');
      if (hit) return;
    }
    const imageKey = imageCacheKey(req);
    if (imageKey) {
      if (serveCached(optimisedImages, imageKey, req, res)) return;
      keepOptimisedImage(imageKey, res);
      withEncodeSlot(res, () => void handle(req, res));
      return;
    }
    if (page) withHtmlCsp(req, res, head, cacheKey, (again) => void handle(again, res));
    void handle(req, res);
  });
  // Methods Node's parser does not know (FOO, BREW) never reach the handler: 501, not a bare 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_INVALID_METHOD' ? '501 Not Implemented' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    lifecycle = 'draining';
    log.info(
      { event: 'draining', signal, graceMs: GRACE_MS },
      'stopping: finishing requests in flight',
    );
    // No new connections; idle keep-alive ones are closed now and as they become idle.
    server.close(() => {
      log.info({ event: 'stopped' }, 'stopped');
      flushAndExit(0);
    });
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      log.warn({ event: 'grace-expired', graceMs: GRACE_MS }, 'grace period over: closing');
      server.closeAllConnections();
      flushAndExit(0);
    }, GRACE_MS).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  // Listening at once: probes answer (not ready) while Next prepares.
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  await app.prepare();
  if (!stopping) lifecycle = 'ready';
  // The forms' outbox: this instance forwards its share of the queued submissions.
  if (shared) formsOutbox(shared.redis).start();
  log.info({ event: 'ready', port, hostname }, `site ready on http://localhost:${port}`);
}

function isTrustedPeerRequest(req: IncomingMessage): boolean {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return trusted.check(peer, peer.includes(':') ? 'ipv6' : 'ipv4');
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'site could not start');
  flushAndExit(1);
});
