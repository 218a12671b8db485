import { AppLink as Link } from '@/components/layout/AppLink';
import { monthGrid } from '@/lib/events/dates';
import { formatDay, formatMonth, weekdayNames } from '@/lib/events/format';
import type { Locale } from '@/lib/i18n/locales';
import { ChevronLeftIcon, ChevronRightIcon } from './EventIcons';
import { Brands } from '@/components/i18n/Brands';
import { InEnglish } from '@/components/i18n/InEnglish';

export type CalendarEntry = {
  key: string;
  title: string;
  time: string;
  href: string;
  /** Set when the title is in another language than the page (German schedule, English event). */
  lang?: string;
  tone: 'event' | 'tentative' | 'past';
  note?: string;
};

type MonthLink = { href: string; label: string } | null;

const toneClass: Record<CalendarEntry['tone'], string> = {
  event: 'border-gold-500 bg-gold-500/15 text-white hover:bg-gold-500/25',
  tentative: 'border-dashed border-gold-400/70 bg-brand-800 text-gold-200 hover:bg-brand-700',
  past: 'border-white/20 bg-white/5 text-white/60 hover:bg-white/10',
};

/**
 * A Monday-first month grid as a table (column headers are the weekdays, the caption names the
 * month), with previous/next month links. Phones get the grid with dots plus a day-by-day agenda.
 */
