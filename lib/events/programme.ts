import { addDays, addMonths, monthOf, venueDay, venueInstant } from './dates';
import { eventsByDay } from './events';

/**
 * The regular evening (docs/product.md §9): doors 19:30, dinner 20:00–21:00, show 21:00–22:30, club
 * 23:00–03:00.
 */
export const NIGHTLY_PROGRAMME = [
  { key: 'doors', start: '19:30', end: null, block: 'show' },
  { key: 'dinner', start: '20:00', end: '21:00', block: 'show' },
  { key: 'show', start: '21:00', end: '22:30', block: 'show' },
  { key: 'club', start: '23:00', end: '03:00', block: 'club' },
] as const;

export type NightlyItem = (typeof NIGHTLY_PROGRAMME)[number];
export type NightlyBlock = NightlyItem['block'];

/** The two parts of the regular evening an event can take the place of. */
const BLOCKS: Record<NightlyBlock, { start: string; end: string; endsNextDay: boolean }> = {
  show: { start: '19:30', end: '22:30', endsNextDay: false },
  club: { start: '23:00', end: '03:00', endsNextDay: true },
};

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

type Timed = { startDate: string; endDate?: string | null };

function overlaps(event: Timed, start: Date, end: Date): boolean {
  const from = new Date(event.startDate).getTime();
  // An event without an end is taken to last an hour.
  const to = event.endDate ? new Date(event.endDate).getTime() : from + 60 * 60 * 1000;
  return from < end.getTime() && to > start.getTime();
}

/**
 * The parts of the regular evening that run on a day: a concert or gala during the show's hours
 * replaces the dinner show, a club night during the club's hours replaces the regular club night.
 */
export function regularEvening(day: string, events: readonly Timed[]): NightlyItem[] {
  const replaced = new Set<NightlyBlock>();
  for (const [block, window] of Object.entries(BLOCKS) as [
    NightlyBlock,
    (typeof BLOCKS)[NightlyBlock],
  ][]) {
    const start = venueInstant(day, window.start);
    const end = venueInstant(window.endsNextDay ? addDays(day, 1) : day, window.end);
    if (events.some((event) => overlaps(event, start, end))) replaced.add(block);
  }
  return NIGHTLY_PROGRAMME.filter((item) => !replaced.has(item.block));
}

export type ProgrammeDay<T> = {
  day: string;
  /** The regular evening's remaining parts; none before today. */
  nightly: NightlyItem[];
  events: T[];
};

/** The venue's programme day by day: the regular evening from today on, plus the events of each day. */
export function programme<T extends Timed & { title: string }>(
  events: readonly T[],
  days: readonly string[],
  now: Date,
  locale = 'en',
): ProgrammeDay<T>[] {
  const today = venueDay(now);
  const byDay = eventsByDay(events, locale);
  return days.map((day) => ({
    day,
    nightly: day >= today ? regularEvening(day, events) : [],
    events: byDay.get(day) ?? [],
  }));
}
