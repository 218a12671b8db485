import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSections, Gallery } from '@/components/content/ContentSections';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { PageHeader } from '@/components/content/PageHeader';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { ProposalAside } from '@/components/forms/ProposalAside';
import { ProposalWizard } from '@/components/forms/ProposalWizard';
import { StandardLayout } from '@/components/layout/Layouts';
import { headerImage } from '@/lib/provider/pages';

const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/proposal-request', 'proposalRequest');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function ProposalRequestPage({ params }: RouteParams) {
  const context = await load(params);
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <StandardLayout locale={locale} propertyId={page?.property.id} alternates={context.alternates}>
      <PageHeader
        locale={locale}
        title={page?.title ?? t('proposalRequest.title')}
        subtitle={t('proposalRequest.intro')}
        image={headerImage(page)}
        breadcrumbs={page?.breadcrumbs ?? []}
      />
      <div className="container-site py-10 md:py-16">
        {context.failed ? <ProviderNotice locale={locale} /> : null}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-14">
          <ProposalWizard locale={locale} />
          <ProposalAside locale={locale} />
        </div>
        {page && page.contents.length > 0 ? (
          <div className="mt-20 md:mt-28">
            <ContentSections contents={page.contents} />
          </div>
        ) : null}
        {page ? <Gallery sliders={page.sliders} label={page.title} /> : null}
      </div>
    </StandardLayout>
  );
}
