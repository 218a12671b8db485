import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { draftCookieOptions, GRANT_COOKIE } from '@/lib/preview/grant';
import { isInternalPath } from '@/lib/secrets';

export async function GET(request: Request) {
  (await draftMode()).disable();
  (await cookies()).set(GRANT_COOKIE, '', draftCookieOptions(0));
  const path = new URL(request.url).searchParams.get('path');
  redirect(isInternalPath(path) ? path : '/');
}
