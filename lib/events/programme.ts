import { addDays, addMonths, monthOf, venueDay } from './dates';
import { eventsByDay } from './events';

/** The regular evening (SPEC §9): doors 19:30, dinner 20:00–21:00, show 21:00–22:30, club 23:00–03:00. */
export const NIGHTLY_PROGRAMME = [
  { key: 'doors', start: '19:30', end: null },
  { key: 'dinner', start: '20:00', end: '21:00' },
  { key: 'show', start: '21:00', end: '22:30' },
  { key: 'club', start: '23:00', end: '03:00' },
] as const;

export type ProgrammeItemKey = (typeof NIGHTLY_PROGRAMME)[number]['key'];

export const SCHEDULE_DAYS = 14;
export const SCHEDULE_MAX_DAYS = 120;
/** How far ahead the schedule's calendar goes. */
export const SCHEDULE_MONTHS_AHEAD = 12;

export type ScheduleQuery = { view: 'list' | 'calendar'; month?: string; days: number };

export function parseScheduleQuery(
  params: Record<string, string | string[] | undefined>,
  now: Date,
): ScheduleQuery & { month: string } {
  const one = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const current = monthOf(venueDay(now));
  const asked = one('month');
  const month =
    asked &&
    /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) &&
    asked >= current &&
    asked <= addMonths(current, SCHEDULE_MONTHS_AHEAD)
      ? asked
      : current;
  const days = Number.parseInt(one('days') ?? '', 10);
  return {
    view: one('view') === 'calendar' ? 'calendar' : 'list',
    month,
    days: Number.isFinite(days) && days > 0 ? Math.min(days, SCHEDULE_MAX_DAYS) : SCHEDULE_DAYS,
  };
}

export function scheduleQueryString(query: Partial<ScheduleQuery>, now: Date): string {
  const params = new URLSearchParams();
  if (query.view === 'calendar') params.set('view', 'calendar');
  if (query.month && query.month !== monthOf(venueDay(now))) params.set('month', query.month);
  if (query.days && query.days !== SCHEDULE_DAYS) params.set('days', String(query.days));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Consecutive calendar days from a day. */
export function dayRange(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(from, index));
}

export type ProgrammeDay<T> = {
  day: string;
  /** The regular evening runs on every day from today on. */
  nightly: boolean;
  events: T[];
};

/** The venue's programme day by day: the nightly show from today on, plus the events of each day. */
export function programme<T extends { startDate: string; endDate?: string | null }>(
  events: readonly T[],
  days: readonly string[],
  now: Date,
): ProgrammeDay<T>[] {
  const today = venueDay(now);
  const byDay = eventsByDay(events);
  return days.map((day) => ({ day, nightly: day >= today, events: byDay.get(day) ?? [] }));
}
