import { getTranslations } from 'next-intl/server';
import { Img } from '@/components/media/Img';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A seating plan picture. On phones it keeps a readable size and scrolls sideways (with a hint),
 * and the full-size file is one tap away, where the browser's own zoom works; from md up it fits
 * the column.
 */
export async function SeatingPlan({
  locale,
  src,
  alt,
  sizes,
}: {
  locale: Locale;
  src: string;
  alt: string;
  sizes: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <figure className="mt-10 rounded-3xl border border-white/10 bg-brand-950 p-3 shadow-2xl shadow-black/50 md:p-5">
      <div
        // Scrollable by keyboard too: a focusable region named by the picture.
        tabIndex={0}
        role="region"
        aria-label={alt}
        className="overflow-x-auto overscroll-x-contain rounded-2xl md:overflow-visible"
      >
        <Img
          src={src}
          alt={alt}
          width={1400}
          height={1000}
          sizes={`(max-width: 767px) 760px, ${sizes}`}
          className="h-auto w-[760px] max-w-none md:w-full md:max-w-full"
        />
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-1 text-sm text-white/65">
        <span className="md:hidden">{t('planScroll')}</span>
        <a
          href={src}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center text-gold-300 underline underline-offset-4 hover:text-gold-200"
        >
          {t('planFullSize')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
