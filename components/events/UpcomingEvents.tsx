import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import { isUpcoming, sortEvents } from '@/lib/events/events';
import { eventsListPath } from '@/lib/events/paths';
import type { Locale } from '@/lib/i18n/locales';
import { getEvents } from '@/lib/provider/events';
import { EventCard } from './EventCard';
import { ScrollRow } from './ScrollRow.client';
import { ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';

const SLIDER_SIZE = 8;

/**
 * The home page's upcoming events. A CSS scroll-snap row with two buttons instead of Swiper:
 * the cards are server-rendered, swiping is native, and the client part is a few hundred bytes.
 */
export async function UpcomingEvents({ locale }: { locale: Locale }) {
  const now = new Date();
  const { data } = await getEvents(locale, 'ONLY_UPCOMING');
  const events = sortEvents(
    data.filter((event) => isUpcoming(event, now)),
    'date',
    'asc',
    locale,
  ).slice(0, SLIDER_SIZE);
  if (events.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Events' });
  return (
    <section
      aria-labelledby="upcoming-events-title"
      className="relative overflow-hidden border-b border-white/5 bg-gradient-to-b from-brand-950 via-brand-900/60 to-brand-950 py-16 md:py-24"
    >
      <div className="container-site">
        <ScrollRow
          label={t('sliderTitle')}
          previousLabel={t('previous')}
          nextLabel={t('next')}
          heading={
            <div className="max-w-2xl">
              <p className="mb-3 text-xs font-bold uppercase tracking-[0.3em] text-gold-400">
                <Brands>{t('sliderEyebrow')}</Brands>
              </p>
              <h2
                id="upcoming-events-title"
                className="font-display text-4xl leading-tight text-white md:text-5xl"
              >
                {t('sliderTitle')}
              </h2>
              <p className="mt-4 text-white/70">{t('sliderText')}</p>
            </div>
          }
          action={
            <Link
              href={eventsListPath(locale)}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold-500/70 px-6 text-sm font-bold uppercase tracking-wider text-gold-300 transition hover:bg-gold-500 hover:text-brand-950"
            >
              <Brands>{t('allEvents')}</Brands>
              <ArrowRightIcon />
            </Link>
          }
        >
          {events.map((event) => (
            <li
              key={event.id}
              className="w-[82%] shrink-0 snap-start md:w-[46%] lg:w-[31.5%] 2xl:w-[23.5%]"
            >
              <EventCard
                locale={locale}
                event={event}
                now={now}
                sizes="(min-width: 1408px) 25vw, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 85vw"
              />
            </li>
          ))}
        </ScrollRow>
      </div>
    </section>
  );
}
