import { Img } from '@/components/media/Img';
import { AppLink as Link } from '@/components/layout/AppLink';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { getFactFill } from '@/lib/provider/settings';
import { houseFigures } from '@/lib/content/facts';
import { formatAtLeast, localFacts } from '@/lib/content/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Page } from '@/lib/provider/schemas';
import { ButtonLink } from '@/components/content/Buttons';
import { FactList } from '@/components/content/FactList';
import { contentByKey } from '@/components/content/ProviderSections';
import { Section } from '@/components/content/Section';
import { SectionHeading } from '@/components/content/SectionHeading';
import { SplitFeature } from '@/components/content/SplitFeature';
import { ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

/** The opening section: the provider's INTRO (editors' words) and the three worlds of the evening. */
export async function HomeIntro({ locale, page }: { locale: Locale; page: Page | null }) {
  const t = await getFactTranslations({ locale, namespace: 'Home' });
  const intro = page ? contentByKey(page.contents, 'INTRO') : undefined;
  const pillars = [
    { key: 'show', href: href(locale, '/andy-show'), image: '/media/gallery/show-1.jpg' },
    {
      key: 'gastronomy',
      href: href(locale, '/gastronomy'),
      image: '/media/gallery/gastronomy-3.jpg',
    },
    { key: 'club', href: href(locale, '/the-sin'), image: '/media/gallery/club-1.jpg' },
  ] as const;
  return (
    <Section labelledBy="home-intro" tone="glow">
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:items-end lg:gap-16">
        <SectionHeading
          id="home-intro"
          eyebrow={intro?.subtitle || t('intro.eyebrow')}
          title={intro?.title || t('intro.title')}
        />
        {intro?.body ? (
          <div
            className="prose-venue md:text-lg"
            dangerouslySetInnerHTML={{ __html: intro.body }}
          />
        ) : (
          <p className="text-lg leading-relaxed text-white/75">{t('intro.text')}</p>
        )}
      </div>
      <ul className="mt-14 grid gap-5 md:mt-20 md:grid-cols-3 md:gap-6">
        {pillars.map((pillar, index) => (
          <li key={pillar.key}>
            <Link
              href={pillar.href}
              className="group relative isolate flex aspect-[4/5] flex-col justify-end overflow-hidden rounded-2xl border border-white/10 p-6 shadow-2xl shadow-black/40 transition hover:border-gold-500/50 md:p-8"
            >
              <Img
                src={pillar.image}
                alt=""
                fill
                sizes="(min-width: 1344px) 430px, (min-width: 768px) 33vw, 100vw"
                className="-z-20 object-cover transition duration-700 group-hover:scale-105"
              />
              <span
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/60 to-transparent"
              />
              <span className="font-display text-5xl text-gold-400/80">0{index + 1}</span>
              <span className="mt-3 text-xs font-bold uppercase tracking-[0.24em] text-gold-300">
                <Brands>{t(`pillars.${pillar.key}.time`)}</Brands>
              </span>
              <span className="mt-2 font-display text-3xl text-white">
                {t(`pillars.${pillar.key}.title`)}
              </span>
              <span className="mt-3 text-white/75">{t(`pillars.${pillar.key}.text`)}</span>
              <span className="mt-5 inline-flex items-center gap-2 text-sm font-bold uppercase tracking-[0.16em] text-gold-300 group-hover:text-gold-200">
                <Brands>{t('pillars.more')}</Brands>
                <ArrowRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export async function HomeShow({ locale }: { locale: Locale }) {
  const t = await getFactTranslations({ locale, namespace: 'Home' });
  const times = (await getFactFill(locale)).values;
  return (
    <Section labelledBy="home-show">
      <SplitFeature
        id="home-show"
        image={{ src: '/media/gallery/show-2.jpg', alt: t('show.imageAlt') }}
        eyebrow={t('show.eyebrow')}
        title={t('show.title')}
        actions={<ButtonLink href={href(locale, '/andy-show')}>{t('show.cta')}</ButtonLink>}
      >
        <p>{t('show.text')}</p>
        <FactList
          className="mt-8"
          columns={2}
          label={t('show.factsLabel')}
          facts={[
            { value: formatAtLeast(locale, houseFigures.artists), label: t('show.artists') },
            { value: times.doorsOpen, label: t('show.doors') },
            { value: times.dinnerHours, label: t('show.dinner') },
            { value: times.showHours, label: t('show.show') },
          ]}
        />
      </SplitFeature>
    </Section>
  );
}

export async function HomeGastronomy({ locale }: { locale: Locale }) {
  const t = await getFactTranslations({ locale, namespace: 'Home' });
  const times = (await getFactFill(locale)).values;
  return (
    <Section labelledBy="home-gastronomy" tone="raised">
      <SplitFeature
        id="home-gastronomy"
        reverse
        image={{ src: '/media/gallery/gastronomy-1.jpg', alt: t('gastronomy.imageAlt') }}
        eyebrow={t('gastronomy.eyebrow')}
        title={t('gastronomy.title')}
        actions={
          <ButtonLink href={href(locale, '/gastronomy')} variant="outline">
            {t('gastronomy.cta')}
          </ButtonLink>
        }
      >
        <p>{t('gastronomy.text')}</p>
        <FactList
          className="mt-8"
          label={t('gastronomy.factsLabel')}
          facts={[
            { value: times.dinnerHours, label: t('gastronomy.dinner') },
            { value: times.lobsterClubHours, label: t('gastronomy.lobster') },
          ]}
        />
      </SplitFeature>
    </Section>
  );
}

/** The club as a full-bleed band over its own picture. */
export async function HomeClub({ locale }: { locale: Locale }) {
  const t = await getFactTranslations({ locale, namespace: 'Home' });
  const times = (await getFactFill(locale)).values;
  return (
    <section aria-labelledby="home-club" className="relative isolate overflow-hidden">
      <Img
        src="/media/gallery/club-3.jpg"
        alt=""
        fill
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950 via-brand-950/85 to-brand-950/30" />
      <div className="container-site py-24 md:py-36">
        <div className="max-w-xl">
          <SectionHeading id="home-club" eyebrow={t('club.eyebrow')} title={t('club.title')} />
          <p className="mt-6 text-lg leading-relaxed text-white/80">{t('club.text')}</p>
          <FactList
            className="mt-8"
            label={t('club.factsLabel')}
            facts={[
              { value: times.clubHours, label: t('club.hours') },
              { value: `${houseFigures.ages.club}+`, label: t('club.age') },
            ]}
          />
          <div className="mt-9">
            <ButtonLink href={href(locale, '/the-sin')}>{t('club.cta')}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

export async function HomeEventSolutions({ locale }: { locale: Locale }) {
  const t = await getFactTranslations({ locale, namespace: 'Home' });
  return (
    <Section labelledBy="home-events" tone="glow">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:gap-20">
        <div>
          <SectionHeading
            id="home-events"
            eyebrow={t('eventSolutions.eyebrow')}
            title={t('eventSolutions.title')}
            intro={t('eventSolutions.text')}
          />
          <div className="mt-9 flex flex-wrap gap-4">
            <ButtonLink href={href(locale, '/event-solutions')}>
              {t('eventSolutions.cta')}
            </ButtonLink>
            <ButtonLink href={href(locale, '/proposal-request')} variant="outline">
              {t('eventSolutions.proposal')}
            </ButtonLink>
          </div>
        </div>
        <div>
          <div className="relative mb-5 aspect-[16/9] overflow-hidden rounded-2xl shadow-2xl shadow-black/50">
            <Img
              src="/media/gallery/corporate-1.jpg"
              alt={t('eventSolutions.imageAlt')}
              fill
              sizes="(min-width: 1344px) 700px, (min-width: 1024px) 55vw, 100vw"
              className="object-cover"
            />
          </div>
          <FactList
            variant="cards"
            label={t('eventSolutions.factsLabel')}
            facts={[
              { value: localFacts(locale).capacities.theatre, label: t('eventSolutions.theatre') },
              { value: localFacts(locale).capacities.party, label: t('eventSolutions.party') },
              { value: localFacts(locale).capacities.galaDinner, label: t('eventSolutions.gala') },
            ]}
          />
        </div>
      </div>
    </Section>
  );
}
