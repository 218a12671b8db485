import { CACHE_CONTROL } from '@/lib/cache/policies';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/security/forwarding';
import { localeOfPath } from '@/lib/i18n/locales';
import {
  BYPASS_COOKIE,
  draftCookieOptions,
  extendGrant,
  GRANT_COOKIE,
  grantExpiry,
  isGrantablePath,
  readGrant,
  SECRET_ENTRY_TTL_MS,
  signGrant,
} from '@/lib/preview/grant';
import { previewSignature, verifyPreviewLink, type PreviewLinkVerdict } from '@/lib/preview/link';
import { refusedLinkPage } from '@/lib/preview/refused-page';
import { secretMatches } from '@/lib/secrets';
import { checkSecret } from '@/lib/security/secret-attempts';
import { secretAttemptsFor } from '@/lib/security/secret-attempts-redis';
import { routeMethods } from '@/lib/security/route-methods';

const PRIVATE = { 'Cache-Control': CACHE_CONTROL.private, 'Referrer-Policy': 'no-referrer' };

/**
 * Editor preview, two ways in: the hotel group's CMS sends `?secret=<DRAFT_SECRET>&path=…` (as
 * before); the editor workspace shares `?path=…&exp=…&sig=…` (lib/preview/link.ts), which works
 * for anyone until it expires. Either may list further paths (`also=…`, signed in a link). Both
 * turn draft mode on for exactly those paths until the link's expiry (an hour for `?secret=`) with
 * a signed grant (lib/preview/grant.ts, checked by proxy.ts on every request) and redirect to the
 * bare path. Wrong secrets and signatures count against the client (lib/security/secret-attempts.ts).
 */
async function handleGet(request: Request) {
  const params = new URL(request.url).searchParams;
  const signed = params.has('sig') || params.has('exp');
  const client = clientIp(request.headers) ?? 'unknown';
  const attempts = secretAttemptsFor('draft');
  const tooMany = (retryAfterSeconds: number) =>
    Response.json(
      { message: 'Too many wrong attempts' },
      { status: 429, headers: { ...PRIVATE, 'Retry-After': String(retryAfterSeconds) } },
    );
  const secret = env.DRAFT_SECRET;
  if (!signed) {
    const presented = params.get('secret');
    const checked = await checkSecret(attempts, client, { presented, expected: secret }, () =>
      secretMatches(presented, secret),
    );
    if (checked.ok === false) {
      if (checked.limited) return tooMany(checked.retryAfterSeconds);
      return Response.json({ message: 'Unauthorized' }, { status: 401 });
    }
  }
  const path = params.get('path') ?? '/';
  const also = params.getAll('also');
  if (![path, ...also].every(isGrantablePath)) {
    return Response.json({ message: 'path must be an internal path' }, { status: 400 });
  }
  if (!secret) {
    return Response.json(
      { message: 'Preview links need DRAFT_SECRET on the site' },
      { status: 503, headers: PRIVATE },
    );
  }
  let exp = Math.floor((Date.now() + SECRET_ENTRY_TTL_MS) / 1000);
  if (signed) {
    const presented = params.get('sig');
    const given = params.get('exp');
    // A guess of a link presents its signature: the one its path and expiry call for is the secret.
    const expected =
      given && /^\d{1,12}$/.test(given)
        ? previewSignature(secret, path, Number(given), also)
        : undefined;
    let verdict = 'invalid' as PreviewLinkVerdict;
    const checked = await checkSecret(attempts, client, { presented, expected }, () => {
      verdict = verifyPreviewLink(secret, path, given, presented, Date.now(), also);
      // An expired link was genuine: only a signature that does not hold is a guess.
      return verdict !== 'invalid';
    });
    if (checked.ok === false && checked.limited) return tooMany(checked.retryAfterSeconds);
    if (verdict !== 'ok') {
      return new Response(await refusedLinkPage(localeOfPath(path).locale, verdict), {
        status: 401,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE },
      });
    }
    exp = Number(given);
  }
  const jar = await cookies();
  const grant = extendGrant(readGrant(secret, jar.get(GRANT_COOKIE)?.value), [path, ...also], exp);
  const options = draftCookieOptions(grantExpiry(grant));
  (await draftMode()).enable();
  // Next's cookie is a browser-session cookie: it ends with the grant instead.
  const bypass = jar.get(BYPASS_COOKIE)?.value;
  if (bypass) jar.set(BYPASS_COOKIE, bypass, options);
  jar.set(GRANT_COOKIE, signGrant(secret, grant), options);
  redirect(path);
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
