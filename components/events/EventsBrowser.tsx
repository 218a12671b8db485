import { AppLink as Link } from '@/components/layout/AppLink';
import { getTranslations } from 'next-intl/server';
import { addMonths, venueDay } from '@/lib/events/dates';
import {
  calendarMonth,
  eventListing,
  eventQueryString,
  eventsByDay,
  isUpcoming,
  matchesDateFilter,
  PAGE_SIZE,
  type EventQuery,
} from '@/lib/events/events';
import { formatDay, formatMonth, formatTime } from '@/lib/events/format';
import type { Locale } from '@/lib/i18n/locales';
import type { EventSummary } from '@/lib/provider/schemas';
import { EventCard } from './EventCard';
import { EventsToolbar } from './EventsToolbar';
import { MonthCalendar, type CalendarEntry } from './MonthCalendar';
import { NoEvents } from './NoEvents';
import { Brands } from '@/components/i18n/Brands';
import { eventHref } from '@/lib/i18n/navigation';

/** How far the calendar pages from today, so crawlers meet an end. */
const CALENDAR_RANGE_MONTHS = 24;

/** The events page below its header: toolbar, then the list (upcoming, past) or the month calendar. */
export async function EventsBrowser({
  locale,
  events,
  query,
  now,
  basePath,
}: {
  locale: Locale;
  events: EventSummary[];
  query: EventQuery;
  now: Date;
  basePath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const href = (patch: Partial<EventQuery>) =>
    `${basePath}${eventQueryString({ ...query, ...patch })}`;
  const labels = {
    controlsLabel: t('controlsLabel'),
    view: t('view'),
    listView: t('listView'),
    calendarView: t('calendarView'),
    dateFilter: t('dateFilter'),
    today: t('today'),
    tomorrow: t('tomorrow'),
    thisWeek: t('thisWeek'),
    clear: t('clear'),
    sortBy: t('sortBy'),
    sortDate: t('sortDate'),
    sortTitle: t('sortTitle'),
    order: t('order'),
    ascending: t('ascending'),
    descending: t('descending'),
  };
  const clearHref = query.filter ? href({ filter: undefined, show: undefined }) : undefined;

  return (
    <div className="space-y-10 md:space-y-14">
      <EventsToolbar query={query} href={href} labels={labels} />
      {query.view === 'calendar' ? (
        <EventsCalendar locale={locale} events={events} query={query} now={now} href={href} />
      ) : (
        <EventsLists
          locale={locale}
          events={events}
          query={query}
          now={now}
          href={href}
          clearHref={clearHref}
        />
      )}
    </div>
  );
}

async function EventsLists({
  locale,
  events,
  query,
  now,
  href,
  clearHref,
}: {
  locale: Locale;
  events: EventSummary[];
  query: EventQuery;
  now: Date;
  href: (patch: Partial<EventQuery>) => string;
  clearHref?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const listing = eventListing(events, query, now, locale);
  if (listing.upcomingTotal + listing.pastTotal === 0) {
    return (
      <NoEvents
        title={t('noEventsTitle')}
        text={query.filter ? t('noEventsText') : t('noUpcomingText')}
        clear={clearHref ? { href: clearHref, label: t('clearFilter') } : undefined}
      />
    );
  }
  const sections = [
    {
      id: 'upcoming',
      title: t('upcoming'),
      items: listing.upcoming,
      total: listing.upcomingTotal,
      more: { show: query.show + PAGE_SIZE },
      moreLabel: t('showMoreUpcoming'),
    },
    {
      id: 'past',
      title: t('past'),
      items: listing.past,
      total: listing.pastTotal,
      more: { showPast: query.showPast + PAGE_SIZE },
      moreLabel: t('showMorePast'),
    },
  ];
  return (
    <>
      {sections.map((section) =>
        section.id === 'past' && section.total === 0 ? null : (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-28"
          >
            <div className="mb-6 flex items-end justify-between gap-4 border-b border-white/10 pb-4">
              <h2
                id={`${section.id}-title`}
                className="font-display text-3xl text-white md:text-4xl"
              >
                {section.title}
              </h2>
              {section.total ? (
                <p className="shrink-0 whitespace-nowrap text-sm text-white/60">
                  {t('shownCount', { shown: section.items.length, total: section.total })}
                </p>
              ) : null}
            </div>
            {section.items.length ? (
              <ul
                data-testid={`${section.id}-events`}
                className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              >
                {section.items.map((event) => (
                  <li key={event.id}>
                    <EventCard locale={locale} event={event} now={now} />
                  </li>
                ))}
              </ul>
            ) : (
              <NoEvents
                title={t('noEventsTitle')}
                text={query.filter ? t('noEventsText') : t('noUpcomingText')}
                clear={clearHref ? { href: clearHref, label: t('clearFilter') } : undefined}
              />
            )}
            {section.items.length < section.total ? (
              <div className="mt-8 flex justify-center">
                <Link
                  href={href(section.more)}
                  scroll={false}
                  prefetch={false}
                  rel="nofollow"
                  className="inline-flex min-h-12 items-center gap-2 rounded-full border border-gold-500/70 px-8 font-bold uppercase tracking-wider text-gold-300 transition hover:bg-gold-500 hover:text-brand-950"
                >
                  <span aria-hidden="true">
                    <Brands>{t('showMore')}</Brands>
                  </span>
                  <span className="sr-only">{section.moreLabel}</span>
                </Link>
              </div>
            ) : null}
          </section>
        ),
      )}
    </>
  );
}

async function EventsCalendar({
  locale,
  events,
  query,
  now,
  href,
}: {
  locale: Locale;
  events: EventSummary[];
  query: EventQuery;
  now: Date;
  href: (patch: Partial<EventQuery>) => string;
}) {
  const t = await getTranslations({ locale, namespace: 'Events' });
  const today = venueDay(now);
  const current = today.slice(0, 7);
  const month = calendarMonth(query, now);
  const shown = events.filter((event) => matchesDateFilter(event, query.filter, now));
  const entries = new Map<string, CalendarEntry[]>();
  for (const [day, list] of eventsByDay(shown, locale)) {
    if (day.slice(0, 7) !== month) continue;
    entries.set(
      day,
      list.map((event) => ({
        key: String(event.id),
        title: event.title,
        time: formatTime(locale, event.startDate),
        href: eventHref(locale, event.slug),
        tone: !isUpcoming(event, now)
          ? 'past'
          : event.status === 'TENTATIVE'
            ? 'tentative'
            : 'event',
        // Past wins: a past event is no longer "to be confirmed".
        note: event.status === 'TENTATIVE' && isUpcoming(event, now) ? t('tentative') : undefined,
      })),
    );
  }
  const previousMonth = addMonths(month, -1);
  const nextMonth = addMonths(month, 1);
  const inRange = (m: string) =>
    m >= addMonths(current, -CALENDAR_RANGE_MONTHS) &&
    m <= addMonths(current, CALENDAR_RANGE_MONTHS);
  const monthName = formatMonth(locale, month);
  return (
    <MonthCalendar
      locale={locale}
      month={month}
      today={today}
      entries={entries}
      labels={{
        caption: t('calendarCaption', { month: monthName }),
        agenda: t('monthAgenda', { month: monthName }),
        empty: t('noEventsInMonth'),
        today: t('todayMarker'),
        dayLink: (day, count) => t('eventsOnDay', { count, day: formatDay(locale, day) }),
      }}
      previous={
        inRange(previousMonth)
          ? { href: href({ month: previousMonth }), label: t('previousMonth') }
          : null
      }
      next={inRange(nextMonth) ? { href: href({ month: nextMonth }), label: t('nextMonth') } : null}
    />
  );
}
