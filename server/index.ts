// The production server (`npm start`, deploy/systemd): Next's request handler, and around it only
// what Next cannot do: the request line (lib/security/methods.ts), who the visitor is (trusted
// proxies only: lib/security/forwarding.ts), the default CSP (it follows this process's third
// parties), the page cache in front (lib/cache/page-cache.ts), one image encode at a time
// (lib/server/image-encodes.ts), build files in brotli, each page's HTML (server/html.ts), a Unix
// socket beside the port for nginx (lib/server/socket.ts) and a drain on SIGTERM. Readiness,
// logging and the shared caches are Next's (app/api/ready, instrumentation.ts).
import { CACHE_CONTROL } from '../lib/cache/policies';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { createPageCache } from '../lib/cache/page-cache';
import { env } from '../lib/env';
import { thirdPartiesOf } from '../lib/integrations/config';
import {
  applyForwarding,
  fromTrustedProxy,
  isHttps,
  markSocketPeer,
  trustedProxies,
} from '../lib/security/forwarding';
import { flightRequest } from '../lib/html/flight';
import { encodingFor, isPageRequest } from '../lib/html/page';
import { contentSecurityPolicy, securityHeadersFor } from '../lib/security/headers';
import { checkMethod, refusal } from '../lib/security/methods';
import { builtConfig } from '../lib/server/built-config';
import { isDraining, startDraining } from '../lib/server/lifecycle';
import { answerClientError, answerConnect, serverOptions } from '../lib/server/http-server';
import { flushAndExit, logger, logRequest } from '../lib/server/log';
import { canonicalPageUrl } from '../lib/server/page-url';
import { imageEncodes } from '../lib/server/image-encodes';
import { precompressedFiles } from '../lib/server/precompressed';
import { holdHead } from '../lib/server/response';
import { listenOnSocket } from '../lib/server/socket';
import { htmlAnswers } from './html';

const root = path.resolve(__dirname, '..');
const log = logger();
const { PORT: port, HOSTNAME: hostname, SOCKET_PATH: socketPath } = env;
/** How long requests in flight may take to finish after SIGTERM / SIGINT. */
const GRACE_MS = env.SHUTDOWN_GRACE_MS;
const trusted = trustedProxies(env.TRUSTED_PROXIES);
const thirdParties = thirdPartiesOf(env);
const defaultCsp = contentSecurityPolicy(thirdParties);
const pages = createPageCache();
const images = imageEncodes();
// Bench only (`npm run bench -- --layers`, docs/performance.md "What each layer pays"): layers off.
const off = env.BENCH_LAYERS_OFF;
// Signs each page's payload token: made at build time, the same for every instance of the build.
const flightKey = readFileSync(path.join(root, 'dist', 'flight-key'), 'utf8').trim();
const answerPage = htmlAnswers(thirdParties, pages, flightKey, off);
const buildFiles = precompressedFiles(path.join(root, '.next'));
// The configuration the build resolved, not next.config.ts compiled again (lib/server/built-config.ts).
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig(root));
// Next builds the absolute URLs of its proxy's rewrites from this name, and treats a rewrite to
// another origin as an external proxy: with the bind address here (127.0.0.1, ::1) every rewritten
// page answered a 307 to itself, or a 500 behind a TLS proxy. The name is internal only.
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handle = app.getRequestHandler();

