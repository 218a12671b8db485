import type { IncomingMessage } from 'node:http';
import type { ProviderConfig } from './config';
import type { Db } from './db';
import type { Faults } from './faults';
import type { Notify } from './publishing';
import type { RateLimiter } from './rate-limit';
import type { Scheduler } from './scheduler';
import type { SecretAttempts } from '../lib/security/secret-attempts';
import type { EditorSessions } from './workspace/sessions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Context = {
  req: IncomingMessage;
  query: URLSearchParams;
  /** Captures of a RegExp route path. */
  params: string[];
  db: Db;
  config: ProviderConfig;
  faults: Faults;
  limiter: RateLimiter;
  /** Wrong editor tokens per client (the API's Bearer and the workspace sign-in together). */
  tokenAttempts: SecretAttempts;
  /** The editor workspace's signed-in sessions (provider/workspace). */
  sessions: EditorSessions;
  /** Content reads answered since start (or the last test reset): tests count provider requests. */
  stats: { contentReads: number };
  /** Publishes set for later (provider/scheduler.ts). */
  scheduler: Scheduler;
  /** Tells the site what was published (provider/revalidate.ts, with this provider's target). */
  notify: Notify;
};

/**
 * A JSON body, or with `text` a body of its own type (the workspace's HTML, scripts, styles, an
 * uploaded picture's bytes).
 */
export type Reply = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  text?: { type: string; body: string | Buffer };
};
export type Handler = (ctx: Context) => Reply | Promise<Reply>;
export type Route = { method: Method; path: string | RegExp; handler: Handler };

export const ok = (body: unknown): Reply => ({ status: 200, body });

export type Match =
  | { kind: 'found'; handler: Handler; params: string[] }
  | { kind: 'wrong-method'; allow: Method[] }
  | { kind: 'none' };

function capture(path: string | RegExp, pathname: string): string[] | null {
  if (typeof path === 'string') return path === pathname ? [] : null;
  const found = path.exec(pathname);
  if (!found) return null;
  try {
    return found.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

export function matchRoute(routes: Route[], method: string, pathname: string): Match {
  const allow: Method[] = [];
  for (const route of routes) {
    const params = capture(route.path, pathname);
    if (!params) continue;
    // HEAD is answered as GET; node drops the body.
    if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
      return { kind: 'found', handler: route.handler, params };
    }
    allow.push(route.method);
  }
  return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'none' };
}
