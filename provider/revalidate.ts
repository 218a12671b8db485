import type { Locale } from './types';

export type RevalidateNotice =
  | { type: 'page'; lang: Locale; url: string }
  | { type: 'event'; slug: string; lang: Locale }
  | { type: 'settings' };

type Target = { url: string | null; secret: string | null };

/** Tells the site to drop cached content; fire-and-forget, a failure is only logged. */
export function notifySite(target: Target, notice: RevalidateNotice): void {
  if (!target.url) return;
  fetch(target.url, {
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
