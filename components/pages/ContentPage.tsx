import type { ReactNode } from 'react';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { headerImage } from '@/lib/provider/pages';
import { PageHeader } from '@/components/content/PageHeader';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { StandardLayout } from '@/components/layout/Layouts';
import type { Locale } from '@/lib/i18n/locales';
import type { PageContext } from './context';

/** The provider-failure notice as a band of its own under the header. */
export function NoticeBand({ locale }: { locale: Locale }) {
  return (
    <div className="container-site pt-12">
      <ProviderNotice locale={locale} />
    </div>
  );
}

/**
 * The frame of a content page: standard layout, the provider's header image and title (messages as
 * fallback), an optional bar under the header, the provider-failure notice (unless the page places
 * it itself: `notice={false}`), then the page's own sections.
 */
export async function ContentPage({
  context,
  subtitle,
  belowHeader,
  notice = true,
  children,
}: {
  context: PageContext;
  subtitle?: string;
  belowHeader?: ReactNode;
  notice?: boolean;
  children: ReactNode;
}) {
  const { locale, page, messageKey } = context;
  const t = await getFactTranslations({ locale, namespace: 'Pages' });
  return (
    <StandardLayout
      locale={locale}
      path={context.path}
      propertyId={page?.property.id}
      alternates={context.alternates}
    >
      <PageHeader
        locale={locale}
        title={page?.title ?? t(`${messageKey}.title`)}
        subtitle={subtitle ?? t(`${messageKey}.intro`)}
        image={headerImage(page)}
        breadcrumbs={page?.breadcrumbs ?? []}
      />
      {belowHeader}
      {notice && context.failed ? <NoticeBand locale={locale} /> : null}
      {children}
    </StandardLayout>
  );
}
