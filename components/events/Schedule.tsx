import { AppLink as Link } from '@/components/layout/AppLink';
import { addMonths, venueDay } from '@/lib/events/dates';
import { eventsByDay } from '@/lib/events/events';
import {
  formatDay,
  formatDayMonth,
  formatMonth,
  formatTime,
  formatTimeRange,
  formatWeekday,
} from '@/lib/events/format';
import {
  dayRange,
  programme,
  regularEvening,
  SCHEDULE_DAYS,
  SCHEDULE_MAX_DAYS,
  SCHEDULE_MONTHS_AHEAD,
  scheduleQueryString,
  type ScheduleQuery,
} from '@/lib/events/programme';
import { formatClock } from '@/lib/content/format';
import { getTranslations } from 'next-intl/server';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { href } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { getSiteFacts } from '@/lib/provider/settings';
import { EventLabels } from './EventLabels';
import { ClockIcon, GridIcon, ListIcon, PinIcon } from './EventIcons';
import { Chip } from './EventsToolbar';
import { MonthCalendar, type CalendarEntry } from './MonthCalendar';
import { Brands } from '@/components/i18n/Brands';
import { InEnglish } from '@/components/i18n/InEnglish';

/** One date of the programme: an event, or one session of an event with several dates. */
export type ScheduleEvent = {
  key: string;
  title: string;
  status: string;
  startDate: string;
  endDate?: string | null;
  location: string;
  /** The language of the location when it is not the page's (a place the site cannot name). */
  locationLang?: string;
  comingSoon: boolean;
  href: string;
  /** The language of the title when it is not the page's (German page, English-only event). */
  lang?: string;
};

