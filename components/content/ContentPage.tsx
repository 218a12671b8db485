import type { ReactNode } from 'react';
import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { headerImage } from '@/lib/provider/pages';
import { StandardLayout } from '@/components/layout/Layouts';
import type { PageContext } from './contentRoute';
import { PageHeader } from './PageHeader';
import { ProviderNotice } from './ProviderNotice';

/**
 * The frame of a designed content page: standard layout, the provider's header image and title
 * (messages as fallback), an optional bar under the header, the provider-failure notice, then the
 * page's own sections.
 */
export async function ContentPage({
  context,
  subtitle,
  belowHeader,
  children,
}: {
  context: PageContext;
  subtitle?: string;
  belowHeader?: ReactNode;
  children: ReactNode;
}) {
  const { locale, page, messageKey } = context;
  const t = await getFactTranslations({ locale, namespace: 'Pages' });
  return (
    <StandardLayout locale={locale} propertyId={page?.property.id} alternates={context.alternates}>
      <PageHeader
        locale={locale}
        title={page?.title ?? t(`${messageKey}.title`)}
        subtitle={subtitle ?? t(`${messageKey}.intro`)}
        image={headerImage(page)}
        breadcrumbs={page?.breadcrumbs ?? []}
      />
      {belowHeader}
      {context.failed ? (
        <div className="container-site pt-12">
          <ProviderNotice locale={locale} />
        </div>
      ) : null}
      {children}
    </StandardLayout>
  );
}
