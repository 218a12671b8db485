import { getTranslations } from 'next-intl/server';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { href } from '@/lib/i18n/navigation';
import { ButtonLink } from '@/components/content/Buttons';
import { CheckList } from '@/components/content/CheckList';
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
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { Steps } from '@/components/content/Steps';

// The proposal request's event types and offer types (docs/product.md §3), in its order.
const formats = [
  ['galaAwards', '/media/gallery/corporate-4.jpg'],
  ['productLaunch', '/media/gallery/corporate-2.jpg'],
  ['networking', '/media/gallery/venue-3.jpg'],
  ['conference', '/media/gallery/corporate-3.jpg'],
  ['weddings', '/media/gallery/gastronomy-2.jpg'],
  ['concerts', '/media/gallery/show-3.jpg'],
] as const;
const services = [
  'venue',
  'technicalInfrastructure',
  'fineDining',
  'champagnePackage',
  'foodBeverage',
  'residentDj',
  'stagePerformance',
  'sinNightClub',
  'venueDecoration',
  'photoVideo',
  'mappingVideo',
  'specialShows',
  'advertisingSpaces',
] as const;

/** Corporate (/corporate): formats, services, capacities and the way to a proposal. */
export async function CorporatePage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { capacities } = localFacts(locale);
  const t = await getTranslations({ locale, namespace: 'Corporate' });
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: capacities.galaDinner, label: t('facts.gala') },
            { value: capacities.theatre, label: t('facts.theatre') },
            { value: capacities.party, label: t('facts.party') },
            { value: venueFacts.artists, label: t('facts.artists') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'FORMATS', 'SERVICES', 'CTA')}
          imageFor={{ INTRO: '/media/gallery/corporate-1.jpg' }}
          idPrefix="corporate-story"
        />
      </Section>

      <Section labelledBy="corporate-formats" tone="raised">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="corporate-formats"
            eyebrow={t('formats.eyebrow')}
            title={t('formats.title')}
            intro={t('formats.intro')}
          />
          <ButtonLink href={href(locale, '/event-solutions')} variant="outline">
            {t('formats.eventSolutions')}
          </ButtonLink>
        </div>
        <div className="mt-12">
          <ImageCards
            items={formats.map(([key, image]) => ({
              title: t(`formats.${key}`),
              text: t(`formats.${key}Text`),
              image,
            }))}
          />
        </div>
      </Section>

      <Section labelledBy="corporate-services" tone="glow">
        <div className="grid gap-12 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading
            id="corporate-services"
            eyebrow={t('services.eyebrow')}
            title={t('services.title')}
            intro={t('services.intro')}
          />
          <CheckList items={services.map((key) => t(`services.${key}`))} />
        </div>
      </Section>

      <Section labelledBy="corporate-process" tone="raised">
        <SectionHeading
          id="corporate-process"
          eyebrow={t('process.eyebrow')}
          title={t('process.title')}
          intro={t('process.intro')}
        />
        <div className="mt-12">
          <Steps
            steps={[
              { title: t('process.step1'), text: t('process.step1Text') },
              { title: t('process.step2'), text: t('process.step2Text') },
              { title: t('process.step3'), text: t('process.step3Text') },
              { title: t('process.step4'), text: t('process.step4Text') },
            ]}
          />
        </div>
        <div className="mt-10">
          <ButtonLink href={href(locale, '/proposal-request')}>{t('process.start')}</ButtonLink>
        </div>
      </Section>

      <GallerySection
        page={page}
        id="corporate-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
      />

      <CtaBand
        locale={locale}
        id="corporate-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/corporate-4.jpg"
        actions={['proposal', 'contact', 'book']}
      />
    </ContentPage>
  );
}
