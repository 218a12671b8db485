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
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';

/** Backstage & casting (/backstage): life behind the curtain and how performers apply. */
export async function BackstagePage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { capacities } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'Backstage' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: venueFacts.artists, label: t('facts.artists') },
            { value: capacities.theatre, label: t('facts.audience') },
            { value: times.showHours, label: t('facts.show') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'APPLY')}
          imageFor={{
            INTRO: '/media/gallery/backstage-2.jpg',
            CASTING: '/media/gallery/show-2.jpg',
          }}
          idPrefix="backstage-story"
        />
      </Section>

      <Section labelledBy="backstage-disciplines" tone="raised">
        <SectionHeading
          id="backstage-disciplines"
          align="center"
          eyebrow={t('disciplines.eyebrow')}
          title={t('disciplines.title')}
          intro={t('disciplines.intro')}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={[
              { title: t('disciplines.aerial'), text: t('disciplines.aerialText') },
              { title: t('disciplines.acrobats'), text: t('disciplines.acrobatsText') },
              { title: t('disciplines.dancers'), text: t('disciplines.dancersText') },
              { title: t('disciplines.music'), text: t('disciplines.musicText') },
            ]}
          />
        </div>
      </Section>

      <ApplySection locale={locale} namespace="Backstage" id="backstage-apply" tone="glow">
        <p className="mt-10 text-white/70">
          {t('apply.crew')}{' '}
          <ButtonLink href={href(locale, '/recruitments')} variant="ghost">
            {t('apply.crewLink')}
          </ButtonLink>
        </p>
      </ApplySection>

      <GallerySection
        page={page}
        id="backstage-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        tone="raised"
      />

      <CtaBand
        locale={locale}
        id="backstage-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        image="/media/gallery/backstage-3.jpg"
        actions={['contact', 'book']}
      />
    </ContentPage>
  );
}
