import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shareable preview links: `/api/draft?path=…&exp=…&sig=…`, signed with the draft secret, so a
 * colleague without the secret can open a draft until `exp` (Unix seconds). Shared by the site
 * (app/api/draft) and the embedded provider's editor workspace, which makes them. A link opens the
 * drafts of `path` and of the paths it lists in `also` (signed too), nothing else (lib/preview/grant.ts).
 */
export const PREVIEW_LINK_TTL_MS = 48 * 60 * 60 * 1000;

export type PreviewLinkVerdict = 'ok' | 'expired' | 'invalid';

/** HMAC-SHA256 of path, expiry and the further paths under the draft secret, base64url. */
export function previewSignature(
  secret: string,
  path: string,
  exp: number,
  also: readonly string[] = [],
): string {
  // Without further paths the signed text is what it always was: earlier links stay valid.
  const text = [path, String(exp), ...also].join('\n');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** The query of a signed link to `path` (and `also`), valid for `ttlMs` from `now`. */
export function signPreviewLink(
  secret: string,
  path: string,
  {
    now = Date.now(),
    ttlMs = PREVIEW_LINK_TTL_MS,
    also = [],
  }: { now?: number; ttlMs?: number; also?: readonly string[] } = {},
): { query: string; expiresAt: Date } {
  const exp = Math.floor((now + ttlMs) / 1000);
  const query = new URLSearchParams({ path, exp: String(exp) });
  for (const other of also) query.append('also', other);
  query.set('sig', previewSignature(secret, path, exp, also));
  return { query: query.toString(), expiresAt: new Date(exp * 1000) };
}

/** Checks a link's signature first (a tampered expiry is invalid, not expired), then its expiry. */
export function verifyPreviewLink(
  secret: string,
  path: string,
  exp: string | null,
  sig: string | null,
  now: number = Date.now(),
  also: readonly string[] = [],
): PreviewLinkVerdict {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  const expected = Buffer.from(previewSignature(secret, path, Number(exp), also));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exp) * 1000 > now ? 'ok' : 'expired';
}
