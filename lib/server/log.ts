import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { env } from '../env';

/**
 * The one logger of a site instance: JSON lines on stdout (pino), `LOG_FORMAT=pretty` for humans.
 * Shared through globalThis by the production server and Next's bundles (pino stays outside them),
 * so both write through the same stream. Never give it cookies, secrets or form contents.
 */
const KEY = Symbol.for('venue-site.logger');
const DESTINATION = Symbol.for('venue-site.log-destination');
/** The most a stdout that is not read may hold back in memory. */
export const LOG_BUFFER_BYTES = 8 * 1024 * 1024;
type Shared = { [KEY]?: Logger; [DESTINATION]?: ReturnType<typeof pino.destination> };

export function logger(): Logger {
  const shared = globalThis as Shared;
  if (shared[KEY]) return shared[KEY];
  const options = {
    level: env.LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (env.LOG_FORMAT === 'pretty') {
    shared[KEY] = pino({
      ...options,
      transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
    });
    return shared[KEY];
  }
  // Asynchronous writes: a stdout nobody reads fast enough (a full pipe) fills a buffer instead
  // of blocking the event loop. A stdout that fails (gone, EPIPE) never takes the site down.
  // minLength 1 writes every line at once like 0, but lets flush(cb) wait for the writes in
  // flight (with 0, sonic-boom calls it back at once).
  // A reader that never catches up costs at most LOG_BUFFER_BYTES of memory: lines beyond that
  // are dropped and counted (the next line that fits says how many).
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: 1,
    maxLength: LOG_BUFFER_BYTES,
  });
  destination.on('error', () => undefined);
  let dropped = 0;
  destination.on('drop', () => (dropped += 1));
  destination.on('write', () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    log.warn({ event: 'log-lines-dropped', count }, 'log lines dropped: stdout was not read');
  });
  const log = pino(options, destination);
  shared[DESTINATION] = destination;
  shared[KEY] = log;
  return log;
}

/**
 * Exits once the logger has written what it holds, waiting at most `waitMs`. pino would otherwise
 * flush synchronously on exit, and sonic-boom's synchronous flush retries a failed write forever:
 * a process whose stdout reader is gone (EPIPE) or never reads could not exit. What is not written
 * within the wait is dropped.
 */
export function flushAndExit(code: number, waitMs = 1_000): void {
  const shared = globalThis as Shared;
  const destination = shared[DESTINATION];
  const exit = () => {
    if (destination) destination.flushSync = () => undefined;
    process.exit(code);
  };
  process.exitCode = code;
  setTimeout(exit, waitMs);
  if (!shared[KEY]) return exit();
  shared[KEY].flush(() => exit());
}

/**
 * This process's own reports go out as JSON lines too (instrumentation.ts, production only):
 * everything that reaches console.error / console.warn (Next's error reports included), errors
 * with their stack; an uncaught exception, after which the process exits; an unhandled rejection.
 */
export function logProcess(): void {
  const log = logger();
  const missingImage = missingImageReport();
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== err));
      if (err) log[level]({ err }, text || err.message);
      else if (!missingImage(text)) log[level](text);
    };
  }
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    flushAndExit(1);
  });
  process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
}

// Next's image optimiser reports a local source it could not read (a missing file: 404) as an
// error line on every request, after its ⨯ prefix (coloured under FORCE_COLOR): docs/architecture.md.
const MISSING_IMAGE = /(?:^|\s)internal image response failed for (\/\S*) 404$/;
/** A missing image is reported once per source and window; so many sources are remembered. */
export const MISSING_IMAGE_WINDOW_MS = 60_000;
const MISSING_IMAGE_SOURCES = 1_000;

/**
 * Whether `text` is Next's report of a missing local image, which anyone can cause at will (any
 * url under /media/): logged as a warning at most once per source and minute, with how many
 * requests asked for it since the last line.
 */
export function missingImageReport(now = Date.now) {
  const seen = new Map<string, { at: number; since: number }>();
  return (text: string): boolean => {
    const source = MISSING_IMAGE.exec(text)?.[1];
    if (source === undefined) return false;
    const last = seen.get(source);
    if (last && now() - last.at < MISSING_IMAGE_WINDOW_MS) {
      last.since += 1;
      return true;
    }
    seen.delete(source);
    seen.set(source, { at: now(), since: 0 });
    if (seen.size > MISSING_IMAGE_SOURCES) seen.delete(seen.keys().next().value as string);
    logger().warn(
      { event: 'image-missing', source, requests: (last?.since ?? 0) + 1 },
      'an image that does not exist was asked for',
    );
    return true;
  };
}

/**
 * One JSON line per request once its answer is done or abandoned (the production server's), under
 * the proxy's `X-Request-Id` when it sends one (nginx's, deploy/), which the answer carries too: no
 * query string (it may carry the preview secret), no cookies, no bodies; `bytes` as sent.
 */
export function logRequest(req: IncomingMessage, res: ServerResponse): void {
  const given = req.headers['x-request-id'];
  const reqId = typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', reqId);
  const started = process.hrtime.bigint();
  const { method, socket } = req;
  const path = (req.url ?? '/').split('?')[0];
  const written = socket.bytesWritten;
  res.once('close', () => {
    logger().info({
      event: 'request',
      reqId,
      method,
      path,
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      cache: res.getHeader('x-server-cache') === 'hit' ? 'hit' : 'miss',
      bytes: socket.bytesWritten - written,
      ...(res.writableFinished ? {} : { aborted: true }),
    });
  });
}

/** What readiness reports of the provider: the outcome of the site's own reads, never a probe. */
export type ProviderHealth = {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  failing: boolean;
};

const HEALTH = Symbol.for('venue-site.provider-health');
type Windows = { health: ProviderHealth; failing: Map<string, number> };

function state(): Windows {
  const shared = globalThis as { [HEALTH]?: Windows };
  shared[HEALTH] ??= {
    health: { lastSuccessAt: null, lastFailureAt: null, failing: false },
    failing: new Map(),
  };
  return shared[HEALTH];
}

export function providerHealth(): ProviderHealth {
  return { ...state().health };
}

/**
 * A provider read's outcome. A failure is logged once per failure window of its resource (the
 * first failure after a success), with how many followed when the resource recovers; everything
 * in between is only counted.
 */
export function recordProviderRead(
  resource: string,
  outcome: { ok: true } | { ok: false; message: string; stale: boolean },
  now = new Date(),
): void {
  const { health, failing } = state();
  if (outcome.ok) {
    health.lastSuccessAt = now.toISOString();
    health.failing = false;
    const failures = failing.get(resource);
    if (failures !== undefined) {
      failing.delete(resource);
      logger().info({ event: 'provider-recovered', resource, failures }, 'provider recovered');
    }
    return;
  }
  health.lastFailureAt = now.toISOString();
  health.failing = true;
  const failures = failing.get(resource);
  if (failures !== undefined) {
    failing.set(resource, failures + 1);
    return;
  }
  failing.set(resource, 1);
  logger().error(
    { event: 'provider-failed', resource, reason: outcome.message, stale: outcome.stale },
    outcome.stale ? 'provider failed, serving the last good copy' : 'provider failed',
  );
}
