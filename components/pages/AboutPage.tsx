import { Img } from '@/components/media/Img';
import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { formatScore, venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { href } from '@/lib/i18n/navigation';
import { site } from '@/lib/site';
import { ExternalButton } from '@/components/content/Buttons';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { GallerySection } from '@/components/content/GallerySection';
import { ImageCards } from '@/components/content/ImageCards';
import {
  contentByKey,
  contentsExcept,
  ProviderSections,
} from '@/components/content/ProviderSections';
import { Ratings } from '@/components/content/Ratings';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';

const { rating } = venueFacts;

/** About us (/about-us): who we are, the three worlds, the hotel group, our ratings. */
export async function AboutPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { capacities } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'About' });
  const times = (await getFactFill(locale)).values;
  const common = await getFactTranslations({ locale, namespace: 'Common' });
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: venueFacts.artists, label: t('facts.artists') },
            { value: capacities.theatre, label: t('facts.seats') },
            {
              value: `${formatScore(locale, rating.score)} / ${rating.outOf}`,
              label: t('facts.rating'),
            },
            { value: '3', label: t('facts.worlds') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'CTA')}
          imageFor={{
            INTRO: '/media/gallery/venue-1.jpg',
            STORY: '/media/gallery/backstage-1.jpg',
          }}
          idPrefix="about-story"
        />
      </Section>

      <Section labelledBy="about-worlds" tone="raised">
        <SectionHeading
          id="about-worlds"
          eyebrow={t('worlds.eyebrow')}
          title={t('worlds.title')}
          intro={t('worlds.intro')}
        />
        <div className="mt-12">
          <ImageCards
            items={[
              {
                title: t('worlds.show'),
                text: t('worlds.showText'),
                image: '/media/gallery/show-4.jpg',
                meta: times.showHours,
                href: href(locale, '/andy-show'),
                linkLabel: t('worlds.more'),
              },
              {
                title: t('worlds.gastronomy'),
                text: t('worlds.gastronomyText'),
                image: '/media/gallery/gastronomy-3.jpg',
                meta: times.dinnerHours,
                href: href(locale, '/gastronomy'),
                linkLabel: t('worlds.more'),
              },
              {
                title: t('worlds.club'),
                text: t('worlds.clubText'),
                image: '/media/gallery/club-2.jpg',
                meta: times.clubHours,
                href: href(locale, '/the-sin'),
                linkLabel: t('worlds.more'),
              },
            ]}
          />
        </div>
      </Section>

      <section aria-labelledby="about-group" className="relative isolate overflow-hidden">
        <Img
          src="/media/gallery/venue-4.jpg"
          alt=""
          fill
          sizes="100vw"
          className="-z-20 object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/50" />
        <div className="container-site py-20 md:py-28">
          <div className="max-w-2xl">
            <SectionHeading
              id="about-group"
              eyebrow={t('group.eyebrow')}
              title={t('group.title')}
              intro={t('group.text', { percent: venueFacts.hotelGuestDiscountPercent })}
            />
            <div className="mt-9">
              <ExternalButton
                href={site.groupUrl}
                newTabLabel={common('opensInNewTab')}
                variant="outline"
              >
                {t('group.link')}
              </ExternalButton>
            </div>
          </div>
        </div>
      </section>

      <Section labelledBy="about-ratings" tone="glow">
        <SectionHeading
          id="about-ratings"
          align="center"
          eyebrow={t('ratings.eyebrow')}
          title={t('ratings.title')}
          intro={t('ratings.text')}
        />
        <div className="mt-12">
          <Ratings locale={locale} idPrefix="about-rating" />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="about-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        tone="raised"
      />

      <CtaBand
        locale={locale}
        id="about-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/show-1.jpg"
      />
    </ContentPage>
  );
}
