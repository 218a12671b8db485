import { env } from '../env';
import { allowFramingBy } from '../security/headers';

/**
 * The editor workspace's live preview frames draft pages (PREVIEW_FRAME_ANCESTORS, its origins).
 * Returns the CSP a page is sent with when it may be framed, else null: only when the proxy marked
 * its request as granted. Whether the bypass cookie is this build's stays Next's to judge: a stale
 * one (after a deploy) gets the published page, framed for the workspace alone. Every public page
 * keeps `frame-ancestors 'none'` (server/html.ts).
 */
export function previewCsp(
  csp: string,
  mark: unknown,
  origins: readonly string[] = env.PREVIEW_FRAME_ANCESTORS,
): string | null {
  if (mark !== 'granted' || origins.length === 0) return null;
  return allowFramingBy(csp, origins);
}
