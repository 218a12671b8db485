import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A whole number in [min, max]; unset or empty is `fallback`. */
const integer = (min: number, max: number, fallback: number) =>
  optional.pipe(
    z.coerce
      .number<string | undefined>({ error: `a whole number from ${min} to ${max}` })
      .int({ error: `a whole number from ${min} to ${max}` })
      .min(min, { error: `a whole number from ${min} to ${max}` })
      .max(max, { error: `a whole number from ${min} to ${max}` })
      .default(fallback),
  );

/** A comma- (or space-) separated list, each entry read by `entry` (null: the entry is wrong). */
const list = <T>(separator: RegExp, entry: (value: string) => T | null, expected: string) =>
  optional.transform((value, ctx) => {
    const entries = (value ?? '').split(separator).filter(Boolean);
    const read = entries.map((each) => ({ each, parsed: entry(each) }));
    const wrong = read.filter(({ parsed }) => parsed === null).map(({ each }) => each);
    if (wrong.length > 0) {
      ctx.issues.push({
        code: 'custom',
        message: `${wrong.join(', ')}: ${expected}`,
        input: value,
      });
      return z.NEVER;
    }
    return read.map(({ parsed }) => parsed as T);
  });

/** The production server's speed layers the bench can switch off (server/index.ts, server/html.ts). */
const SERVER_LAYERS = ['brotli', 'image-encodes', 'page-cache', 'defer', 'flight'] as const;
export type ServerLayer = (typeof SERVER_LAYERS)[number];

/** One range of addresses a trusted proxy may come from. */
export type AddressRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

function addressRange(entry: string): AddressRange[] | null {
  if (entry === 'loopback') {
    return [
      { address: '127.0.0.0', prefix: 8, family: 'ipv4' },
      { address: '::1', prefix: 128, family: 'ipv6' },
    ];
  }
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return null;
  const most = family === 4 ? 32 : 128;
  const prefix = bits === undefined ? most : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
  if (!(prefix >= 0 && prefix <= most)) return null;
  return [{ address, prefix, family: family === 4 ? 'ipv4' : 'ipv6' }];
}

