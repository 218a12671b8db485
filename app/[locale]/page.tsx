import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSections, Gallery } from '@/components/content/ContentSections';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { Hero } from '@/components/hero/Hero';
import { HeroLayout } from '@/components/layout/Layouts';
import { VenueJsonLd } from '@/components/seo/SiteJsonLd';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/', 'home'), true);
}

export default async function HomePage({ params }: RouteParams) {
  const context = await loadPageContext(params, '/', 'home');
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  return (
    <HeroLayout
      locale={locale}
      propertyId={page?.property.id}
      alternates={context.alternates}
      hero={
        <Hero
          locale={locale}
          title={page?.title ?? t('home.title')}
          slides={page?.heroSlides ?? []}
        />
      }
    >
      <VenueJsonLd
        locale={locale}
        description={page?.metas.find((meta) => meta.name === 'description')?.content}
      />
      <div className="container-site py-16 md:py-24">
        {context.failed ? <ProviderNotice locale={locale} /> : null}
        {page ? <ContentSections contents={page.contents} /> : null}
        {page ? <Gallery sliders={page.sliders} label={page.title} /> : null}
      </div>
    </HeroLayout>
  );
}
