import { getTranslations } from 'next-intl/server';
import { formatScore, houseFigures } from '@/lib/content/facts';
import type { Locale } from '@/lib/i18n/locales';
import { Brands } from '@/components/i18n/Brands';

const { rating } = houseFigures;

function Stars({ id, score, outOf }: { id: string; score: number; outOf: number }) {
  return (
    <span aria-hidden="true" className="flex gap-1 text-gold-400">
      {Array.from({ length: outOf }, (_, index) => {
        const fill = Math.max(0, Math.min(1, score - index)) * 100;
        return (
          <svg key={index} viewBox="0 0 24 24" width="22" height="22">
            <defs>
              <linearGradient id={`${id}-${index}`}>
                <stop offset={`${fill}%`} stopColor="currentColor" />
                <stop offset={`${fill}%`} stopColor="currentColor" stopOpacity="0.2" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#${id}-${index})`}
              d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
            />
          </svg>
        );
      })}
    </span>
  );
}

/** The venue's rating (4.5 of 5) on its two review sites, as two cards. */
export async function Ratings({
  locale,
  idPrefix = 'rating',
}: {
  locale: Locale;
  idPrefix?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  const score = formatScore(locale, rating.score);
  const sites = [t('ratings.siteA'), t('ratings.siteB')];
  return (
    <ul className="mx-auto grid max-w-4xl gap-5 md:grid-cols-2">
      {sites.map((site, index) => (
        <li
          key={site}
          className="flex flex-col items-center rounded-2xl border border-gold-500/25 bg-brand-950/60 px-6 py-9 text-center shadow-xl shadow-black/30"
        >
          <Stars id={`${idPrefix}-${index}`} score={rating.score} outOf={rating.outOf} />
          <p className="mt-4 font-display text-5xl text-gold-300">
            {t('ratings.score', { score, outOf: rating.outOf })}
          </p>
          <p className="mt-3 text-sm font-bold uppercase tracking-[0.2em] text-white/75">
            <Brands>{t('ratings.on', { site })}</Brands>
          </p>
        </li>
      ))}
    </ul>
  );
}
