import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { draftCookieOptions, GRANT_COOKIE } from '@/lib/preview/grant';
import { isInternalPath } from '@/lib/secrets';
import { routeMethods } from '@/lib/security/route-methods';

async function handleGet(request: Request) {
  (await draftMode()).disable();
  (await cookies()).set(GRANT_COOKIE, '', draftCookieOptions(0));
  const path = new URL(request.url).searchParams.get('path');
  redirect(isInternalPath(path) ? path : '/');
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
