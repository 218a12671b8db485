import { Img } from '@/components/media/Img';
import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { href } from '@/lib/i18n/navigation';
import { ButtonLink } from '@/components/content/Buttons';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { FeatureGrid } from '@/components/content/FeatureGrid';
import { GallerySection } from '@/components/content/GallerySection';
import { HouseRules } from '@/components/content/HouseRules';
import { gallerySlides } from '@/components/content/ImageGallery';
import {
  contentByKey,
  contentsExcept,
  ProviderSections,
} from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { Timeline } from '@/components/content/Timeline';

/** The show (/andy-show): the evening, the stage technology, the rules, the gallery. */
export async function ShowPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { technical } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'Show' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  const images = page ? gallerySlides(page.sliders).map((slide) => slide.file) : [];
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: venueFacts.artists, label: t('facts.artists') },
            { value: times.doorsOpen, label: t('facts.doors') },
            { value: times.dinnerHours, label: t('facts.dinner') },
            { value: times.showHours, label: t('facts.show') },
            { value: `${venueFacts.technical.projectionDegrees}°`, label: t('facts.projection') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'EVENING', 'TECHNOLOGY', 'GOOD_TO_KNOW', 'CTA')}
          images={images.slice(0, 2)}
          idPrefix="show-story"
        />
      </Section>

      <Section labelledBy="show-evening" tone="raised">
        <div className="grid gap-12 md:grid-cols-2 md:items-center md:gap-20">
          <div>
            <SectionHeading
              id="show-evening"
              eyebrow={t('evening.eyebrow')}
              title={t('evening.title')}
              intro={t('evening.intro')}
            />
            <div className="mt-10">
              <Timeline
                items={[
                  {
                    time: times.doorsOpen,
                    title: t('evening.doors'),
                    text: t('evening.doorsText'),
                  },
                  {
                    time: times.dinnerHours,
                    title: t('evening.dinner'),
                    text: t('evening.dinnerText'),
                  },
                  { time: times.showHours, title: t('evening.show'), text: t('evening.showText') },
                  { time: times.clubHours, title: t('evening.club'), text: t('evening.clubText') },
                ]}
              />
            </div>
          </div>
          <div className="relative isolate">
            <div
              aria-hidden="true"
              className="absolute -inset-3 -z-10 translate-y-3 md:translate-x-3 rounded-3xl border border-gold-500/25"
            />
            <div className="relative aspect-[3/4] overflow-hidden rounded-2xl shadow-2xl shadow-black/50 md:aspect-[4/5]">
              <Img
                src="/media/gallery/venue-3.jpg"
                alt={t('evening.imageAlt')}
                fill
                sizes="(min-width: 1344px) 620px, (min-width: 768px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
          </div>
        </div>
      </Section>

      <Section labelledBy="show-stage" tone="glow">
        <SectionHeading
          id="show-stage"
          align="center"
          eyebrow={t('stage.eyebrow')}
          title={t('stage.title')}
          intro={t('stage.intro')}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={[
              {
                meta: `${venueFacts.technical.projectionDegrees}°`,
                title: t('stage.projection'),
                text: t('stage.projectionText'),
              },
              {
                meta: technical.mapping,
                title: t('stage.mapping'),
                text: t('stage.mappingText'),
              },
              {
                meta: technical.projectors,
                title: t('stage.projectors'),
                text: t('stage.projectorsText'),
              },
              {
                meta: technical.effectScreen,
                title: t('stage.screen'),
                text: t('stage.screenText'),
              },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="show-rules" tone="raised">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <SectionHeading id="show-rules" eyebrow={t('rules.eyebrow')} title={t('rules.title')} />
            <p className="mt-6 text-white/70">{t('rules.intro')}</p>
            <div className="mt-8">
              <ButtonLink href={href(locale, '/frequently-asked-questions')} variant="outline">
                {t('rules.faq')}
              </ButtonLink>
            </div>
          </div>
          <HouseRules
            locale={locale}
            rules={[
              'childrenFrom',
              'childDiscount',
              'noPhotos',
              'entranceCloses',
              'noLateEntry',
              'bagLimit',
              'groups',
              'hotelDiscount',
            ]}
          />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="show-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
      />

      <CtaBand
        locale={locale}
        id="show-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/show-1.jpg"
      />
    </ContentPage>
  );
}
