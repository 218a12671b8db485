import { ContentIcon } from '@/components/content/ContentIcons';
import { Brands } from '@/components/i18n/Brands';
import { Img } from '@/components/media/Img';
import type { EventSolutionType } from '@/lib/content/eventSolutions';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import type { Locale } from '@/lib/i18n/locales';

/** One event type of the event solutions page: its pictures, its text and its general information. */
export async function EventSolutionArticle({
  locale,
  type,
  index,
}: {
  locale: Locale;
  type: EventSolutionType;
  index: number;
}) {
  const t = await getFactTranslations({ locale, namespace: 'EventSolutions' });
  const reverse = index % 2 === 1;
  const title = t(`types.${type.key}.title`);
  return (
    <article
      key={type.key}
      id={`type-${type.eventType}`}
      aria-labelledby={`type-${type.eventType}-title`}
      className="grid scroll-mt-28 gap-10 lg:grid-cols-2 lg:items-center lg:gap-16"
    >
      <div className={reverse ? 'lg:order-2' : undefined}>
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-2xl shadow-black/50">
          <Img
            src={type.image}
            alt=""
            fill
            sizes="(min-width: 1344px) 640px, (min-width: 1024px) 50vw, 100vw"
            className="object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-brand-950/70 via-transparent to-transparent" />
          <p
            className="absolute bottom-5 left-6 font-display text-6xl text-white/25"
            aria-hidden="true"
          >
            {String(index + 1).padStart(2, '0')}
          </p>
        </div>
        <ul aria-label={t('galleryOf', { title })} className="mt-3 grid grid-cols-3 gap-3">
          {type.gallery.map((src) => (
            <li key={src} className="relative aspect-[4/3] overflow-hidden rounded-xl">
              <Img
                src={src}
                alt=""
                fill
                sizes="(min-width: 1344px) 210px, (min-width: 1024px) 16vw, 33vw"
                className="object-cover transition duration-500 hover:scale-110"
              />
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3
          id={`type-${type.eventType}-title`}
          className="font-display text-3xl leading-tight text-white md:text-4xl"
        >
          {title}
        </h3>
        <div
          aria-hidden="true"
          className="mt-4 h-px w-16 bg-gradient-to-r from-gold-400 to-transparent"
        />
        <p className="mt-5 text-lg leading-relaxed text-white/80">
          {t(`types.${type.key}.description`)}
        </p>
        <p className="mt-3 leading-relaxed text-white/60">{t(`types.${type.key}.content`)}</p>
        <h4 className="mt-8 text-xs font-bold uppercase tracking-[0.22em] text-gold-400">
          <Brands>{t('generalInfo')}</Brands>
        </h4>
        <ul className="mt-4 space-y-3">
          {type.info.map((info) => (
            <li
              key={info.key}
              className="flex gap-4 rounded-2xl border border-white/10 bg-brand-900/80 p-4"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-gold-500/40 text-gold-300">
                <ContentIcon name={info.icon} />
              </span>
              <div>
                <p className="font-bold text-white">
                  {t(`types.${type.key}.info.${info.key}.title`)}
                </p>
                <p className="mt-0.5 text-white/65">
                  {t(`types.${type.key}.info.${info.key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
