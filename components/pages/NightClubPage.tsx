import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { ExtraMenu } from '@/components/content/ExtraMenu';
import { FactList } from '@/components/content/FactList';
import { GallerySection } from '@/components/content/GallerySection';
import { HouseRules } from '@/components/content/HouseRules';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { ClubPrices } from './ClubPage';

const { ages, groups } = venueFacts;

/** /nightClub (also German): a compact club page with the extra pages' menu. */
export async function NightClubPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { club } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'NightClub' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  return (
    <ContentPage
      context={context}
      subtitle={t('subtitle')}
      belowHeader={<ExtraMenu locale={locale} current="/nightClub" />}
    >
      <div className="container-site relative z-10 pt-10">
        <FactList
          label={t('factsLabel')}
          facts={[
            { value: times.clubHours, label: t('facts.hours') },
            { value: `${ages.club}+`, label: t('facts.age') },
            { value: groups.loungeSizes.join(' / '), label: t('facts.lounges') },
            { value: club.entry, label: t('facts.entry') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'TABLES', 'CTA')}
          imageFor={{ INTRO: '/media/gallery/club-2.jpg' }}
          idPrefix="night-club-story"
        />
      </Section>

      <Section labelledBy="night-club-tables" tone="raised">
        <SectionHeading
          id="night-club-tables"
          eyebrow={t('prices.eyebrow')}
          title={t('prices.title')}
          intro={t('prices.intro')}
        />
        <div className="mt-12">
          <ClubPrices locale={locale} id="night-club-tables" namespace="NightClub" />
        </div>
      </Section>

      <Section labelledBy="night-club-door">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading
            id="night-club-door"
            eyebrow={t('door.eyebrow')}
            title={t('door.title')}
          />
          <HouseRules locale={locale} rules={['clubAge', 'bagLimit']} extra={[t('door.dress')]} />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="night-club-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        tone="raised"
      />

      <CtaBand
        locale={locale}
        id="night-club-cta"
        title={t('cta.title')}
        text={t('cta.text')}
        image="/media/gallery/club-1.jpg"
        actions={['book', 'contact']}
      />
    </ContentPage>
  );
}
