import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { localeOfPath } from '@/lib/i18n/locales';
import { verifyPreviewLink } from '@/lib/preview/link';
import { refusedLinkPage } from '@/lib/preview/refused-page';
import { isInternalPath, secretMatches } from '@/lib/secrets';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * Editor preview, two ways in: the hotel group's CMS sends `?secret=<DRAFT_SECRET>&path=…` (as
 * before); the editor workspace shares `?path=…&exp=…&sig=…` (lib/preview/link.ts), which works
 * for anyone until it expires. Both turn draft mode on and redirect to the bare path.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const signed = url.searchParams.has('sig') || url.searchParams.has('exp');
  if (!signed && !secretMatches(url.searchParams.get('secret'), env.DRAFT_SECRET)) {
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  }
  const path = url.searchParams.get('path') ?? '/';
  if (!isInternalPath(path)) {
    return Response.json({ message: 'path must be an internal path' }, { status: 400 });
  }
  if (signed) {
    if (!env.DRAFT_SECRET) {
      return Response.json(
        { message: 'Preview links need DRAFT_SECRET on the site' },
        { status: 503, headers: PRIVATE },
      );
    }
    const params = url.searchParams;
    const verdict = verifyPreviewLink(env.DRAFT_SECRET, path, params.get('exp'), params.get('sig'));
    if (verdict !== 'ok') {
      return new Response(await refusedLinkPage(localeOfPath(path).locale, verdict), {
        status: 401,
        headers: { 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE },
      });
    }
  }
  (await draftMode()).enable();
  redirect(path);
}
