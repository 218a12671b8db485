import { randomUUID } from 'node:crypto';
import { createClient, ErrorReply, RESP_TYPES } from 'redis';
import { env } from '../env';
import { logger } from '../server/log';
import { BrokenCircuitError, createBreaker, type Breaker } from './breaker';

/**
 * The connection of a site instance to the Redis its instances share (REDIS_URL), when there is
 * one. Redis is never in a visitor's way: every call is bounded (REDIS_TIMEOUT_MS, 100 ms by
 * default) and goes through a circuit breaker (lib/redis/breaker.ts, cockatiel's), so a dead or
 * slow Redis costs a few bounded calls before every caller uses its local fallback at once; the outage
 * is logged once, and so is the recovery.
 *
 * One connection (and one for pub/sub) per process, shared through globalThis by the production
 * server and Next's bundles (the forms' route handlers), like the logger.
 */
export type RedisState = 'up' | 'down' | 'off';

type Client = ReturnType<typeof createClient>;
type Listener = (message: string) => void;

export type SharedRedis = {
  /** Runs a command within the timeout; throws when Redis is unavailable (breaker open included). */
  run<T>(command: (client: Client) => Promise<T>, timeoutMs?: number): Promise<T>;
  /** The same, on a connection that answers strings as Buffers (binary values). */
  runBinary<T>(command: (client: Client) => Promise<T>, timeoutMs?: number): Promise<T>;
  /** Subscribes to a channel (once per channel and listener); resubscribed after a reconnection. */
  subscribe(channel: string, listener: Listener): void;
  /** Called after Redis came back from an outage (state to catch up with). */
  onRecover(listener: () => void): void;
  state(): RedisState;
  /** Settles when the first connection attempt does: true once both connections are up. */
  connected: Promise<boolean>;
  /** This process's id: a message it published comes back to it too. */
  instanceId: string;
  /** Prefix of every key, so several sites (or tests) can share one Redis. */
  prefix: string;
  /** A plain client for libraries that take one (rate-limiter-flexible); bounded by them. */
  client: Client;
  close(): Promise<void>;
};

const KEY = Symbol.for('venue-site.shared-redis');
const PROBE_MS = 1_000;
/** How long an instance's first connection may take before calls meanwhile count as failures. */
export const FIRST_CONNECTION_GRACE_MS = 10_000;

export class RedisUnavailable extends Error {
  constructor(reason: string) {
    super(`shared cache unavailable: ${reason}`);
    this.name = 'RedisUnavailable';
  }
}

// A timer that fires this much later than asked for was held up by the event loop, not by Redis.
const LAG_TOLERANCE_MS = 10;
// Time given back for a busy event loop, at most: a saturated process still gives up on Redis.
const MAX_LAG_CREDIT_MS = 1_000;

/**
 * Settles with `promise`, or rejects after `ms`: the command may still run, nobody waits for it.
 * What is measured is Redis, not this process: time the event loop spent elsewhere (a render held
 * it, so the command went out late and its answer is read late) is given back by waiting that long
 * again, and an answer that arrived meanwhile is read before the verdict (the poll phase runs
 * before the check phase of setImmediate). A busy instance never takes a healthy Redis for a slow one.
 */
export function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const started = performance.now();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      done();
    };
    const wait = (delay: number) => {
      const due = performance.now() + delay;
      timer = setTimeout(() => {
        const now = performance.now();
        const late = now - due;
        if (late > LAG_TOLERANCE_MS && now - started < ms + MAX_LAG_CREDIT_MS) return wait(late);
        setImmediate(() => settle(() => reject(new RedisUnavailable(`no answer within ${ms} ms`))));
      }, delay);
    };
    wait(ms);
    promise.then(
      (value) => settle(() => resolve(value)),
      (error: unknown) => settle(() => reject(error)),
    );
  });
}