export function MonthCalendar({
  locale,
  month,
  today,
  entries,
  labels,
  previous,
  next,
  regular,
}: {
  locale: Locale;
  month: string;
  today: string;
  entries: Map<string, CalendarEntry[]>;
  labels: {
    caption: string;
    agenda: string;
    empty: string;
    today: string;
    /** Said after a title in English on a German page (“(auf Englisch)”): the schedule's. */
    inEnglish?: string;
    dayLink: (day: string, count: number) => string;
  };
  previous: MonthLink;
  next: MonthLink;
  /** The regular evening (schedule): a legend, and each day's remaining parts in its cell. */
  regular?: { legend: string; forDay: (day: string) => string | null };
}) {
  const weeks = monthGrid(month);
  const short = weekdayNames(locale, 'short');
  const long = weekdayNames(locale, 'long');
  const monthName = formatMonth(locale, month);
  const headingId = `calendar-${month}`;
  const daysWithEntries = weeks
    .flat()
    .filter((day): day is string => Boolean(day && entries.get(day)?.length));
  const navClass =
    'tap-target flex size-11 items-center justify-center rounded-full border border-white/15 text-white transition hover:border-gold-400 hover:text-gold-300';

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        {previous ? (
          <Link
            href={previous.href}
            scroll={false}
            prefetch={false}
            className={navClass}
            rel="nofollow"
          >
            <ChevronLeftIcon />
            <span className="sr-only">{previous.label}</span>
          </Link>
        ) : (
          <span className="size-11" />
        )}
        <h2 id={headingId} className="font-display text-2xl text-white md:text-3xl">
          {monthName}
        </h2>
        {next ? (
          <Link
            href={next.href}
            scroll={false}
            prefetch={false}
            className={navClass}
            rel="nofollow"
          >
            <ChevronRightIcon />
            <span className="sr-only">{next.label}</span>
          </Link>
        ) : (
          <span className="size-11" />
        )}
      </div>
      {regular ? (
        <p className="text-center text-sm text-white/60 md:hidden">{regular.legend}</p>
      ) : null}
      <div className="overflow-hidden rounded-2xl border border-white/10 bg-brand-900/50">
        <table className="w-full table-fixed border-collapse">
          <caption className="sr-only">{labels.caption}</caption>
          <thead>
            <tr>
              {short.map((name, index) => (
                <th
                  key={name}
                  scope="col"
                  abbr={long[index]}
                  className="border-b border-white/10 py-3 text-center text-2xs font-bold uppercase tracking-[0.14em] text-gold-400"
                >
                  <span aria-hidden="true">
                    <Brands>{name}</Brands>
                  </span>
                  <span className="sr-only">{long[index]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, row) => (
              <tr key={row}>
                {week.map((day, column) => {
                  if (!day) {
                    return (
                      <td
                        key={`empty-${column}`}
                        className="border border-white/5 bg-brand-950/40"
                      />
                    );
                  }
                  const list = entries.get(day) ?? [];
                  const isToday = day === today;
                  const number = Number(day.slice(8));
                  return (
                    <td
                      key={day}
                      data-day={day}
                      aria-current={isToday ? 'date' : undefined}
                      className={`relative h-16 border border-white/5 p-1 align-top md:h-32 md:p-2 ${isToday ? 'bg-gold-500/10' : ''}`}
                    >
                      <div className="flex items-center justify-between">
                        {list.length ? (
                          <>
                            {/* Phones: the day jumps to its agenda entry; wider screens list the events in the cell. */}
                            <a
                              href={`#agenda-${day}`}
                              // The whole day cell is the link's hit area (docs/product.md §2 "Thumbs").
                              className="flex size-8 items-center justify-center rounded-full font-bold text-white after:absolute after:inset-0 after:content-[''] hover:bg-white/10 md:hidden"
                            >
                              <span aria-hidden="true">{number}</span>
                              <span className="sr-only">{labels.dayLink(day, list.length)}</span>
                            </a>
                            <span className="hidden size-7 items-center justify-center font-bold text-white md:flex">
                              {number}
                            </span>
                          </>
                        ) : (
                          <span
                            className={`flex size-8 items-center justify-center text-sm md:size-7 ${day < today ? 'text-white/55' : 'text-white/80'}`}
                          >
                            {number}
                          </span>
                        )}
                        {isToday ? (
                          <span className="hidden rounded-full bg-gold-500 px-2 text-2xs font-bold uppercase tracking-wider text-brand-950 md:inline">
                            <Brands>{labels.today}</Brands>
                          </span>
                        ) : null}
                      </div>
                      {list.length ? (
                        <span
                          aria-hidden="true"
                          className="mt-1 flex justify-center gap-1 md:hidden"
                        >
                          {list.slice(0, 3).map((entry) => (
                            <span
                              key={entry.key}
                              className={`size-1.5 rounded-full ${entry.tone === 'past' ? 'bg-white/40' : 'bg-gold-400'}`}
                            />
                          ))}
                        </span>
                      ) : null}
                      {list.length ? (
                        <ul className="mt-1 hidden space-y-1 md:block">
                          {list.map((entry) => (
                            <li key={entry.key}>
                              <Link
                                href={entry.href}
                                className={`block rounded-md border-l-2 px-2 py-1 text-xs leading-tight transition ${toneClass[entry.tone]}`}
                              >
                                <span className="block font-bold tabular-nums text-gold-300">
                                  {entry.time}
                                </span>
                                <span className="line-clamp-2">
                                  <span lang={entry.lang}>{entry.title}</span>
                                  {entry.lang && labels.inEnglish ? (
                                    <InEnglish label={labels.inEnglish} />
                                  ) : null}
                                </span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      {regular?.forDay(day) ? (
                        <p className="mt-1 hidden text-2xs leading-tight text-white/60 md:block">
                          {regular.forDay(day)}
                        </p>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {daysWithEntries.length === 0 ? (
        <p className="rounded-xl border border-white/10 bg-brand-900/60 px-5 py-4 text-center text-white/70">
          {labels.empty}
        </p>
      ) : (
        <div className="md:hidden">
          <h3 className="mb-3 text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
            <Brands>{labels.agenda}</Brands>
          </h3>
          <ol className="space-y-4">
            {daysWithEntries.map((day) => (
              <li key={day} id={`agenda-${day}`} className="scroll-mt-24">
                <p className="mb-2 text-sm font-bold text-white">
                  {formatDay(locale, day)}
                  {day === today ? (
                    <span className="ml-2 rounded-full bg-gold-500 px-2 py-0.5 text-2xs font-bold uppercase tracking-wider text-brand-950">
                      <Brands>{labels.today}</Brands>
                    </span>
                  ) : null}
                </p>
                <ul className="space-y-2">
                  {(entries.get(day) ?? []).map((entry) => (
                    <li key={entry.key}>
                      <Link
                        href={entry.href}
                        className={`flex min-h-11 items-center gap-3 rounded-lg border-l-2 px-3 py-2 text-sm ${toneClass[entry.tone]}`}
                      >
                        <span className="font-bold tabular-nums text-gold-300">{entry.time}</span>
                        <span>
                          <span lang={entry.lang}>{entry.title}</span>
                          {entry.lang && labels.inEnglish ? (
                            <InEnglish label={labels.inEnglish} />
                          ) : null}
                        </span>
                        {entry.note ? (
                          <span className="ml-auto text-xs text-white/60">{entry.note}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
