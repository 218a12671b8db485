import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundScreen } from '@/components/errors/NotFoundScreen';
import { isLocale } from '@/lib/i18n/locales';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : 'en',
    namespace: 'NotFound',
  });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * The 404 screen as a page of its own, rendered once per language and cached: the proxy sends
 * unknown paths here and the server answers it with the 404 status (lib/html/not-found.ts).
 */
export default async function PageNotFound({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <NotFoundScreen locale={locale} />;
}
