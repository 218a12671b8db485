import { existsSync } from 'node:fs';
import path from 'node:path';

export type ProviderConfig = {
  port: number;
  host: string;
  dbPath: string;
  /** POSTs per client per window on the public form endpoints. */
  rateLimit: number;
  rateWindowMs: number;
  bodyLimitBytes: number;
  testHooks: boolean;
  /** Admin API is disabled (404) when null. */
  adminToken: string | null;
  revalidateUrl: string | null;
  revalidateSecret: string | null;
  /** Signs the workspace's preview links (the site's DRAFT_SECRET); links are off when null. */
  draftSecret: string | null;
  /** The site the workspace previews and links to, e.g. http://127.0.0.1:3000. */
  siteUrl: string | null;
  /**
   * This provider's address as the site reaches it: uploaded pictures are served from it. Null:
   * http://<host>:<port> it listens on (127.0.0.1 when it listens on every address).
   */
  publicUrl: string | null;
  log: boolean;
};

type Env = Record<string, string | undefined>;

/** The repository root: the nearest folder up from cwd holding provider/server.ts, else cwd. */
export function repoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'provider', 'server.ts'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function defaultDbPath(env: Env = process.env): string {
  const configured = env.PROVIDER_DB?.trim();
  if (configured === ':memory:') return configured;
  return path.resolve(repoRoot(), configured || 'data/provider.db');
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  }
  return parsed;
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function configFromEnv(env: Env = process.env): ProviderConfig {
  return {
    port: integer(env.PROVIDER_PORT, 4000, 'PROVIDER_PORT'),
    host: optional(env.PROVIDER_HOST) ?? '127.0.0.1',
    dbPath: defaultDbPath(env),
    rateLimit: integer(env.PROVIDER_RATE_LIMIT, 30, 'PROVIDER_RATE_LIMIT'),
    rateWindowMs: 60_000,
    bodyLimitBytes: 64 * 1024,
    testHooks: env.PROVIDER_TEST_HOOKS === '1',
    adminToken: optional(env.PROVIDER_ADMIN_TOKEN),
    revalidateUrl: optional(env.SITE_REVALIDATE_URL),
    revalidateSecret: optional(env.REVALIDATE_SECRET),
    draftSecret: optional(env.DRAFT_SECRET),
    siteUrl: optional(env.PROVIDER_SITE_URL)?.replace(/\/+$/, '') ?? null,
    publicUrl: optional(env.PROVIDER_PUBLIC_URL)?.replace(/\/+$/, '') ?? null,
    log: env.PROVIDER_LOG !== '0',
  };
}
