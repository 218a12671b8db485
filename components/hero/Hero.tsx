import { getTranslations } from 'next-intl/server';
import { slideStill } from '@/lib/hero/hero';
import type { Locale } from '@/lib/i18n/locales';
import type { Slide } from '@/lib/provider/schemas';
import { env } from '@/lib/env';
import { ButtonLink, ExternalButton } from '@/components/content/Buttons';
import { HeroPicture } from './HeroPicture';
import { HeroStage } from './HeroStage.client';
import type { HeroSlideView } from './types';
import { Brands } from '@/components/i18n/Brands';
import { href } from '@/lib/i18n/navigation';

/**
 * The full-screen hero of the hero layout (min-height 100svh, so nothing shifts). The first
 * slide's still (a video's poster or the image) is server-rendered with priority: it is the LCP
 * image. The slideshow with the videos mounts over it after the first paint.
 */
export async function Hero({
  locale,
  title,
  slides,
  contentId = 'content',
}: {
  locale: Locale;
  title: string;
  slides: Slide[];
  contentId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const first = slides[0];
  const still = slideStill(first);
  const views: HeroSlideView[] = slides.map((slide, index) => ({
    key: `${slide.id}-${index}`,
    type: slide.type,
    src: slide.file.sourceUrl,
    mobileSrc: slide.mobileFile?.sourceUrl || null,
    poster: slide.poster?.sourceUrl || null,
    alt: slide.file.alt ?? slide.title ?? '',
    label: t('slideLabel', { index: index + 1, count: slides.length }),
  }));
  // A lone image needs no slideshow: the server still is the whole hero.
  const animated = slides.length > 1 || first?.type === 'VIDEO';
  return (
    <section
      data-hero
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-brand-950"
    >
      <div className="absolute inset-0">
        {still ? (
          <HeroPicture
            src={still.sourceUrl}
            mobileSrc={first?.type === 'IMAGE' ? first.mobileFile?.sourceUrl : null}
            alt={first?.type === 'IMAGE' ? (still.alt ?? '') : ''}
            priority
          />
        ) : (
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#233277,#050a1c_70%)]" />
        )}
      </div>
      {animated ? (
        <HeroStage
          slides={views}
          labels={{
            region: t('region'),
            carousel: t('carousel'),
            slide: t('slide'),
            sound: t('sound'),
            pause: t('pause'),
          }}
        />
      ) : null}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-[2] bg-gradient-to-t from-brand-950 via-brand-950/35 to-brand-950/40"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 z-[2] bg-gradient-to-r from-brand-950/70 via-transparent to-transparent"
      />
      <div className="pointer-events-none relative z-[3] w-full">
        <div className="container-site pb-28 pt-32 md:pb-32 lg:pt-40">
          <p className="mb-5 text-xs font-bold uppercase tracking-[0.3em] text-gold-400 md:text-sm">
            <Brands>{t('eyebrow')}</Brands>
          </p>
          <h1
            id="hero-title"
            className="max-w-4xl font-display text-5xl leading-[1.04] text-white drop-shadow-lg md:text-7xl 2xl:text-8xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85 md:text-xl">{t('tagline')}</p>
          <div className="pointer-events-auto mt-10 flex w-fit flex-wrap gap-4">
            <ExternalButton
              href={env.NEXT_PUBLIC_BOOKING_URL}
              newTabLabel={common('opensInNewTab')}
            >
              {common('bookNow')}
            </ExternalButton>
            <ButtonLink href={href(locale, '/andy-show')} variant="outline">
              {t('discoverShow')}
            </ButtonLink>
          </div>
        </div>
      </div>
      <a
        href={`#${contentId}`}
        className="absolute bottom-7 left-1/2 z-[3] hidden -translate-x-1/2 flex-col items-center gap-2 text-2xs font-bold uppercase tracking-[0.3em] text-white/70 transition hover:text-gold-300 lg:flex"
      >
        <Brands>{t('scroll')}</Brands>
        <span
          aria-hidden="true"
          className="block h-10 w-px animate-pulse bg-gradient-to-b from-gold-400 to-transparent"
        />
      </a>
    </section>
  );
}
