import type { Locale } from './types';

export type RevalidateNotice =
  | { type: 'page'; lang: Locale; url: string }
  | { type: 'event'; slug: string; lang: Locale }
  | { type: 'settings' };

type Target = { url: string | null; secret: string | null };

/**
 * Tells the site to drop cached content. Resolves once the site has answered (at most 3 s), so a
 * publish reports "published" only when visitors get the new version; a failure is only logged.
 */
export async function notifySite(target: Target, notice: RevalidateNotice): Promise<void> {
  if (!target.url) return;
  await fetch(target.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(target.secret ? { 'x-revalidate-secret': target.secret } : {}),
    },
    body: JSON.stringify(notice),
    signal: AbortSignal.timeout(3000),
  })
    .then((response) => {
      void response.body?.cancel();
      if (!response.ok) {
        console.error(
          `[provider] revalidate ${JSON.stringify(notice)} answered ${response.status}`,
        );
      }
    })
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[provider] revalidate ${JSON.stringify(notice)} failed: ${reason}`);
    });
}
