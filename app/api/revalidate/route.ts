import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/forms/client-ip';
import { markOutdated } from '@/lib/provider/load';
import {
  createDropCoalescer,
  REVALIDATION_BODY_LIMIT,
  revalidationSchema,
  tagsFor,
} from '@/lib/provider/revalidation';
import { REVALIDATE_SECRET_HEADER, secretMatches } from '@/lib/secrets';
import { BodyTimeout, BodyTooLarge, readBodyText } from '@/lib/server/read-body';
import { checkSecret } from '@/lib/security/secret-attempts';
import { secretAttemptsFor } from '@/lib/security/secret-attempts-redis';
import { routeMethods } from '@/lib/security/route-methods';

/**
 * A render that read the provider just before a change can finish just after it and cache the old
 * version again (its entry is newer than the revalidation): the tags are dropped once more later.
 */
const SETTLE_MS = 8_000;

// One drop a second at most, this process's publishes merged (lib/provider/revalidation.ts).
const drop = createDropCoalescer();
const dropNow = (tags: string[]) => {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
};

/** On-demand publishing: the provider names what changed, the matching cache tags are dropped. */
async function handlePost(request: Request) {
  const client = clientIp(request.headers) ?? 'unknown';
  const secret = await checkSecret(secretAttemptsFor('revalidate'), client, () =>
    secretMatches(request.headers.get(REVALIDATE_SECRET_HEADER), env.REVALIDATE_SECRET),
  );
  if (!secret.ok) {
    return secret.limited
      ? Response.json(
          { message: 'Too many wrong attempts' },
          { status: 429, headers: { 'Retry-After': String(secret.retryAfterSeconds) } },
        )
      : Response.json({ message: 'Unauthorized' }, { status: 401 });
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBodyText(request, { limit: REVALIDATION_BODY_LIMIT }));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return Response.json({ message: 'Body too large' }, { status: 413 });
    }
    if (error instanceof BodyTimeout) {
      return Response.json(
        { message: 'Body too slow' },
        { status: 408, headers: { Connection: 'close' } },
      );
    }
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
  await drop(dropped, dropNow);
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await drop(dropped, dropNow);
  });
  return Response.json({ revalidated: true, tags: dropped });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost });
