import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RenderBlocks } from '@/components/blocks/RenderBlocks';
import { UpcomingEvents } from '@/components/events/UpcomingEvents';
import { Hero } from '@/components/hero/Hero';
import {
  HomeClub,
  HomeEventSolutions,
  HomeGastronomy,
  HomeIntro,
  HomeShow,
} from '@/components/home/HomeSections';
import { HeroLayout } from '@/components/layout/Layouts';
import { NoticeBand } from '@/components/pages/ContentPage';
import { recipeContext } from '@/components/pages/RecipePage';
import { home } from '@/components/pages/recipes/home';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { VenueJsonLd } from '@/components/seo/SiteJsonLd';
import { getEvents } from '@/lib/provider/events';

// The upcoming events do not depend on the page: read them alongside it.
const load = (params: RouteParams['params']) =>
  loadPageContext(params, home.route, home.messageKey, (locale) =>
    getEvents(locale, 'ONLY_UPCOMING'),
  );

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params), true);
}

/** The home page: the hero over its recipe's blocks. */
export default async function HomePage({ params }: RouteParams) {
  const context = await load(params);
  const { locale, page } = context;
  const [t, ctx] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    recipeContext(home, context),
  ]);
  return (
    <HeroLayout
      locale={locale}
      path={context.path}
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
        {context.failed ? <NoticeBand locale={locale} /> : null}
        <RenderBlocks
          blocks={home.blocks}
          ctx={{
            ...ctx,
            parts: {
              intro: <HomeIntro locale={locale} page={page} />,
              events: <UpcomingEvents locale={locale} />,
              show: <HomeShow locale={locale} />,
              gastronomy: <HomeGastronomy locale={locale} />,
              club: <HomeClub locale={locale} />,
              eventSolutions: <HomeEventSolutions locale={locale} />,
            },
          }}
        />
      </div>
    </HeroLayout>
  );
}
