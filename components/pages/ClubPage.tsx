import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { venueFacts } from '@/lib/content/facts';
import { localFacts } from '@/lib/content/format';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';
import { ButtonLink } from '@/components/content/Buttons';
import { ContentPage } from '@/components/content/ContentPage';
import type { PageContext } from '@/components/content/contentRoute';
import { CtaBand } from '@/components/content/CtaBand';
import { FactList } from '@/components/content/FactList';
import { FeatureGrid } from '@/components/content/FeatureGrid';
import { GallerySection } from '@/components/content/GallerySection';
import { HouseRules } from '@/components/content/HouseRules';
import {
  contentByKey,
  contentsExcept,
  ProviderSections,
} from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { Brands } from '@/components/i18n/Brands';

const { ages, groups } = venueFacts;

/** Entry, bottle and lounge prices of The Sin as three framed cards. */
export async function ClubPrices({
  locale,
  id,
  namespace = 'Club',
}: {
  locale: Locale;
  id: string;
  /** Both namespaces have the same `prices` keys; NightClub is also German. */
  namespace?: 'Club' | 'NightClub';
}) {
  const t = await getFactTranslations({ locale, namespace });
  const { club } = localFacts(locale);
  const cards = [
    { title: t('prices.entry'), price: club.entry, text: t('prices.entryText') },
    {
      title: t('prices.bottle'),
      price: club.bottle,
      text: t('prices.bottleText', { max: groups.bottleMaxGuests }),
    },
    {
      title: t('prices.lounges'),
      price: club.lounges.join(' · '),
      text: t('prices.loungesText', { sizes: groups.loungeSizes.join(' / ') }),
    },
  ];
  return (
    <ul aria-labelledby={id} className="grid gap-5 md:grid-cols-3">
      {cards.map((card) => (
        <li
          key={card.title}
          className="relative flex flex-col overflow-hidden rounded-2xl border border-gold-500/30 bg-gradient-to-b from-brand-850 to-brand-950 p-7 shadow-2xl shadow-black/40"
        >
          <div
            aria-hidden="true"
            className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-gold-400 to-transparent"
          />
          <h3 className="text-sm font-bold uppercase tracking-[0.2em] text-gold-300">
            <Brands>{card.title}</Brands>
          </h3>
          <p className="mt-4 font-display text-3xl text-white md:text-4xl">{card.price}</p>
          <p className="mt-4 leading-relaxed text-white/70">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The club (/the-sin): the night, the music, tables and lounges, the door policy. */
export async function ClubPage({ context }: { context: PageContext }) {
  const { locale, page } = context;
  const { club } = localFacts(locale);
  const t = await getFactTranslations({ locale, namespace: 'Club' });
  const times = (await getFactFill(locale)).values;
  const contents = page?.contents ?? [];
  const cta = contentByKey(contents, 'CTA');
  return (
    <ContentPage context={context} subtitle={t('subtitle')}>
      <div className="container-site relative z-10 -mt-8 md:-mt-12">
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
          contents={contentsExcept(contents, 'TABLES', 'RULES', 'CTA')}
          imageFor={{ INTRO: '/media/gallery/club-2.jpg', NIGHTS: '/media/gallery/club-4.jpg' }}
          idPrefix="club-story"
        />
      </Section>

      <Section labelledBy="club-night" tone="glow">
        <SectionHeading
          id="club-night"
          align="center"
          eyebrow={t('night.eyebrow')}
          title={t('night.title')}
          intro={t('night.intro')}
        />
        <div className="mt-12">
          <FeatureGrid
            columns={4}
            items={[
              { title: t('night.djs'), text: t('night.djsText') },
              { title: t('night.performers'), text: t('night.performersText') },
              { title: t('night.sound'), text: t('night.soundText') },
              { title: t('night.service'), text: t('night.serviceText') },
            ]}
          />
        </div>
      </Section>

      <Section labelledBy="club-tables" tone="raised">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="club-tables"
            eyebrow={t('prices.eyebrow')}
            title={t('prices.title')}
            intro={t('prices.intro')}
          />
          <ButtonLink href={href(locale, '/our-offers')} variant="outline">
            {t('prices.offers')}
          </ButtonLink>
        </div>
        <div className="mt-12">
          <ClubPrices locale={locale} id="club-tables" />
        </div>
      </Section>

      <Section labelledBy="club-door">
        <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <SectionHeading id="club-door" eyebrow={t('door.eyebrow')} title={t('door.title')} />
          <HouseRules
            locale={locale}
            rules={['clubAge', 'bagLimit']}
            extra={[t('door.dress'), t('door.admission')]}
          />
        </div>
      </Section>

      <GallerySection
        page={page}
        id="club-gallery"
        eyebrow={t('gallery.eyebrow')}
        title={t('gallery.title')}
        tone="raised"
      />

      <CtaBand
        locale={locale}
        id="club-cta"
        title={cta?.title || t('cta.title')}
        html={cta?.body || undefined}
        text={cta?.body ? undefined : t('cta.text')}
        image="/media/gallery/club-1.jpg"
      />
    </ContentPage>
  );
}
