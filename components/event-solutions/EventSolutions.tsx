import { SeatingPlan } from '@/components/content/SeatingPlan';
import { Img } from '@/components/media/Img';
import { Accordion } from '@/components/content/Accordion';
import { ContentIcon } from '@/components/content/ContentIcons';
import type { PageContext } from '@/components/pages/context';
import { ButtonLink } from '@/components/content/Buttons';
import { FactList } from '@/components/content/FactList';
import { gallerySlides, ImageGallery } from '@/components/content/ImageGallery';
import { ContentPage } from '@/components/pages/ContentPage';
import { contentsExcept, ProviderSections } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import {
  downloads,
  eventSolutionTypes,
  infrastructureKeys,
  publicFileSize,
} from '@/lib/content/eventSolutions';
import { capacities, technical } from '@/lib/content/facts';
import { formatNumber, localFacts } from '@/lib/content/format';
import type { Slide } from '@/lib/provider/schemas';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';
import { EventSolutionArticle } from './EventSolutionArticle';
import { EventSolutionDownloads } from './EventSolutionDownloads';
import { href } from '@/lib/i18n/navigation';

const infrastructureIcons = {
  projection: 'projection',
  mapping: 'sparkle',
  effectScreen: 'screen',
  led: 'screen',
  facade: 'stage',
} as const;

/** Images used when the provider has no gallery for the page. */
const fallbackGallery = [
  '/media/gallery/corporate-1.jpg',
  '/media/gallery/venue-1.jpg',
  '/media/gallery/show-2.jpg',
  '/media/gallery/corporate-3.jpg',
  '/media/gallery/club-3.jpg',
  '/media/gallery/venue-3.jpg',
];

