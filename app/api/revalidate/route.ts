import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { env } from '@/lib/env';
import { markOutdated } from '@/lib/provider/load';
import { revalidationSchema, tagsFor } from '@/lib/provider/revalidation';
import { REVALIDATE_SECRET_HEADER, secretMatches } from '@/lib/secrets';

/**
 * A render that read the provider just before a change can finish just after it and cache the old
 * version again (its entry is newer than the revalidation): the tags are dropped once more later.
 */
const SETTLE_MS = 8_000;

/** On-demand publishing: the provider names what changed, the matching cache tags are dropped. */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), env.REVALIDATE_SECRET)) {
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ message: 'Malformed JSON' }, { status: 400 });
  }
  const change = revalidationSchema.safeParse(body);
  if (!change.success) {
    return Response.json(
      { message: 'Unknown change', issues: change.error.issues.length },
      { status: 400 },
    );
  }
  const dropped = tagsFor(change.data);
  // The next render waits for the new version rather than show the last good copy it replaces.
  markOutdated(dropped);
  for (const tag of dropped) revalidateTag(tag, { expire: 0 });
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const tag of dropped) revalidateTag(tag, { expire: 0 });
  });
  return Response.json({ revalidated: true, tags: dropped });
}
