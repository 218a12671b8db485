import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { contentByKey } from '@/components/content/ProviderSections';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { UpcomingEvents } from '@/components/events/UpcomingEvents';
import { Hero } from '@/components/hero/Hero';
import {
  HomeClub,
  HomeEventSolutions,
  HomeGastronomy,
  HomeIntro,
  HomeRatings,
  HomeShow,
} from '@/components/home/HomeSections';
import { HeroLayout } from '@/components/layout/Layouts';
import { VenueJsonLd } from '@/components/seo/SiteJsonLd';
import { getEvents } from '@/lib/provider/events';

// The upcoming events do not depend on the page: read them alongside it.
const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/', 'home', (locale) => getEvents(locale, 'ONLY_UPCOMING'));

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params), true);
}

export default async function HomePage({ params }: RouteParams) {
  const context = await load(params);
  const { locale, page } = context;
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const home = await getTranslations({ locale, namespace: 'Home' });
  const cta = page ? contentByKey(page.contents, 'CTA') : undefined;
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
      <div id="content">
        {context.failed ? (
          <div className="container-site pt-12">
            <ProviderNotice locale={locale} />
          </div>
        ) : null}
        <HomeIntro locale={locale} page={page} />
        <UpcomingEvents locale={locale} />
        <HomeShow locale={locale} />
        <HomeGastronomy locale={locale} />
        <HomeClub locale={locale} />
        <HomeEventSolutions locale={locale} />
        <HomeRatings locale={locale} />
        <CtaBand
          locale={locale}
          id="home-cta"
          title={cta?.title || home('cta.title')}
          html={cta?.body || undefined}
          text={cta?.body ? undefined : home('cta.text')}
          image="/media/gallery/show-3.jpg"
        />
      </div>
    </HeroLayout>
  );
}
