import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { isInternalPath } from '@/lib/secrets';

export async function GET(request: Request) {
  (await draftMode()).disable();
  const path = new URL(request.url).searchParams.get('path');
  redirect(isInternalPath(path) ? path : '/');
}
