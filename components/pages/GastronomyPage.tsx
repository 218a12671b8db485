import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { FeatureGrid } from '@/components/content/FeatureGrid';
import { GallerySection } from '@/components/content/GallerySection';
import { HouseRules } from '@/components/content/HouseRules';
import { ImageCards } from '@/components/content/ImageCards';
import {
  contentByKey,
  contentsExcept,
  ProviderSections,
} from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';

const { ages } = venueFacts;

/** Gastronomy (/gastronomy): dinner before the show, the kitchen, the Lobster Club, the rules. */
export async function GastronomyPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'Gastronomy' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: times.dinnerHours, label: t('facts.dinner') },
            { value: times.showHours, label: t('facts.show') },
            { value: times.lobsterClubHours, label: t('facts.lobster') },
            {
              value: `${ages.childDiscountPercent} %`,
              label: t('facts.children', { ages: ages.childDiscountAges }),
            },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'CTA')}
          imageFor={{
            INTRO: '/media/gallery/gastronomy-2.jpg',
            LOBSTER_CLUB: '/media/gallery/venue-4.jpg',
          }}
          idPrefix="gastronomy-story"
        />
      </Section>

      <Section labelledBy="gastronomy-kitchen" tone="raised">
        <SectionHeading
          id="gastronomy-kitchen"
          eyebrow={t('kitchen.eyebrow')}
          title={t('kitchen.title')}
          intro={t('kitchen.intro')}
        />
        <div className="mt-12">
          <ImageCards
            items={[
              {
                title: t('kitchen.mezze'),
                text: t('kitchen.mezzeText'),
                image: '/media/gallery/gastronomy-1.jpg',
                meta: t('kitchen.mezzeMeta'),
              },
              {
                title: t('kitchen.sea'),
                text: t('kitchen.seaText'),
                image: '/media/gallery/gastronomy-3.jpg',
                meta: t('kitchen.seaMeta'),
              },
              {
                title: t('kitchen.lobster'),
                text: t('kitchen.lobsterText'),
                image: '/media/gallery/gastronomy-4.jpg',
                meta: times.lobsterClubHours,
              },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="gastronomy-diets" tone="glow">
        <SectionHeading
          id="gastronomy-diets"
          align="center"
          eyebrow={t('diets.eyebrow')}
          title={t('diets.title')}
          intro={t('diets.intro')}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={[
              { title: t('diets.vegetarian'), text: t('diets.vegetarianText') },
              { title: t('diets.children'), text: t('diets.childrenText') },
              { title: t('diets.allergies'), text: t('diets.allergiesText') },
              { title: t('diets.celebrations'), text: t('diets.celebrationsText') },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="gastronomy-rules" tone="raised">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading
            id="gastronomy-rules"
            eyebrow={t('rules.eyebrow')}
            title={t('rules.title')}
          />
          <HouseRules
            locale={locale}
            rules={['childDiscount', 'hotelDiscount', 'groups', 'entranceCloses']}
          />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="gastronomy-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
      />

      <CtaBand
        locale={locale}
        id="gastronomy-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/gastronomy-2.jpg"
      />
    </ContentPage>
  );
}
