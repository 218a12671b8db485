import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { ExtraMenu } from '@/components/content/ExtraMenu';
import { FactList } from '@/components/content/FactList';
import { GallerySection } from '@/components/content/GallerySection';
import { HouseRules } from '@/components/content/HouseRules';
import { ImageCards } from '@/components/content/ImageCards';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';

const { ages } = venueFacts;

/** /gastronomyBackUp (also German): a compact gastronomy page with the extra pages' menu. */
export async function GastronomyBackUpPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'GastronomyBackUp' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  return (
    <ContentPage
      context={context}
      subtitle={t('subtitle')}
      belowHeader={<ExtraMenu locale={locale} />}
    >
      <div className="container-site relative z-10 pt-10">
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
          idPrefix="gastronomy-backup-story"
        />
      </Section>

      <Section labelledBy="gastronomy-backup-menu" tone="raised">
        <SectionHeading
          id="gastronomy-backup-menu"
          eyebrow={t('menu.eyebrow')}
          title={t('menu.title')}
          intro={t('menu.intro')}
        />
        <div className="mt-12">
          <ImageCards
            items={[
              {
                title: t('menu.mezze'),
                text: t('menu.mezzeText'),
                image: '/media/gallery/gastronomy-1.jpg',
                meta: times.dinnerHours,
              },
              {
                title: t('menu.sea'),
                text: t('menu.seaText'),
                image: '/media/gallery/gastronomy-3.jpg',
                meta: times.dinnerHours,
              },
              {
                title: t('menu.lobster'),
                text: t('menu.lobsterText'),
                image: '/media/gallery/gastronomy-4.jpg',
                meta: times.lobsterClubHours,
              },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="gastronomy-backup-rules">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading
            id="gastronomy-backup-rules"
            eyebrow={t('rules.eyebrow')}
            title={t('rules.title')}
          />
          <HouseRules locale={locale} rules={['childDiscount', 'hotelDiscount', 'groups']} />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="gastronomy-backup-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        tone="raised"
      />

      <CtaBand
        locale={locale}
        id="gastronomy-backup-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        image="/media/gallery/gastronomy-2.jpg"
        actions={['book', 'contact']}
      />
    </ContentPage>
  );
}
