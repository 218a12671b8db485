import { getTranslations } from 'next-intl/server';
import { formatLongDate, formatTimeRange } from '@/lib/events/format';
import { icsPath } from '@/lib/events/paths';
import type { Locale } from '@/lib/i18n/locales';
import type { EventDetail, EventSession } from '@/lib/provider/schemas';
import { Brands } from '@/components/i18n/Brands';
import { CalendarPlusIcon, ClockIcon, TicketIcon } from './EventIcons';

/** The event page's upcoming sessions, each with its tickets and its calendar file. */
export async function EventSessions({
  locale,
  event,
  sessions,
}: {
  locale: Locale;
  event: Pick<EventDetail, 'slug' | 'comingSoon'>;
  sessions: EventSession[];
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  return (
    <section aria-labelledby="event-sessions">
      <h2 id="event-sessions" className="mb-6 font-display text-3xl text-white md:text-4xl">
        {t('sessions')}
      </h2>
      {sessions.length ? (
        <ul data-testid="event-sessions" className="space-y-3">
          {sessions.map((session) => {
            const sessionDate = formatLongDate(locale, session.startDate);
            return (
              <li
                key={session.id}
                className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-brand-900/60 p-5 md:flex-row md:items-center"
              >
                <div className="flex-1">
                  <p className="font-bold text-white">
                    <time dateTime={session.startDate}>{sessionDate}</time>
                  </p>
                  <p className="mt-1 flex items-center gap-2 text-sm text-white/65">
                    <ClockIcon width={15} height={15} className="text-gold-400" />
                    {formatTimeRange(locale, session.startDate, session.endDate)}
                    {session.status === 'TENTATIVE' ? (
                      <span className="ml-2 rounded-full border border-gold-400/60 px-2 py-0.5 text-2xs font-bold uppercase tracking-wider text-gold-300">
                        <Brands>{t('tentative')}</Brands>
                      </span>
                    ) : null}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {session.ticketUrl && !event.comingSoon ? (
                    <a
                      href={session.ticketUrl}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex min-h-11 items-center gap-2 rounded-full bg-gold-500 px-5 text-sm font-bold uppercase tracking-wider text-brand-950 transition hover:bg-gold-400"
                    >
                      <TicketIcon width={16} height={16} />
                      <span aria-hidden="true">
                        <Brands>{t('tickets')}</Brands>
                      </span>
                      <span className="sr-only">
                        {t('sessionTickets', { date: sessionDate })} {common('opensInNewTab')}
                      </span>
                    </a>
                  ) : null}
                  <a
                    href={icsPath(locale, event.slug, session.id)}
                    download
                    className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-5 text-sm font-bold text-white transition hover:border-gold-400 hover:text-gold-300"
                  >
                    <CalendarPlusIcon width={16} height={16} />
                    <span aria-hidden="true">{t('addToCalendar')}</span>
                    <span className="sr-only">
                      {t('addSessionToCalendar', { date: sessionDate })}
                    </span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="rounded-2xl border border-white/10 bg-brand-900/40 px-5 py-4 text-white/70">
          {t('noSessions')}
        </p>
      )}
    </section>
  );
}
