import type { ReactNode } from 'react';
import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { StandardLayout } from '@/components/layout/Layouts';
import { headerImage } from '@/lib/provider/pages';
import type { PageContext } from './contentRoute';
import { PageHeader } from './PageHeader';
import { ProviderNotice } from './ProviderNotice';

/**
 * The frame of a designed content page: standard layout, the provider's header image and title
 * (the messages' title when the provider is down), the provider notice, then the page's bands.
 */
export async function PageShell({
  context,
  subtitle,
  children,
}: {
  context: PageContext;
  subtitle?: string;
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
      {context.failed ? (
        <div className="container-site pt-12">
          <ProviderNotice locale={locale} />
        </div>
      ) : null}
      {children}
    </StandardLayout>
  );
}
