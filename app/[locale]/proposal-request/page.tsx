import type { Metadata } from 'next';
import { ImageGrid } from '@/components/content/ImageGallery';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { ProviderSections } from '@/components/content/ProviderSections';
import { ProposalAside } from '@/components/forms/ProposalAside';
import { ProposalWizard } from '@/components/forms/ProposalWizard';
import { ContentPage } from '@/components/pages/ContentPage';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';

const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/proposal-request', 'proposalRequest');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function ProposalRequestPage({ params }: RouteParams) {
  const context = await load(params);
  const { locale, page } = context;
  return (
    <ContentPage context={context} notice={false}>
      <div className="container-site py-10 md:py-16">
        {context.failed ? <ProviderNotice locale={locale} /> : null}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:gap-14">
          <ProposalWizard locale={locale} />
          <ProposalAside locale={locale} />
        </div>
        {page && page.contents.length > 0 ? (
          <div className="mt-20 md:mt-28">
            <ProviderSections contents={page.contents} look="plain" />
          </div>
        ) : null}
        {page ? <ImageGrid sliders={page.sliders} label={page.title} /> : null}
      </div>
    </ContentPage>
  );
}
