/**
 * Cache-Control of a route handler's answer built from provider content (the social images, the
 * events' .ics files): one rule, so every such route treats drafts and outages alike.
 */

/**
 * Draft mode (an editor's preview): the answer may hold unpublished content, so no shared cache
 * (CDN, proxy, the service worker) may keep it, nor the browser beyond this request.
 */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

/**
 * The provider failed and the answer is degraded (a fallback, or the last good copy): cached a
 * minute only, so the real answer follows within a minute of the provider's recovery. Not
 * no-store: while the provider is down, a minute of caching still spares the site a burst of
 * repeated renders (a link shared while it fails is fetched by many crawlers and clients at once).
 */
export const DEGRADED_CACHE_CONTROL = 'public, max-age=60';

export type ContentState = {
  /** Draft mode was on for this request (lib/provider/load.ts `isPreview`). */
  preview: boolean;
  /** Some provider read behind the answer failed (`Loaded.failed`). */
  failed?: boolean;
};

/**
 * The Cache-Control of an answer: the route's own public policy for published content; private and
 * never stored in draft mode (whatever else happened); a short public life while the provider fails.
 */
export function contentCacheControl(published: string, { preview, failed = false }: ContentState) {
  if (preview) return PREVIEW_CACHE_CONTROL;
  if (failed) return DEGRADED_CACHE_CONTROL;
  return published;
}

/**
 * Headers of an error answer (404, 503) of such a route: none of its own outside draft mode, where
 * it is the same for everyone; in draft mode private too, as it may follow from a draft.
 */
export function errorCacheHeaders(preview: boolean): HeadersInit {
  return preview ? { 'Cache-Control': PREVIEW_CACHE_CONTROL } : {};
}