function mediaHost(entry: string): URL | null {
  try {
    const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
    return /^https?:$/.test(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

function httpOrigin(entry: string): string | null {
  try {
    const url = new URL(entry);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const schema = z.object({
  // The production server (server/index.ts): where it listens, its Unix socket for nginx
  // (lib/server/socket.ts), how long SIGTERM waits for requests in flight, and who may say who the
  // visitor is (lib/security/forwarding.ts).
  PORT: integer(1, 65535, 3000),
  HOSTNAME: optional.transform((value) => value ?? '0.0.0.0'),
  SOCKET_PATH: optional,
  SOCKET_MODE: optional.pipe(
    z
      .string()
      .regex(/^0?[0-7]{3}$/, { error: 'a file mode in octal digits, e.g. 660' })
      .transform((value) => parseInt(value, 8))
      .default(0o660),
  ),
  SHUTDOWN_GRACE_MS: integer(0, 600_000, 10_000),
  // Bench only (`npm run bench -- --layers`, docs/performance.md): the server's layers switched off.
  BENCH_LAYERS_OFF: list(
    /\s*,\s*/,
    (name) => (SERVER_LAYERS.includes(name as ServerLayer) ? (name as ServerLayer) : null),
    `one of ${SERVER_LAYERS.join(', ')}`,
  ).transform((names) => new Set<ServerLayer>(names)),
  TRUSTED_PROXIES: list(
    /\s*,\s*/,
    addressRange,
    'an address, a CIDR range (10.0.0.0/8) or loopback',
  ).transform((entries) => (entries.length > 0 ? entries.flat() : addressRange('loopback')!)),
  PROVIDER_API_URL: z.url().default('http://127.0.0.1:4000'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(4000),
  // How long a render waits for a read before it uses the last good copy (if there is one).
  PROVIDER_STALE_AFTER_MS: z.coerce.number().int().min(50).max(30000).default(1000),
  // Hosts (or origins) whose absolute media urls next/image may load; none: the provider's host.
  MEDIA_HOSTS: list(/\s*,\s*/, mediaHost, 'a host or an http(s) origin'),
  // Where the last good provider answers are kept across restarts (lib/provider/last-good.ts).
  LAST_GOOD_DIR: optional.transform(
    (value) => value ?? path.join(process.cwd(), 'data', 'last-good'),
  ),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  NEXT_PUBLIC_BOOKING_URL: z.url().default('https://booking.andyshow.example'),
  DRAFT_SECRET: optional,
  REVALIDATE_SECRET: optional,
  // Origins that may frame draft-mode pages (the editor workspace's live preview).
  PREVIEW_FRAME_ANCESTORS: list(/[\s,]+/, httpOrigin, 'an http(s) origin').transform((origins) => [
    ...new Set(origins),
  ]),
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // The share of page views that report their Web Vitals (lib/vitals/); 0 turns it off.
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  // The Redis several instances share (lib/redis/client.ts), its keys' prefix and one call's bound.
  REDIS_URL: optional.pipe(
    z.url({ protocol: /^rediss?$/, error: 'a redis:// or rediss:// url' }).optional(),
  ),
  REDIS_PREFIX: optional.transform((value) => value ?? 'venue:'),
  REDIS_TIMEOUT_MS: integer(1, 5_000, 100),
  // The forms' outbox (REDIS_URL): the longest wait between two attempts to forward a submission.
  FORMS_OUTBOX_MAX_BACKOFF_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  LOG_LEVEL: optional.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  LOG_FORMAT: optional.pipe(z.enum(['json', 'pretty']).default('json')),
  // OpenTelemetry (lib/server/telemetry-sdk.ts): off unless an endpoint is set; the exporters read
  // the standard OTEL_EXPORTER_OTLP_* variables themselves.
  OTEL_EXPORTER_OTLP_ENDPOINT: optional.pipe(z.url().optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional.pipe(z.url().optional()),
  OTEL_SERVICE_NAME: optional.transform((value) => value ?? 'venue-site'),
  // From 100 ms: the e2e collector reads metrics every half second.
  OTEL_METRIC_EXPORT_INTERVAL: integer(100, 3_600_000, 60_000),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional,
  NEXT_PUBLIC_GA_ID: optional,
  // The gtag.js address (the one place it is written); tests point it at a local stand-in.
  GA_SCRIPT_URL: optional.pipe(z.url().default('https://www.googletagmanager.com/gtag/js')),
  NEXT_PUBLIC_GOOGLE_MAPS_KEY: optional,
  NEXT_PUBLIC_CHAT_SCRIPT_URL: optional.pipe(z.url().optional()),
  NEXT_PUBLIC_CHAT_WIDGET_EN: optional,
  NEXT_PUBLIC_CHAT_WIDGET_TR: optional,
  NEXT_PUBLIC_CHAT_WIDGET_RU: optional,
});

export type Env = z.infer<typeof schema>;

/** Parses an environment record; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Every setting of the site, read once per module instance and at run time (dynamic access is
 * never inlined by a bundler), so one build serves with third parties on or off; a bad value stops
 * the start with the error above. Imported by the production server (bundled by esbuild), by
 * next.config.ts and by Next's bundles (proxy.ts, pages, route handlers): node built-ins and zod
 * only. Client components get these values as props, never from here; the launcher
 * (scripts/start.mjs) reads it too, before it starts anything. The only other reads of process.env
 * are Next's own names (NODE_ENV, NEXT_RUNTIME, the build phase: register C48) and the launcher's
 * question whether PROVIDER_API_URL is set at all (embedded provider or not).
 */
export const env: Env = parseEnv(process.env);

/** Hosts whose absolute media urls next/image may load: MEDIA_HOSTS, else the provider's host. */
export function mediaHosts(source: Pick<Env, 'MEDIA_HOSTS' | 'PROVIDER_API_URL'>): URL[] {
  return source.MEDIA_HOSTS.length > 0 ? source.MEDIA_HOSTS : [new URL(source.PROVIDER_API_URL)];
}

/**
 * next.config.ts `images.dangerouslyAllowLocalIP`: Next's optimiser refuses media from private
 * addresses, so pictures uploaded to the embedded provider on this machine (its own loopback host,
 * the only remote pattern then) show only when every media host is a loopback address.
 */
export function mediaOnLoopback(source: Pick<Env, 'MEDIA_HOSTS' | 'PROVIDER_API_URL'>): boolean {
  return mediaHosts(source).every(({ hostname }) =>
    /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(hostname),
  );
}

/** next.config.ts `images.remotePatterns`: the media hosts, any path. */
export function imagePatterns(source: Pick<Env, 'MEDIA_HOSTS' | 'PROVIDER_API_URL'>) {
  return mediaHosts(source).map((url) => ({
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    hostname: url.hostname,
    port: url.port,
    pathname: '/**',
  }));
}
