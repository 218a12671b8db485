import { readFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '../env';
import { allowFramingBy } from '../security/headers';
import { BYPASS_COOKIE, cookieFromHeader, draftVerdict } from './grant';

/** Next's draft-mode cookie value of a build (its prerender manifest), or null when unknown. */
export function previewModeIdOf(distDir: string): string | null {
  try {
    const file = path.join(distDir, 'prerender-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      preview?: { previewModeId?: string };
    };
    return manifest.preview?.previewModeId ?? null;
  } catch {
    return null;
  }
}

/**
 * The editor workspace's live preview frames draft pages (PREVIEW_FRAME_ANCESTORS, its origins).
 * Returns the CSP a page is sent with when it may be framed, else null: only for a request in
 * draft mode, which carries this build's valid bypass cookie, not merely one by that name, and a
 * live grant for its path (grant.ts; the proxy renders anything else as published). Every public
 * page keeps `frame-ancestors 'none'` (server/html.ts).
 */
export function previewFraming(
  distDir: string,
  origins = env.PREVIEW_FRAME_ANCESTORS,
  secret = env.DRAFT_SECRET,
) {
  const previewModeId = origins.length > 0 ? previewModeIdOf(distDir) : null;
  return function framed(csp: string, cookieHeader: string, path: string): string | null {
    if (!previewModeId || cookieFromHeader(cookieHeader, BYPASS_COOKIE) !== previewModeId) {
      return null;
    }
    const cookie = (name: string) => cookieFromHeader(cookieHeader, name);
    if (draftVerdict(cookie, [path], secret) !== 'granted') return null;
    return allowFramingBy(csp, origins);
  };
}
