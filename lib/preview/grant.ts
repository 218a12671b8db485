import { createHmac, timingSafeEqual } from 'node:crypto';
import { isLocale } from '@/lib/i18n/locales';
import { pathFromOgSegments } from '@/lib/seo/og';
import { isInternalPath } from '@/lib/secrets';
import { eventHref } from '@/lib/i18n/navigation';

/**
 * What a preview opened: draft access to the paths a link named, each until its expiry, in a cookie
 * signed with DRAFT_SECRET. Next's own draft-mode cookie (`__prerender_bypass`) is the build's
 * preview id, the same for every link and instance; the proxy lets it through only for a path this
 * grant covers (proxy.ts), so a link opens what it names, for as long as it says, and rotating
 * DRAFT_SECRET revokes every earlier link and cookie.
 */
export const GRANT_COOKIE = 'preview_grant';
/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const BYPASS_COOKIE = '__prerender_bypass';
/** Every cookie that draft mode consists of: cleared together. */
export const DRAFT_COOKIES = [BYPASS_COOKIE, GRANT_COOKIE] as const;

/** `?secret=` entry (the hotel group's CMS opens a fresh url per preview): an hour. */
export const SECRET_ENTRY_TTL_MS = 60 * 60 * 1000;
// A browser keeps at most this many paths (the newest); the cookie stays far below 4 KB.
const MAX_ENTRIES = 12;
const MAX_PATH_LENGTH = 256;

/** [path, expiry in Unix seconds]. */
export type GrantEntry = readonly [path: string, exp: number];

function mac(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`draft-grant\n${payload}`).digest('base64url');
}

/** The cookie value of `entries`, signed. */
export function signGrant(secret: string, entries: readonly GrantEntry[]): string {
  const payload = Buffer.from(JSON.stringify(entries)).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The entries of a cookie value that are signed with `secret` and not expired; null when invalid. */
export function readGrant(
  secret: string | undefined,
  value: string | undefined,
  now: number = Date.now(),
): GrantEntry[] | null {
  if (!secret || !value) return null;
  const [payload, sig, extra] = value.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const live = parsed.filter(
    (entry): entry is GrantEntry =>
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      typeof entry[1] === 'number' &&
      entry[1] * 1000 > now,
  );
  return live.length > 0 ? live : null;
}

/** The entries after opening a link: the earlier live ones kept, newest last, at most MAX_ENTRIES. */
export function extendGrant(
  earlier: readonly GrantEntry[] | null,
  paths: readonly string[],
  exp: number,
): GrantEntry[] {
  const named = new Set(paths);
  const kept = (earlier ?? []).filter(([path]) => !named.has(path));
  return [...kept, ...paths.map((path): GrantEntry => [path, exp])].slice(-MAX_ENTRIES);
}

/** Whether a link may name `path`: an internal path of reasonable length, without query. */
export function isGrantablePath(path: string): boolean {
  return isInternalPath(path) && path.length <= MAX_PATH_LENGTH && !/[?#]/.test(path);
}

/**
 * The page a request's draft content belongs to: the path itself, or for a page's social image
 * (/og/…png) and an event's calendar file (/api/events/<lang>/<slug>/ics) the page they are of.
 */
export function draftSubject(pathname: string): string {
  if (pathname.startsWith('/og/')) {
    return pathFromOgSegments(pathname.slice('/og/'.length).split('/')) ?? pathname;
  }
  const ics = /^\/api\/events\/([^/]+)\/([^/]+)\/ics$/.exec(pathname);
  if (ics && isLocale(ics[1])) {
    try {
      return eventHref(ics[1], decodeURIComponent(ics[2]!));
    } catch {
      return pathname;
    }
  }
  return pathname;
}

/** Whether a live grant covers any of the paths a request is known by (external, internal). */
export function grantCovers(entries: readonly GrantEntry[], paths: readonly string[]): boolean {
  const subjects = new Set(paths.map((path) => draftSubject(path).replace(/(.)\/+$/, '$1')));
  return entries.some(([path]) => subjects.has(path));
}

/** The latest expiry of a grant, for the cookies' own lifetime (seconds). */
export function grantExpiry(entries: readonly GrantEntry[]): number {
  return Math.max(...entries.map(([, exp]) => exp));
}

export type DraftVerdict =
  /** No draft cookie at all. */
  | 'none'
  /** A live grant covers this request: draft mode stays on. */
  | 'granted'
  /** A live grant that names other paths: this request is rendered as published. */
  | 'outside'
  /** A draft cookie without a live, valid grant (expired, forged, signed with an old secret): cleared. */
  | 'invalid';

/** The verdict of a request from its cookies (by name) and the paths it is known by. */
export function draftVerdict(
  cookie: (name: string) => string | undefined,
  paths: readonly string[],
  secret: string | undefined,
  now: number = Date.now(),
): DraftVerdict {
  if (DRAFT_COOKIES.every((name) => cookie(name) === undefined)) return 'none';
  const entries = readGrant(secret, cookie(GRANT_COOKIE), now);
  if (!entries) return 'invalid';
  return grantCovers(entries, paths) ? 'granted' : 'outside';
}

/** A Cookie header without draft mode's cookies. */
export function withoutDraftCookies(header: string): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !DRAFT_COOKIES.some((name) => part.startsWith(`${name}=`)))
    .join('; ');
}

/**
 * Whether a Cookie header carries any of draft mode's cookies (valid or not): the page cache stays
 * out of such requests. Next's pages-router preview-data cookie is not one: the app router's draft
 * mode is the bypass cookie alone, and Next clears that data cookie when it comes without it.
 */
export function hasDraftCookies(header: string): boolean {
  return DRAFT_COOKIES.some((name) => cookieFromHeader(header, name) !== undefined);
}

/** One cookie of a Cookie header by name (the site's one cookie parser). */
export function cookieFromHeader(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The attributes of draft mode's cookies, as Next sets its own: HttpOnly, and SameSite=None with
 * Secure outside development (the editor workspace frames draft pages); they end at `exp` (Unix
 * seconds; 0 clears them).
 */
export function draftCookieOptions(exp: number) {
  // NODE_ENV is Next's own (inlined at build): `next dev` serves plain http, without Secure cookies.
  const development = process.env.NODE_ENV === 'development';
  return {
    httpOnly: true,
    sameSite: development ? ('lax' as const) : ('none' as const),
    secure: !development,
    path: '/',
    expires: new Date(exp * 1000),
  };
}
