import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import { href } from '@/lib/i18n/navigation';
import { getSiteFacts } from '@/lib/provider/settings';
import { addressLines, site } from '@/lib/site';
import { ButtonLink, ExternalButton } from '@/components/content/Buttons';
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
import { SpecTable } from '@/components/content/SpecTable';
import { SplitFeature } from '@/components/content/SplitFeature';

/** The venue (/venue): spaces, capacities, technical data, location. */
export async function VenuePage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { capacities, technical } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'Venue' });
  const times = (await getFactFill(locale)).values;
  const common = await getFactTranslations({ locale, namespace: 'Common' });
  const facts = await getSiteFacts(locale);
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
        <FactList
          label={t('capacities.title')}
          facts={[
            { value: capacities.theatre, label: t('capacities.theatre') },
            { value: capacities.party, label: t('capacities.party') },
            { value: capacities.galaDinner, label: t('capacities.gala') },
            { value: `${venueFacts.technical.projectionDegrees}°`, label: t('facts.projection') },
            { value: technical.led, label: t('facts.led') },
          ]}
        />
      </div>

      <Section label={t('storyLabel')}>
        <ProviderSections
          contents={contentsExcept(contents, 'CAPACITIES', 'TECHNICAL', 'CTA')}
          imageFor={{ INTRO: '/media/gallery/venue-2.jpg' }}
          idPrefix="venue-story"
        />
      </Section>

      <Section labelledBy="venue-spaces" tone="raised">
        <SectionHeading
          id="venue-spaces"
          eyebrow={t('spaces.eyebrow')}
          title={t('spaces.title')}
          intro={t('spaces.intro')}
        />
        <div className="mt-12">
          <ImageCards
            columns={4}
            items={[
              {
                title: t('spaces.theatre'),
                text: t('spaces.theatreText'),
                image: '/media/gallery/venue-2.jpg',
                meta: capacities.theatre,
                href: href(locale, '/andy-show'),
                linkLabel: t('spaces.more'),
              },
              {
                title: t('spaces.club'),
                text: t('spaces.clubText'),
                image: '/media/gallery/club-1.jpg',
                meta: times.clubHours,
                href: href(locale, '/the-sin'),
                linkLabel: t('spaces.more'),
              },
              {
                title: t('spaces.terrace'),
                text: t('spaces.terraceText'),
                image: '/media/gallery/venue-4.jpg',
                meta: times.lobsterClubHours,
                href: href(locale, '/gastronomy'),
                linkLabel: t('spaces.more'),
              },
              {
                title: t('spaces.foyer'),
                text: t('spaces.foyerText'),
                image: '/media/gallery/venue-3.jpg',
                meta: times.doorsOpen,
              },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="venue-technical" tone="glow">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-20">
          <div>
            <SectionHeading
              id="venue-technical"
              eyebrow={t('technical.eyebrow')}
              title={t('technical.title')}
              intro={t('technical.intro')}
            />
            <div className="mt-9 flex flex-wrap gap-4">
              <ButtonLink href={href(locale, '/event-solutions')}>
                {t('technical.eventSolutions')}
              </ButtonLink>
            </div>
          </div>
          <SpecTable
            label={t('technical.title')}
            specs={[
              {
                label: t('technical.projection'),
                value: `${venueFacts.technical.projectionDegrees}°`,
              },
              { label: t('technical.mapping'), value: technical.mapping },
              {
                label: t('technical.projectors'),
                value: technical.projectors,
              },
              { label: t('technical.screen'), value: technical.effectScreen },
              { label: t('technical.led'), value: technical.led },
              {
                label: t('technical.facade', { count: venueFacts.technical.facadeScreens }),
                value: technical.facadeScreenPixels,
                detail: t('technical.facadeTotal', { total: technical.facadeTotalPixels }),
              },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="venue-location" tone="raised">
        <SplitFeature
          id="venue-location"
          image={{ src: '/media/gallery/venue-1.jpg', alt: t('location.imageAlt') }}
          eyebrow={t('location.eyebrow')}
          title={t('location.title')}
          actions={
            <>
              <ExternalButton href={facts.mapHref} newTabLabel={common('opensInNewTab')}>
                {t('location.map')}
              </ExternalButton>
              <ButtonLink href={href(locale, '/contact-us')} variant="outline">
                {common('contactUs')}
              </ButtonLink>
            </>
          }
        >
          <p>{t('location.text')}</p>
          <address className="not-italic text-white">
            {site.name}
            {addressLines(facts.address, locale).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </SplitFeature>
      </Section>

      <GallerySection
        page={page}
        id="venue-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
      />

      <CtaBand
        locale={locale}
        id="venue-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/corporate-2.jpg"
        actions={['proposal', 'contact', 'book']}
      />
    </ContentPage>
  );
}
