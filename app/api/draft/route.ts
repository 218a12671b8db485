import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { isInternalPath, secretMatches } from '@/lib/secrets';

/** Editor preview: /api/draft?secret=…&path=/tr/hakkimizda turns draft mode on and opens the page. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get('secret'), env.DRAFT_SECRET)) {
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  }
  const path = url.searchParams.get('path') ?? '/';
  if (!isInternalPath(path)) {
    return Response.json({ message: 'path must be an internal path' }, { status: 400 });
  }
  (await draftMode()).enable();
  redirect(path);
}
