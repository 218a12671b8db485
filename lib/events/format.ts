import { intlLocale } from '@/lib/i18n/locales';
import { VENUE_TIME_ZONE } from './dates';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocale(locale), options);
    formatters.set(key, cached);
  }
  return cached;
}

const NBSP = '\u00a0';

/**
 * A date as Intl writes it, with no line break inside "31 December" (day and month) or Russian
 * "2026 г." (year and its abbreviation): Intl puts plain spaces there (test/copy/typography.ts).
 */
export function formatDateBound(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  return parts
    .map((part, index) => {
      if (part.type !== 'literal') return part.value;
      const [before, after] = [parts[index - 1]?.type, parts[index + 1]?.type];
      const dayMonth =
        (before === 'day' && after === 'month') || (before === 'month' && after === 'day');
      const yearMark = before === 'year' && /^\s*г\.$/.test(part.value);
      return dayMonth || yearMark ? part.value.replace(/\s/g, NBSP) : part.value;
    })
    .join('');
}

const venue = { timeZone: VENUE_TIME_ZONE } as const;
// A calendar day ('YYYY-MM-DD') is not an instant: noon UTC formatted in UTC is that day everywhere.
const calendarDay = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Thursday, 31 December 2026" in the venue's zone. */
export function formatLongDate(locale: string, iso: string): string {
  return formatDateBound(
    formatter(locale, {
      ...venue,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    new Date(iso),
  );
}

/** "Thu, 31 Dec" in the venue's zone (year added when it is not the current one). */
export function formatShortDate(locale: string, iso: string, withYear = false): string {
  return formatDateBound(
    formatter(locale, {
      ...venue,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
    }),
    new Date(iso),
  );
}

/** "21:00" in the venue's zone; the venue and its content use the 24-hour clock in every language. */
export function formatTime(locale: string, iso: string): string {
  return formatter(locale, {
    ...venue,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** "21:00–03:00", or the start alone when there is no end. */
export function formatTimeRange(locale: string, start: string, end?: string | null): string {
  return end
    ? `${formatTime(locale, start)}–${formatTime(locale, end)}`
    : formatTime(locale, start);
}

/** Day number and short month of the venue day, for date badges. */
export function dateBadge(locale: string, iso: string): { day: string; month: string } {
  const parts = formatter(locale, { ...venue, day: 'numeric', month: 'short' }).formatToParts(
    new Date(iso),
  );
  const day = parts.find((part) => part.type === 'day')?.value ?? '';
  const month = (parts.find((part) => part.type === 'month')?.value ?? '').replace(/\.$/, '');
  return { day, month };
}

/** "November 2026" of a 'YYYY-MM' month. */
export function formatMonth(locale: string, month: string): string {
  const text = formatter(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    calendarDay(`${month}-15`),
  );
  // Russian and Turkish give lower-case month names and Russian adds "г.": fine in a sentence, not as a title.
  return capitalise(text.replace(/\s*г\.$/, ''), locale);
}

/** "Saturday, 21 November" of a 'YYYY-MM-DD' calendar day. */
export function formatDay(locale: string, day: string, withYear = false): string {
  return formatDateBound(
    formatter(locale, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    }),
    calendarDay(day),
  );
}

/** "Saturday" of a 'YYYY-MM-DD' calendar day. */
export function formatWeekday(locale: string, day: string): string {
  return capitalise(
    formatter(locale, { timeZone: 'UTC', weekday: 'long' }).format(calendarDay(day)),
    locale,
  );
}

/** "21 November" of a 'YYYY-MM-DD' calendar day. */
export function formatDayMonth(locale: string, day: string): string {
  return formatDateBound(
    formatter(locale, { timeZone: 'UTC', day: 'numeric', month: 'long' }),
    calendarDay(day),
  );
}

/** Monday-first weekday names ('short' for column headers, 'long' for their abbr expansion). */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) =>
    formatter(locale, { timeZone: 'UTC', weekday: width }).format(
      calendarDay(`2024-01-0${index + 1}`),
    ),
  );
}

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}
