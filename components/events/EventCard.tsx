import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import { MediaImage } from '@/components/content/Media';
import { venueDay } from '@/lib/events/dates';
import { isUpcoming } from '@/lib/events/events';
import { dateBadge, formatShortDate, formatTime } from '@/lib/events/format';
import type { Locale } from '@/lib/i18n/locales';
import type { EventSummary } from '@/lib/provider/schemas';
import { EventLabels } from './EventLabels';
import { ClockIcon, PinIcon } from './EventIcons';
import { Brands } from '@/components/i18n/Brands';
import { eventHref } from '@/lib/i18n/navigation';

/** An event as a card; the title link covers the whole card and goes to the detail page. */
export async function EventCard({
  locale,
  event,
  now,
  headingLevel = 3,
  sizes = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  className = '',
}: {
  locale: Locale;
  event: EventSummary;
  now: Date;
  headingLevel?: 2 | 3;
  sizes?: string;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const past = !isUpcoming(event, now);
  const badge = dateBadge(locale, event.startDate);
  const otherYear = venueDay(event.startDate).slice(0, 4) !== venueDay(now).slice(0, 4);
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-white/10 bg-brand-900/70 shadow-xl shadow-black/30 transition duration-300 hover:-translate-y-1 hover:border-gold-500/50 hover:shadow-gold-500/10 focus-within:border-gold-400 ${className}`}
    >
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-800">
        {event.image ? (
          <MediaImage
            file={event.image}
            alt=""
            fill
            sizes={sizes}
            className={`object-cover transition duration-500 group-hover:scale-105 ${past ? 'grayscale-[60%]' : ''}`}
          />
        ) : (
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#34489c,#0a1230_70%)]" />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-brand-950/80 via-transparent to-transparent" />
        <p className="absolute left-4 top-4 flex min-w-14 flex-col items-center rounded-xl bg-brand-950/85 px-3 py-2 text-center leading-none shadow-lg backdrop-blur">
          <span className="font-display text-2xl text-gold-300">{badge.day}</span>
          <span className="mt-1 text-2xs font-bold uppercase tracking-[0.18em] text-white/80">
            <Brands>{badge.month}</Brands>
          </span>
        </p>
        <EventLabels
          className="absolute right-4 top-4 justify-end"
          comingSoon={event.comingSoon}
          tentative={event.status === 'TENTATIVE'}
          past={past}
          labels={{ comingSoon: t('comingSoon'), tentative: t('tentative'), past: t('pastEvent') }}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 md:p-6">
        <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-[0.16em] text-gold-400">
          <ClockIcon width={15} height={15} />
          <span>
            {formatShortDate(locale, event.startDate, otherYear)} ·{' '}
            <time dateTime={event.startDate}>{formatTime(locale, event.startDate)}</time>
          </span>
        </p>
        <Heading className="font-display text-xl leading-snug text-white md:text-2xl">
          <Link
            href={eventHref(locale, event.slug)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-gold-400 group-hover:text-gold-200"
          >
            {event.title}
          </Link>
        </Heading>
        {event.summary ? (
          <p className="line-clamp-3 text-sm leading-relaxed text-white/70">{event.summary}</p>
        ) : null}
        {event.location ? (
          <p className="mt-auto flex items-center gap-2 pt-2 text-sm text-white/60">
            <PinIcon width={16} height={16} className="shrink-0 text-gold-500" />
            {event.location}
          </p>
        ) : null}
      </div>
    </article>
  );
}
