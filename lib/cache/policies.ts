/**
 * Every lifetime of the site's caches and every Cache-Control the site sends, in one place: the
 * figures, the named policies, and the two readings of a Cache-Control (may anyone store it, may a
 * shared cache). No imports: next.config.ts, the production server, route handlers and the embedded
 * provider read it alike. public/sw.js cannot import it: it reads the verdict the server's policy
 * carries with the same two words (`mayKeepOffline`; lib/shell/sw.test.ts holds the two together).
 */

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const YEAR_S = 365 * DAY_S;

/**
 * Provider data in Next's data cache (lib/provider/load.ts): fresh for an hour unless a publish
 * drops it sooner; a page built from it is fresh as long (`s-maxage=3600`).
 */
export const DATA_LIFE_S = HOUR_S;

/** A failed provider read is answered as failed, and its page cached, for a second only. */
export const FAILURE_LIFE_S = 1;

/**
 * A rendered page is served stale while it renders again for up to a day (Next's `expireTime`:
 * `stale-while-revalidate` = PAGE_LIFE_S − DATA_LIFE_S), and Redis keeps it as long.
 */
export const PAGE_LIFE_S = DAY_S;

/** The page cache in front of Next (lib/cache/page-cache.ts): a page at most this much older than Next's copy. */
export const PAGE_CACHE_TTL_MS = 2_000;

/** A social card's PNG in Next's data cache (keyed by its text, so a new title is a new image). */
export const SOCIAL_CARD_LIFE_S = DAY_S;

/** next/image's optimised images, at the least (`images.minimumCacheTTL`). */
export const OPTIMISED_IMAGE_LIFE_S = 30 * DAY_S;

/** The Cache-Control values the site sends, by what they are for. */
export const CACHE_CONTROL = {
  /** A file whose URL names its content (build files, a page's payload at its hash, uploads). */
  immutable: `public, max-age=${YEAR_S}, immutable`,
  /** The same, for this visitor only: a payload whose page a shared cache may not keep. */
  immutablePrivate: `private, max-age=${YEAR_S}, immutable`,
  /** Never stored by anyone: API answers, refusals, error pages an editor may publish over. */
  noStore: 'no-store',
  /** What draft mode shows (unpublished content) or a secret opens: nobody else, never kept. */
  private: 'private, no-store',
  /** Everyone's page rendered per request (it reads its query): kept, asked again on every use. */
  revalidated: 'public, max-age=0, must-revalidate',
  /** The service worker's script: the browser checks it on every visit. */
  worker: 'no-cache, max-age=0, must-revalidate',
  /** An answer built while the provider fails: a minute, so the real one follows its recovery. */
  degraded: `public, max-age=${MINUTE_S}`,
  /** A page's social card: an hour, then served while it renders again for a day. */
  socialCard: `public, max-age=${HOUR_S}, stale-while-revalidate=${DAY_S}`,
  /** An event's calendar file. */
  calendar: `public, max-age=${5 * MINUTE_S}`,
} as const;

export type CachePolicy = (typeof CACHE_CONTROL)[keyof typeof CACHE_CONTROL];

/**
 * Whether any cache may keep an answer with this Cache-Control (the browser's, a proxy's).
 * Everything the site must never have replayed (drafts, errors, refusals) carries `no-store`.
 */
export function mayStore(cacheControl: string | null | undefined): boolean {
  return !directives(cacheControl).has('no-store');
}

/**
 * Whether a shared cache (the page cache in front of Next, a CDN) may keep it for everyone:
 * marked public (or with a shared lifetime, as Next marks its cached pages) and nothing private.
 */
export function mayShare(cacheControl: string | null | undefined): boolean {
  const named = directives(cacheControl);
  if (!named.has('public') && !named.has('s-maxage')) return false;
  return !['private', 'no-store', 'no-cache'].some((directive) => named.has(directive));
}

/**
 * Whether the service worker may keep it for offline reading (public/sw.js `storable`): nothing
 * marked for one visitor, so no page that shows what a visitor typed, nor anything not to be stored.
 */
export function mayKeepOffline(cacheControl: string | null | undefined): boolean {
  const named = directives(cacheControl);
  return !named.has('private') && !named.has('no-store');
}

/** The directives' names (RFC 9111 §5.2: comma-separated, case-insensitive, `name[=value]`). */
function directives(cacheControl: string | null | undefined): Set<string> {
  return new Set(
    (cacheControl ?? '').split(',').map((part) => part.split('=')[0]!.trim().toLowerCase()),
  );
}

/** What a route built from provider content (a social card, a calendar file) knows of its answer. */
export type ContentState = {
  /** Draft mode was on for this request (lib/provider/load.ts `isPreview`). */
  preview: boolean;
  /** Some provider read behind the answer failed (`Loaded.failed`). */
  failed?: boolean;
};

/**
 * Such a route's Cache-Control: its own policy for published content; private and never stored in
 * draft mode (whatever else happened), as it may hold a draft; `degraded` while the provider fails
 * (not no-store: a link shared during an outage is fetched by many crawlers at once).
 */
export function contentCacheControl(
  published: CachePolicy,
  { preview, failed = false }: ContentState,
): CachePolicy {
  if (preview) return CACHE_CONTROL.private;
  if (failed) return CACHE_CONTROL.degraded;
  return published;
}

/**
 * Headers of such a route's error answer (404, 503): none of its own outside draft mode, where it
 * is the same for everyone; in draft mode private, as it may follow from a draft.
 */
export function errorCacheHeaders(preview: boolean): Record<string, string> {
  return preview ? { 'Cache-Control': CACHE_CONTROL.private } : {};
}
