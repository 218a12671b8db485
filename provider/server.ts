import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { adminRoutes } from './admin-routes';
import { configFromEnv, type ProviderConfig } from './config';
import { contentRoutes } from './content-routes';
import type { Db } from './db';
import { openDatabase } from './open-database';
import { Faults } from './faults';
import { formRoutes } from './form-routes';
import { HttpError, notFound, sendJson, sendRaw } from './http';
import { mediaRoutes } from './media-routes';
import { RateLimiter } from './rate-limit';
import { memorySecretLimiters, secretAttempts } from '../lib/security/secret-attempts';
import { publishTarget } from './publishing';
import { notifySite } from './revalidate';
import { matchRoute, type Context, type Route } from './router';
import { Scheduler, type Clock } from './scheduler';
import { testRoutes } from './test-routes';
import { workspaceRoutes } from './workspace/routes';
import { EditorSessions } from './workspace/sessions';

export type ProviderOptions = Partial<ProviderConfig> & {
  /** The scheduler's clock (tests move it by hand). */
  clock?: Clock;
};

export type RunningProvider = { url: string; close(): Promise<void>; db: Db };

function routesFor(config: ProviderConfig): Route[] {
  return [
    ...contentRoutes,
    ...formRoutes,
    ...mediaRoutes,
    // Disabled features answer 404 like any unknown path.
    ...(config.adminToken ? [...adminRoutes, ...workspaceRoutes] : []),
    ...(config.testHooks ? testRoutes : []),
  ];
}

function logRequest(req: IncomingMessage, res: ServerResponse, startedAt: number): void {
  const ms = (performance.now() - startedAt).toFixed(1);
  // Paths only: a query may name drafts, and the log has no business keeping it.
  console.log(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${ms}ms`);
}

/** Starts the content provider; options override the environment (see configFromEnv). */
export async function startProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const { clock, ...rest } = options;
  const defined = Object.entries(rest).filter(([, value]) => value !== undefined);
  const config: ProviderConfig = { ...configFromEnv(), ...Object.fromEntries(defined) };
  const db = openDatabase(config.dbPath);
  const notify = (notice: Parameters<typeof notifySite>[1]) =>
    notifySite({ url: config.revalidateUrl, secret: config.revalidateSecret }, notice);
  const scheduler = new Scheduler(
    db,
    async (target, markDone) => {
      const result = await publishTarget(db, notify, target, {
        note: 'scheduled',
        alsoInTransaction: markDone,
      });
      return result.status;
    },
    clock,
  );
  const routes = routesFor(config);
  const faults = new Faults();
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowMs);
  const tokenAttempts = secretAttempts(memorySecretLimiters());
  const sessions = new EditorSessions();
  const stats = { contentReads: 0 };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://provider.invalid');
    if (req.method === 'GET' && pathname.startsWith('/v1/')) stats.contentReads += 1;
    if (faults.apply(pathname, req, res)) return;
    const match = matchRoute(routes, req.method ?? 'GET', pathname);
    if (match.kind === 'none') throw notFound();
    if (match.kind === 'wrong-method') {
      const allow = match.allow.join(', ');
      return sendJson(res, 405, { message: 'Method not allowed' }, { Allow: allow });
    }
    const ctx: Context = {
      req,
      query: searchParams,
      params: match.params,
      db,
      config,
      faults,
      limiter,
      tokenAttempts,
      sessions,
      stats,
      scheduler,
      notify,
    };
    const reply = await match.handler(ctx);
    const delay = faults.delayFor(req, pathname);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (res.destroyed) return;
    if (reply.text) {
      const headers = { 'Content-Type': reply.text.type, ...reply.headers };
      return sendRaw(res, reply.status, reply.text.body, headers);
    }
    sendJson(res, reply.status, reply.body, reply.headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const startedAt = performance.now();
    if (config.log) res.on('finish', () => logRequest(req, res, startedAt));
    try {
      await route(req, res);
    } catch (error) {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
      console.error('[provider] request failed:', error);
      sendJson(res, 500, { message: 'Internal server error' });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // Listening on every address, the site still reaches it on this machine's loopback.
  const reachable = ['0.0.0.0', '[::]'].includes(host) ? '127.0.0.1' : host;
  config.publicUrl ??= `http://${reachable}:${port}`;
  scheduler.start();
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      scheduler.stop();
      server.close(() => {
        db.close();
        resolve();
      });
      // Hanging fault requests and keep-alive sockets would otherwise hold close() forever.
      server.closeAllConnections();
    }));
  return { url: `http://${host}:${port}`, close, db };
}

async function main(): Promise<void> {
  const provider = await startProvider();
  console.log(`provider listening on ${provider.url}`);
  const stop = (signal: string) => {
    console.log(`provider stopping (${signal})`);
    void provider.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

// Run directly (`tsx provider/server.ts`), not when imported by the site or the tests.
if (/[\\/]provider[\\/]server(\.ts)?$/.test(path.resolve(process.argv[1] ?? ''))) {
  main().catch((error: unknown) => {
    console.error('[provider] failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
