import { getTranslations } from 'next-intl/server';
import { localizeUrl } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import type { Slide } from '@/lib/provider/schemas';
import { site } from '@/lib/site';
import { MediaImage } from '@/components/content/Media';
import { PrefetchLink } from '@/components/layout/PrefetchLink.client';

/** Full-screen hero: the first slide's poster (or image) is the page's LCP image. */
export async function Hero({
  locale,
  title,
  slides,
}: {
  locale: Locale;
  title: string;
  slides: Slide[];
}) {
  const t = await getTranslations({ locale, namespace: 'Hero' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const first = slides[0];
  const still = first ? (first.type === 'VIDEO' ? first.poster : first.file) : null;
  return (
    <section data-hero className="relative isolate flex min-h-[100svh] items-end overflow-hidden">
      {still ? (
        <MediaImage
          file={still}
          fill
          priority
          sizes="100vw"
          alt=""
          className="-z-20 object-cover"
        />
      ) : (
        <div className="absolute inset-0 -z-20 bg-[radial-gradient(ellipse_at_top,#233277,#050a1c_70%)]" />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/40 to-brand-950/30" />
      <div className="container-site pb-20 pt-32 md:pb-28 lg:pt-40">
        <p className="mb-4 text-xs font-bold uppercase tracking-[0.3em] text-gold-400 md:text-sm">
          {t('eyebrow')}
        </p>
        <h1 className="max-w-4xl font-display text-5xl leading-[1.05] text-white md:text-7xl 2xl:text-8xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/80 md:text-xl">{t('tagline')}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <a
            href={site.bookingUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-12 items-center rounded-full bg-gold-500 px-8 font-bold uppercase tracking-wider text-brand-950 shadow-xl shadow-gold-500/25 transition hover:bg-gold-400"
          >
            {common('bookNow')}
            <span className="sr-only"> {common('opensInNewTab')}</span>
          </a>
          <PrefetchLink
            href={localizeUrl(locale, locale === 'tr' ? '/bize-ulasin' : '/contact-us')}
            className="inline-flex min-h-12 items-center rounded-full border border-white/40 px-8 font-semibold uppercase tracking-wider text-white transition hover:border-gold-400 hover:text-gold-300"
          >
            {common('contactUs')}
          </PrefetchLink>
        </div>
      </div>
    </section>
  );
}
