import { publish } from '@/lib/cache/publish';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/security/forwarding';
import { REVALIDATION_BODY_LIMIT, revalidationSchema, tagsFor } from '@/lib/provider/revalidation';
import { REVALIDATE_SECRET_HEADER, secretMatches } from '@/lib/secrets';
import { BodyTimeout, BodyTooLarge, readBodyText } from '@/lib/server/read-body';
import { checkSecret } from '@/lib/security/secret-attempts';
import { secretAttemptsFor } from '@/lib/security/secret-attempts-redis';
import { routeMethods } from '@/lib/security/route-methods';

/**
 * On-demand publishing: the provider names what changed (authenticated here, once), and the
 * matching cache tags are published through lib/cache/publish.ts, which every cache hears.
 */
async function handlePost(request: Request) {
  const client = clientIp(request.headers) ?? 'unknown';
  const presented = request.headers.get(REVALIDATE_SECRET_HEADER);
  const expected = env.REVALIDATE_SECRET;
  const secret = await checkSecret(
    secretAttemptsFor('revalidate'),
    client,
    { presented, expected },
    () => secretMatches(presented, expected),
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
  await publish(dropped);
  return Response.json({ revalidated: true, tags: dropped });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost });
