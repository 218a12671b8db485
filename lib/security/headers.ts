import { CACHE_CONTROL } from '../cache/policies';
import { createHash } from 'node:crypto';

/**
 * The third parties that are switched on (lib/integrations/config.ts `thirdPartiesOf`, from lib/env.ts);
 * off = not allowed.
 */
export type ThirdParties = {
  analytics?: { scriptUrl: string };
  chat?: { scriptUrl: string };
  recaptcha?: boolean;
  maps?: boolean;
  mediaOrigins?: string[];
};

const GOOGLE_ANALYTICS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const RECAPTCHA = [
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://www.recaptcha.net',
];
const MAPS = [
  'https://maps.googleapis.com',
  'https://maps.gstatic.com',
  'https://*.googleapis.com',
];

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** sha256 hashes of the executable inline scripts of an HTML document, for script-src. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy: the site itself, the inline scripts' hashes and exactly the configured third parties. */
export function contentSecurityPolicy(
  thirdParties: ThirdParties,
  scriptHashes: string[] = [],
): string {
  const script = ["'self'", ...scriptHashes];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const frame: string[] = [];
  const font = ["'self'", 'data:'];
  // 'unsafe-inline' stays for styles: next/image writes `style="color:transparent"` on every picture,
  // nprogress, Swiper and the consent banner set element styles at run time, and React's style
  // props are attributes, which CSP can only allow by hash with 'unsafe-hashes' (no safer). Styles
  // cannot run code; scripts stay hash-only.
  const style = ["'self'", "'unsafe-inline'"];
  const media = ["'self'", 'blob:'];
  if (thirdParties.analytics) {
    const own = origin(thirdParties.analytics.scriptUrl);
    script.push(...(own ? [own] : []), ...GOOGLE_ANALYTICS);
    connect.push(...(own ? [own] : []), ...GOOGLE_ANALYTICS);
    img.push(...GOOGLE_ANALYTICS);
  }
  if (thirdParties.chat) {
    const own = origin(thirdParties.chat.scriptUrl);
    if (own) {
      script.push(own);
      connect.push(own, own.replace(/^http/, 'ws'));
      img.push(own);
      frame.push(own);
      style.push(own);
      font.push(own);
    }
  }
  if (thirdParties.recaptcha) {
    script.push(...RECAPTCHA);
    frame.push(...RECAPTCHA);
    connect.push(...RECAPTCHA);
  }
  if (thirdParties.maps) {
    script.push(...MAPS);
    connect.push(...MAPS);
    img.push(...MAPS);
    style.push('https://fonts.googleapis.com');
    font.push('https://fonts.gstatic.com');
  }
  for (const mediaOrigin of thirdParties.mediaOrigins ?? []) {
    img.push(mediaOrigin);
    media.push(mediaOrigin);
  }
  const unique = (list: string[]) => [...new Set(list)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    `style-src ${unique(style)}`,
    `img-src ${unique(img)}`,
    `font-src ${unique(font)}`,
    `connect-src ${unique(connect)}`,
    `media-src ${unique(media)}`,
    `frame-src ${frame.length ? unique(frame) : "'none'"}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const STRICT_TRANSPORT = 'Strict-Transport-Security';

/**
 * The static headers of every response (HSTS over https only). Next adds them to everything it
 * answers (`nextHeaderRules`, next.config.ts `headers()`); the production server adds them only to
 * the answers it gives itself (405/501, build files in brotli, `securityHeadersFor`).
 */
export const securityHeaders: Record<string, string> = {
  [STRICT_TRANSPORT]: 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site may load the site's pages, files or images as its own (no-cors) resources.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The static headers of an answer the production server gives itself: HSTS over https only. */
export function securityHeadersFor(https: boolean): Record<string, string> {
  const entries = Object.entries(securityHeaders);
  return Object.fromEntries(entries.filter(([name]) => https || name !== STRICT_TRANSPORT));
}

/** The shape of one next.config.ts `headers()` rule. */
export type HeaderRule = {
  source: string;
  has?: Array<{ type: 'header'; key: string; value?: string }>;
  headers: Array<{ key: string; value: string }>;
};

/**
 * next.config.ts `headers()`: the security headers on every path, HSTS only when the visitor came
 * over https (TLS ends at the proxy in front; the production server writes its verdict into
 * X-Forwarded-Proto before Next reads it: lib/security/forwarding.ts). The
 * Content-Security-Policy is not here: it depends on the running environment's third parties and
 * on each page's inline scripts, so the server sets it (server/).
 */
export function nextHeaderRules(): HeaderRule[] {
  const entries = (names: (name: string) => boolean) =>
    Object.entries(securityHeaders)
      .filter(([name]) => names(name))
      .map(([key, value]) => ({ key, value }));
  return [
    { source: '/:path*', headers: entries((name) => name !== STRICT_TRANSPORT) },
    {
      source: '/:path*',
      // The forwarding step's verdict (lib/security/forwarding.ts `applyForwarding`).
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: entries((name) => name === STRICT_TRANSPORT),
    },
    {
      // The browser checks for a new worker on every visit; scope / is the file's own directory.
      source: '/sw.js',
      headers: [
        { key: 'Cache-Control', value: CACHE_CONTROL.worker },
        { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
      ],
    },
  ];
}

/**
 * The CSP of a draft-mode page, which the editor workspace shows in its live preview: framing is
 * allowed to the workspace's origins only; every public page keeps `frame-ancestors 'none'`.
 */
export function allowFramingBy(csp: string, origins: readonly string[]): string {
  if (origins.length === 0) return csp;
  return csp.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`);
}
