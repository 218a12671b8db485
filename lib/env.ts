import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const schema = z.object({
  PROVIDER_API_URL: z.url().default('http://127.0.0.1:4000'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30000).default(4000),
  // How long a render waits for a read before it uses the last good copy (if there is one).
  PROVIDER_STALE_AFTER_MS: z.coerce.number().int().min(50).max(30000).default(1000),
  MEDIA_HOSTS: optional,
  // Where the last good provider answers are kept across restarts (lib/provider/last-good.ts).
  LAST_GOOD_DIR: optional.transform(
    (value) => value ?? path.join(process.cwd(), 'data', 'last-good'),
  ),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  NEXT_PUBLIC_BOOKING_URL: z.url().default('https://booking.andyshow.example'),
  DRAFT_SECRET: optional,
  REVALIDATE_SECRET: optional,
  RECAPTCHA_SECRET_KEY: optional,
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  // The share of page views that report their Web Vitals (lib/vitals/); 0 turns it off.
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(1),
  // The forms' outbox (REDIS_URL): the longest wait between two attempts to forward a submission.
  FORMS_OUTBOX_MAX_BACKOFF_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional,
  NEXT_PUBLIC_GA_ID: optional,
  // The gtag.js address; tests point it at a local stand-in.
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

// Read at run time on the server (dynamic access is never inlined by the bundler), so one build can
// serve with third parties on or off. Client components get these values as props, never from here.
export const env: Env = parseEnv(process.env);

/** Hosts whose absolute media urls next/image may load: MEDIA_HOSTS, else the provider's host. */
export function mediaHosts(source: Pick<Env, 'MEDIA_HOSTS' | 'PROVIDER_API_URL'>): URL[] {
  const list = source.MEDIA_HOSTS
    ? source.MEDIA_HOSTS.split(',')
        .map((host) => host.trim())
        .filter(Boolean)
    : [source.PROVIDER_API_URL];
  return list.map((host) => new URL(host.includes('://') ? host : `https://${host}`));
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