/** Event solutions (MICE): event types, infrastructure, capacities, downloads, seating, quote CTA. */
export async function EventSolutions({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const t = await getFactTranslations({ locale, namespace: 'EventSolutions' });
  const files = await Promise.all(
    downloads.map(async (file) => ({ ...file, size: await publicFileSize(file.href) })),
  );
  const providerSlides = page ? gallerySlides(page.sliders) : [];
  // Types, infrastructure and the quote are designed below from static content.
  const editorial = contentsExcept(page?.contents ?? [], 'TYPES', 'INFRASTRUCTURE', 'CTA');
  // The provider's gallery first, topped up with the house's images so the mosaic is full.
  const slides: Slide[] = [
    ...providerSlides,
    ...fallbackGallery.map((src, index) => ({
      id: `mice-${index}`,
      type: 'IMAGE' as const,
      file: { sourceUrl: src, alt: '' },
    })),
  ].slice(0, Math.max(5, providerSlides.length));

  const proposalHref = href(locale, '/proposal-request');
  const local = localFacts(locale);
  const capacityCards = [
    { key: 'theatre', value: capacities.theatre, image: '/media/gallery/venue-1.jpg' },
    { key: 'party', value: capacities.party, image: '/media/gallery/club-2.jpg' },
    { key: 'galaDinner', value: capacities.galaDinner, image: '/media/gallery/corporate-1.jpg' },
  ] as const;

  return (
    <ContentPage context={context}>
      <Section labelledBy="mice-intro" tone="glow">
        <SectionHeading
          id="mice-intro"
          title={t('eyebrow')}
          intro={t('lead', {
            theatre: capacities.theatre,
            party: capacities.party,
            gala: capacities.galaDinner,
            mapping: technical.mappingSquareMetres,
          })}
        />
        <div className="mt-8 flex flex-wrap gap-4">
          <ButtonLink href={proposalHref}>{t('quote.cta')}</ButtonLink>
          <ButtonLink href="#mice-downloads" variant="outline">
            {t('downloads.title')}
          </ButtonLink>
        </div>
        <FactList
          wide
          className="mt-12"
          label={t('figures.title')}
          facts={[
            { value: `${technical.projectionDegrees}°`, label: t('figures.projection') },
            { value: local.technical.mapping, label: t('figures.mapping') },
            {
              value: formatNumber(locale, technical.projectors),
              label: t('figures.projectors'),
              detail: t('figures.projectorsDetail'),
            },
            {
              value: local.technical.effectScreen,
              label: t('figures.effectScreen'),
            },
            {
              value: local.technical.facadeTotalPixels,
              label: t('figures.facade'),
              detail: t('figures.facadeDetail'),
            },
          ]}
        />
        {editorial.length > 0 ? (
          <div className="mt-20">
            <ProviderSections
              contents={editorial}
              images={[{ sourceUrl: '/media/gallery/venue-4.jpg', alt: '' }]}
              idPrefix="mice-section"
            />
          </div>
        ) : null}
      </Section>

      <Section labelledBy="mice-types" tone="raised">
        <SectionHeading id="mice-types" title={t('typesTitle')} intro={t('typesText')} />
        <ul className="mt-10 flex flex-wrap gap-3" aria-label={t('typesTitle')}>
          {eventSolutionTypes.map((type) => (
            <li key={type.key}>
              <a
                href={`#type-${type.eventType}`}
                className="inline-flex min-h-11 items-center rounded-full border border-white/15 px-5 text-sm font-bold text-white/80 transition hover:border-gold-400 hover:text-gold-200"
              >
                {t(`types.${type.key}.title`)}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-16 space-y-24 md:space-y-32">
          {eventSolutionTypes.map((type, index) => (
            <EventSolutionArticle key={type.key} locale={locale} type={type} index={index} />
          ))}
        </div>
      </Section>

      <Section labelledBy="mice-infrastructure">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.15fr]">
          <div>
            <SectionHeading
              id="mice-infrastructure"
              title={t('infrastructure.title')}
              intro={t('infrastructure.text')}
            />
            <div className="relative mt-10 aspect-[16/10] overflow-hidden rounded-3xl shadow-2xl shadow-black/50">
              <Img
                src="/media/gallery/venue-2.jpg"
                alt=""
                fill
                sizes="(min-width: 1024px) 600px, 100vw"
                className="object-cover"
              />
              <div className="absolute inset-0 bg-gradient-to-tr from-brand-950/80 via-transparent to-gold-500/10" />
              <p className="absolute bottom-5 left-6 font-display text-5xl text-gold-gradient md:text-6xl">
                {technical.projectionDegrees}°
              </p>
            </div>
          </div>
          <Accordion
            openFirst
            className="self-start"
            items={infrastructureKeys.map((key) => ({
              id: `infrastructure-${key}`,
              meta: <ContentIcon name={infrastructureIcons[key]} />,
              title: t(`infrastructure.${key}.title`),
              content: <p>{t(`infrastructure.${key}.body`)}</p>,
            }))}
          />
        </div>
      </Section>

      <Section labelledBy="mice-capacities" tone="raised">
        <SectionHeading id="mice-capacities" title={t('capacities.title')} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {capacityCards.map((card) => (
            <li
              key={card.key}
              className="relative isolate flex min-h-72 flex-col-reverse justify-start overflow-hidden rounded-3xl p-7 shadow-2xl shadow-black/50"
            >
              <Img
                src={card.image}
                alt=""
                fill
                sizes="(min-width: 768px) 33vw, 100vw"
                className="-z-20 object-cover"
              />
              <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/70 to-brand-950/10" />
              <p className="mt-2 text-sm font-bold uppercase tracking-[0.18em] text-white/80">
                <Brands>{t(`capacities.${card.key}`)}</Brands>
              </p>
              <p className="font-display text-6xl leading-none text-gold-gradient">
                {formatNumber(locale, card.value)}
                <span className="ml-2 font-sans text-base text-white/60">
                  {t('capacities.guests')}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="mice-seating">
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div>
            <SectionHeading
              id="mice-seating"
              title={t('seating.title')}
              intro={t('seating.text')}
            />
            <SeatingPlan
              locale={locale}
              src="/media/mice-seating-layout.png"
              alt={t('seating.alt')}
              sizes="(min-width: 1344px) 760px, (min-width: 1024px) 58vw, 100vw"
            />
          </div>
          <EventSolutionDownloads locale={locale} files={files} />
        </div>
      </Section>

      <Section labelledBy="mice-gallery" tone="glow">
        <SectionHeading id="mice-gallery" title={t('gallery.title')} />
        <ImageGallery slides={slides} label={t('gallery.title')} className="mt-10" />
      </Section>

      <section
        aria-labelledby="mice-quote"
        className="relative isolate overflow-hidden py-20 md:py-28"
      >
        <Img
          src="/media/gallery/corporate-2.jpg"
          alt=""
          fill
          sizes="100vw"
          className="-z-20 object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/90 to-brand-950/50" />
        <div className="container-site">
          <div className="max-w-2xl">
            <h2
              id="mice-quote"
              className="font-display text-4xl leading-tight text-white md:text-5xl"
            >
              {t('quote.title')}
            </h2>
            <div
              aria-hidden="true"
              className="mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent"
            />
            <p className="mt-6 text-lg leading-relaxed text-white/80">{t('quote.text')}</p>
            <div className="mt-9">
              <ButtonLink href={proposalHref}>
                {t('quote.cta')}
                <ArrowRightIcon />
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>
    </ContentPage>
  );
}