function onRequest(req: IncomingMessage, res: ServerResponse) {
  logRequest(req, res);
  res.setHeader('Content-Security-Policy', defaultCsp);
  const verdict = checkMethod(req.method, req.url, req.headers);
  applyForwarding(req, trusted);
  if (verdict.action === 'answer') {
    const { status, headers, body } = refusal(verdict, req.method === 'HEAD');
    res.writeHead(status, { ...securityHeadersFor(isHttps(req.headers)), ...headers }).end(body);
    return;
  }
  req.url = verdict.url;
  const head = holdHead(res, {
    // A trusted proxy's x-debug-cache keeps Next's cache state on the answer.
    cacheState: req.headers['x-debug-cache'] !== undefined && fromTrustedProxy(req, trusted),
    router: Boolean(req.headers.rsc),
  });
  // HEAD is answered as GET without the body (the response knows it is a HEAD): the same status,
  // headers and Content-Length, from the same cache.
  if (req.method === 'HEAD' && !req.url.startsWith('/api/')) req.method = 'GET';
  if (req.url.startsWith('/_next/static/') && !off.has('brotli')) {
    // Build files in brotli when accepted (compressed at build time), else Next's (gzip).
    const served = buildFiles(req, res, securityHeadersFor(isHttps(req.headers)));
    void served.then((done) => void (done || handle(req, res)));
    return;
  }
  if (!off.has('image-encodes') && images(req, res, () => void handle(req, res))) return;
  if (!isPageRequest(req)) return void handle(req, res);
  const flight = flightRequest(req.url, flightKey);
  if (flight) {
    // A page's payload (lib/html/flight.ts): the page rendered as for a visit, its payload sent;
    // a token no page of this build named is made up, and costs no render.
    req.url = canonicalPageUrl(flight.pageUrl);
    if (!flight.genuine) {
      res.writeHead(404, {
        ...securityHeadersFor(isHttps(req.headers)),
        'Cache-Control': CACHE_CONTROL.noStore,
        'Content-Length': '0',
      });
      return void res.end();
    }
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    answerPage(req, res, head, null, (again) => void handle(again, res), flight.hash);
    return void handle(req, res);
  }
  // Parameters the page does not read neither render it again nor reach the caches' keys.
  req.url = canonicalPageUrl(req.url);
  const { key, hit } = off.has('page-cache')
    ? { key: null, hit: false }
    : pages.answer(req, res, encodingFor(req.headers['accept-encoding']));
  if (hit) return;
  answerPage(req, res, head, key, (again) => void handle(again, res));
  void handle(req, res);
}

const server = createServer(serverOptions, onRequest);
// Whoever the socket's file mode lets connect is the trusted proxy in front (forwarding.ts).
const socketServer = socketPath
  ? createServer(serverOptions, onRequest).on('connection', markSocketPeer)
  : null;
const servers = socketServer ? [server, socketServer] : [server];
for (const each of servers) {
  // CONNECT reaches onRequest only this way (its method gate answers 405).
  each.on('connect', answerConnect(onRequest));
  // What Node could not take: 408 too slow, 501 a method its parser does not know, else 400.
  each.on('clientError', answerClientError);
}

/**
 * SIGTERM / SIGINT: out of rotation (readiness 503, no new connections, keep-alive ones closed as
 * they become idle), what is in flight finishes, then the process exits 0; after SHUTDOWN_GRACE_MS
 * whatever is left is cut.
 */
function drain(signal: NodeJS.Signals) {
  if (isDraining()) return;
  startDraining();
  log.info({ event: 'draining', signal, graceMs: GRACE_MS }, 'stopping: finishing requests');
  const listening = servers.filter((each) => each.listening);
  if (listening.length === 0) return flushAndExit(0);
  // The port and the socket (whose file goes with it) stop taking connections; exit once both are idle.
  let open = listening.length;
  for (const each of listening) {
    each.close(() => {
      open -= 1;
      if (open > 0) return;
      log.info({ event: 'stopped' }, 'stopped');
      flushAndExit(0);
    });
    each.closeIdleConnections();
  }
  setInterval(() => listening.forEach((each) => each.closeIdleConnections()), 100).unref();
  setTimeout(() => {
    log.warn({ event: 'grace-expired', graceMs: GRACE_MS }, 'grace period over: closing');
    listening.forEach((each) => each.closeAllConnections());
    flushAndExit(0);
  }, GRACE_MS).unref();
}
process.on('SIGTERM', drain);
process.on('SIGINT', drain);
// From here a stop signal drains (before, Node's own handler ends the process by the signal).
log.info({ event: 'starting', port, hostname }, 'starting: preparing Next');

// Listening once Next is prepared (instrumentation.ts has run): until then connections are refused.
// The socket first, so that a port that answers means both do.
app
  .prepare()
  .then(async () => {
    if (socketServer && socketPath) await listenOnSocket(socketServer, socketPath, env.SOCKET_MODE);
    if (isDraining()) return;
    server.listen(port, hostname, () => {
      log.info(
        { event: 'ready', port, hostname, socket: socketPath },
        `site ready on http://localhost:${port}${socketPath ? ` and ${socketPath}` : ''}`,
      );
    });
  })
  .catch((error: unknown) => {
    log.fatal({ err: error }, 'site could not start');
    flushAndExit(1);
  });
