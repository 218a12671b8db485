/**
 * Statuses a page knows only once rendered. It names them in a `<meta name="page-status">` (its
 * metadata, or the error page's own); the production server, which holds every page's HTML before
 * sending it, answers with that status (lib/html/not-found.ts `pageStatusOf`, server/html.ts):
 * 410 for a cancelled event, 503 while the venue facts are not known. Editor HTML is sanitised and
 * can hold no meta element. No imports: the error page (a client component) reads it too.
 */
export const PAGE_STATUS_META = 'page-status';

/**
 * The digest of the error a render throws when the venue facts are not known (lib/provider/settings.ts):
 * the error page then answers "temporarily unavailable", status 503.
 */
export const FACTS_UNKNOWN = 'VENUE_FACTS_UNKNOWN';

/** How long a visitor (or a crawler) is asked to wait before trying a 503 page again. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * Whether Next's error shell (lib/html/not-found.ts `isErrorShell`) is the failure of a render that
 * needed the venue facts: the error's digest travels in the shell's inline payload.
 */
export function isFactsUnknownShell(html: string): boolean {
  return new RegExp(`digest\\\\?":\\\\?"${FACTS_UNKNOWN}\\\\?"`).test(html);
}