/** The venue's programme: the regular evening plus the events, as a day list or a month calendar. */
export async function Schedule({
  locale,
  events,
  query,
  now,
  basePath,
}: {
  locale: Locale;
  events: ScheduleEvent[];
  query: ScheduleQuery & { month: string };
  now: Date;
  basePath: string;
}) {
  const t = await getFactTranslations({ locale, namespace: 'Events' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const { hours } = await getSiteFacts(locale);
  const queryHref = (patch: Partial<ScheduleQuery>) =>
    `${basePath}${scheduleQueryString({ ...query, ...patch }, now)}`;
  const today = venueDay(now);
  const current = today.slice(0, 7);
  // German has no show or club page: href links its visitors to the English ones.
  const regularLinks: Partial<Record<string, string>> = {
    show: href(locale, '/andy-show'),
    club: href(locale, '/the-sin'),
  };

  const views = (
    <div
      role="group"
      aria-label={t('scheduleViews')}
      className="flex flex-wrap items-center gap-2 rounded-2xl border border-white/10 bg-brand-900/60 p-4"
    >
      <Chip href={queryHref({ view: 'list', month: undefined })} active={query.view === 'list'}>
        <ListIcon width={16} height={16} />
        {t('listView')}
      </Chip>
      <Chip
        href={queryHref({ view: 'calendar', days: undefined })}
        active={query.view === 'calendar'}
      >
        <GridIcon width={16} height={16} />
        {t('calendarView')}
      </Chip>
    </div>
  );

  if (query.view === 'calendar') {
    const entries = new Map<string, CalendarEntry[]>();
    for (const [day, list] of eventsByDay(events, locale)) {
      if (day.slice(0, 7) !== query.month) continue;
      entries.set(
        day,
        list.map((event) => ({
          key: event.key,
          title: event.title,
          lang: event.lang,
          time: formatTime(locale, event.startDate),
          href: event.href,
          tone: event.status === 'TENTATIVE' ? 'tentative' : 'event',
          note: event.status === 'TENTATIVE' ? t('tentative') : undefined,
        })),
      );
    }
    const regularLabel = (day: string) => {
      if (day < today) return null;
      const blocks = new Set(regularEvening(day, events, hours).map((item) => item.block));
      const parts = [
        blocks.has('show') ? t('regularShow') : null,
        blocks.has('club') ? t('regularClub') : null,
      ].filter(Boolean);
      return parts.length ? parts.join(' · ') : null;
    };
    const previous = addMonths(query.month, -1);
    const next = addMonths(query.month, 1);
    const monthName = formatMonth(locale, query.month);
    return (
      <div className="space-y-8">
        {views}
        <MonthCalendar
          locale={locale}
          month={query.month}
          today={today}
          entries={entries}
          regular={{
            legend: `${t('regularEvening')}: ${t('regularShow')} · ${t('regularClub')}`,
            forDay: regularLabel,
          }}
          labels={{
            caption: t('calendarCaption', { month: monthName }),
            agenda: t('monthAgenda', { month: monthName }),
            empty: t('noEventsInMonth'),
            today: t('todayMarker'),
            inEnglish: common('inEnglish'),
            dayLink: (day, count) => t('eventsOnDay', { count, day: formatDay(locale, day) }),
          }}
          previous={
            previous >= current
              ? { href: queryHref({ month: previous }), label: t('previousMonth') }
              : null
          }
          next={
            next <= addMonths(current, SCHEDULE_MONTHS_AHEAD)
              ? { href: queryHref({ month: next }), label: t('nextMonth') }
              : null
          }
        />
      </div>
    );
  }

  const days = programme(events, dayRange(today, query.days), now, hours, locale);
  return (
    <div className="space-y-8">
      {views}
      <section aria-labelledby="schedule-list-title">
        <h2 id="schedule-list-title" className="mb-6 font-display text-3xl text-white md:text-4xl">
          {t('scheduleTitle')}
        </h2>
        <ol
          data-testid="schedule-days"
          className="divide-y divide-white/10 border-y border-white/10"
        >
          {days.map(({ day, events: dayEvents, nightly }) => (
            <li
              key={day}
              className="grid gap-4 py-6 md:grid-cols-[200px_minmax(0,1fr)] md:gap-8 md:py-8"
            >
              <h3 className="flex flex-wrap items-baseline gap-x-3 gap-y-1 md:flex-col md:gap-1">
                <span className="text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
                  <Brands>{formatWeekday(locale, day)}</Brands>
                </span>
                <span className="font-display text-2xl text-white md:text-3xl">
                  {formatDayMonth(locale, day)}
                </span>
                {day === today ? (
                  <span className="rounded-full bg-gold-500 px-2 py-0.5 text-2xs font-bold uppercase tracking-wider text-brand-950">
                    <Brands>{t('todayMarker')}</Brands>
                  </span>
                ) : null}
              </h3>
              <div className="space-y-3">
                {dayEvents.map((event) => (
                  <article
                    key={event.key}
                    className="relative rounded-2xl border border-gold-500/40 bg-gradient-to-r from-gold-500/15 to-brand-900/60 p-5 transition hover:border-gold-400"
                  >
                    <div className="flex flex-wrap items-center gap-3">
                      <p className="text-2xs font-bold uppercase tracking-[0.2em] text-gold-400">
                        <Brands>{t('specialEvent')}</Brands>
                      </p>
                      <EventLabels
                        comingSoon={event.comingSoon}
                        tentative={event.status === 'TENTATIVE'}
                        labels={{
                          comingSoon: t('comingSoon'),
                          tentative: t('tentative'),
                          past: t('pastEvent'),
                        }}
                      />
                    </div>
                    <h4 className="mt-2 font-display text-xl text-white md:text-2xl">
                      <Link
                        href={event.href}
                        lang={event.lang}
                        className="after:absolute after:inset-0 after:rounded-2xl hover:text-gold-200"
                      >
                        {event.title}
                        {event.lang ? <InEnglish label={common('inEnglish')} /> : null}
                      </Link>
                    </h4>
                    <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-white/70">
                      <span className="flex items-center gap-2">
                        <ClockIcon width={15} height={15} className="text-gold-400" />
                        <time dateTime={event.startDate}>
                          {formatTimeRange(locale, event.startDate, event.endDate)}
                        </time>
                      </span>
                      {event.location ? (
                        <span className="flex items-center gap-2">
                          <PinIcon width={15} height={15} className="text-gold-400" />
                          <span lang={event.locationLang}>{event.location}</span>
                        </span>
                      ) : null}
                    </p>
                  </article>
                ))}
                {nightly.length ? (
                  <div className="rounded-2xl border border-white/10 bg-brand-900/40 px-5 py-4">
                    <p className="mb-2 text-2xs font-bold uppercase tracking-[0.2em] text-white/50">
                      <Brands>{t('regularEvening')}</Brands>
                    </p>
                    <ul className="flex flex-wrap gap-x-6 text-sm md:gap-y-2">
                      {nightly.map((item) => {
                        const link = regularLinks[item.key];
                        const label = t(`nightly.${item.key}`);
                        return (
                          <li
                            key={item.key}
                            className="flex min-h-11 items-center gap-2 md:min-h-0 md:items-baseline"
                          >
                            <span className="font-bold tabular-nums text-gold-300">
                              {item.end
                                ? `${formatClock(locale, item.start)}–${formatClock(locale, item.end)}`
                                : formatClock(locale, item.start)}
                            </span>
                            {link ? (
                              <Link
                                href={link}
                                className="inline-flex min-h-11 items-center text-white/85 underline decoration-white/20 underline-offset-4 hover:text-gold-300 md:inline md:min-h-0"
                              >
                                {label}
                              </Link>
                            ) : (
                              <span className="text-white/85">{label}</span>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        {query.days < SCHEDULE_MAX_DAYS ? (
          <div className="mt-8 flex justify-center">
            <Link
              href={queryHref({ days: Math.min(query.days + SCHEDULE_DAYS, SCHEDULE_MAX_DAYS) })}
              scroll={false}
              prefetch={false}
              rel="nofollow"
              className="inline-flex min-h-12 items-center rounded-full border border-gold-500/70 px-8 font-bold uppercase tracking-wider text-gold-300 transition hover:bg-gold-500 hover:text-brand-950"
            >
              <Brands>{t('showMoreDays', { count: SCHEDULE_DAYS })}</Brands>
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
