import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { isLocale } from '@/lib/i18n/locales';
import { isNotFoundRender, NOT_FOUND_RENDER_HEADER } from '@/lib/shell/not-found-render';

export const metadata: Metadata = { robots: { index: false, follow: true } };
// Rendered for each 404 (it reads the request's key), never at build time or from the cache.
export const dynamic = 'force-dynamic';

/** The 404 screen as a page of its own: only for the server's re-render (lib/shell/not-found-render.ts). */
export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale) || !isNotFoundRender((await headers()).get(NOT_FOUND_RENDER_HEADER))) {
    notFound();
  }
  return <NotFoundScreen locale={locale} />;
}