export function connectSharedRedis({
  url,
  prefix = env.REDIS_PREFIX,
  timeoutMs = env.REDIS_TIMEOUT_MS,
  firstConnectionGraceMs = FIRST_CONNECTION_GRACE_MS,
  breaker: breakerOptions = {},
}: {
  url: string;
  prefix?: string;
  timeoutMs?: number;
  firstConnectionGraceMs?: number;
  breaker?: Parameters<typeof createBreaker>[0];
}): SharedRedis {
  const log = logger();
  const recoverListeners: Array<() => void> = [];
  const breaker: Breaker = createBreaker({
    // An error reply (BUSYGROUP when the forms' outbox creates its group again at start-up,
    // WRONGTYPE) is Redis answering: it opened the breaker of a restarted instance.
    isFailure: (error) => !(error instanceof ErrorReply),
    ...breakerOptions,
    onOpen: () =>
      log.error(
        { event: 'redis-down', url: redacted(url) },
        'shared cache (Redis) unavailable: serving from local caches',
      ),
    onClose: () => {
      log.info({ event: 'redis-up', url: redacted(url) }, 'shared cache (Redis) is back');
      for (const listener of recoverListeners) listener();
    },
  });
  const client = createClient({
    url,
    // A command while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    commandsQueueMaxLength: 10_000,
    socket: {
      connectTimeout: 1_000,
      keepAlive: true,
      noDelay: true,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 4), 1_000),
    },
  });
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const subscriber = client.duplicate();
  // Connection errors are the breaker's to report (once); without a listener they would crash.
  client.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  const connected = Promise.all([client.connect(), subscriber.connect()]).then(
    () => true,
    () => false,
  );

  const subscriptions = new Map<string, Set<Listener>>();
  // Until the first connection is up (or the grace is over), calls fail without counting against
  // Redis: a busy instance's handshake outlasted instrumentation.ts's 2 s, and the probe's and the
  // outbox's calls meanwhile opened the breaker of a healthy Redis. Then a lost connection counts.
  let connecting = true;
  void connected.then(() => (connecting = false));
  setTimeout(() => (connecting = false), firstConnectionGraceMs).unref();

  async function guarded<T>(promise: () => Promise<T>, ms: number): Promise<T> {
    if (connecting && !client.isReady) throw new RedisUnavailable('connecting');
    try {
      return await breaker.execute(() => {
        if (!client.isReady) throw new RedisUnavailable('not connected');
        return bounded(promise(), ms);
      });
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new RedisUnavailable('circuit open');
      throw error instanceof RedisUnavailable
        ? error
        : new RedisUnavailable(error instanceof Error ? error.message : String(error));
    }
  }

  // Without traffic nobody would notice an outage or a recovery: while the connection is down or
  // the breaker open, a PING a second does (readiness stays true to what it reports).
  const probe = setInterval(() => {
    if (client.isReady && breaker.state() === 'closed') return;
    guarded(() => client.ping(), timeoutMs).catch(() => undefined);
  }, PROBE_MS);
  probe.unref();

  return {
    run: (command, ms = timeoutMs) => guarded(() => command(client), ms),
    runBinary: (command, ms = timeoutMs) => guarded(() => command(binary as unknown as Client), ms),
    subscribe(channel, listener) {
      let listeners = subscriptions.get(channel);
      if (!listeners) {
        const set = new Set<Listener>();
        listeners = set;
        subscriptions.set(channel, set);
        // node-redis subscribes again by itself after a reconnection.
        const attach = () =>
          subscriber
            .subscribe(channel, (message) => {
              for (const each of set) each(message);
            })
            .catch(() => setTimeout(attach, 500).unref());
        void attach();
      }
      listeners.add(listener);
    },
    onRecover: (listener) => void recoverListeners.push(listener),
    state: () => (client.isReady && breaker.state() === 'closed' ? 'up' : 'down'),
    connected,
    instanceId: randomUUID(),
    prefix,
    client,
    async close() {
      clearInterval(probe);
      await Promise.allSettled([client.close(), subscriber.close()]);
    },
  };
}

/** The url without its password, for logs. */
function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'redis';
  }
}

/** This process's shared Redis, or null without REDIS_URL (everything stays in the process). */
export function sharedRedis() {
  const url = env.REDIS_URL;
  if (!url) return null;
  const shared = globalThis as { [KEY]?: SharedRedis };
  shared[KEY] ??= connectSharedRedis({ url });
  return shared[KEY];
}

/** What readiness reports: `off` without REDIS_URL. Never a call to Redis. */
export function redisState(): RedisState {
  return sharedRedis()?.state() ?? 'off';
}
