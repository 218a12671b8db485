import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { href } from '@/lib/i18n/navigation';
import { ButtonLink } from '@/components/content/Buttons';
import { ApplySection } from '@/components/content/ApplySection';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { FeatureGrid } from '@/components/content/FeatureGrid';
import { GallerySection } from '@/components/content/GallerySection';
import { ImageCards } from '@/components/content/ImageCards';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';

const departments = [
  ['service', '/media/gallery/gastronomy-2.jpg'],
  ['kitchen', '/media/gallery/gastronomy-3.jpg'],
  ['bar', '/media/gallery/club-3.jpg'],
  ['technical', '/media/gallery/backstage-4.jpg'],
  ['hosts', '/media/gallery/venue-3.jpg'],
  ['artists', '/media/gallery/backstage-1.jpg'],
] as const;

/** Recruitments (/recruitments): the departments we hire for, why join, how to apply. */
export async function RecruitmentsPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { capacities } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'Recruitments' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: capacities.theatre, label: t('facts.guests') },
            { value: venueFacts.artists, label: t('facts.artists') },
            {
              value: `${times.doorsOpen}–${times.clubCloses}`,
              label: t('facts.hours'),
            },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'POSITIONS', 'APPLY')}
          imageFor={{ INTRO: '/media/gallery/corporate-1.jpg' }}
          idPrefix="recruitments-story"
        />
      </Section>

      <Section labelledBy="recruitments-teams" tone="raised">
        <SectionHeading
          id="recruitments-teams"
          eyebrow={t('teams.eyebrow')}
          title={t('teams.title')}
          intro={t('teams.intro')}
        />
        <div className="mt-12">
          <ImageCards
            items={departments.map(([key, image]) => ({
              title: t(`teams.${key}`),
              text: t(`teams.${key}Text`),
              image,
              ...(key === 'artists'
                ? { href: href(locale, '/backstage'), linkLabel: t('teams.casting') }
                : {}),
            }))}
          />
        </div>
      </Section>

      <Section labelledBy="recruitments-why" tone="glow">
        <SectionHeading
          id="recruitments-why"
          align="center"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={[
              { title: t('why.training'), text: t('why.trainingText') },
              { title: t('why.team'), text: t('why.teamText') },
              { title: t('why.seasons'), text: t('why.seasonsText') },
              {
                title: t('why.group'),
                text: t('why.groupText'),
              },
            ]}
          />
        </div>
      </Section>

      <ApplySection locale={locale} namespace="Recruitments" id="recruitments-apply" tone="raised">
        <div className="mt-10">
          <ButtonLink href={href(locale, '/backstage')} variant="ghost">
            {t('apply.artists')}
          </ButtonLink>
        </div>
      </ApplySection>

      <GallerySection
        page={page}
        id="recruitments-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
      />

      <CtaBand
        locale={locale}
        id="recruitments-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        image="/media/gallery/venue-3.jpg"
        actions={['contact', 'book']}
      />
    </ContentPage>
  );
}
