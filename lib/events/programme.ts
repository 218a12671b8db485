import { addDays, addMonths, monthOf, venueDay, venueInstant } from './dates';
import type { EveningHours } from '@/lib/site';
import { eventsByDay } from './events';

export type NightlyBlock = 'show' | 'club';
export type NightlyItem = {
  key: 'doors' | 'dinner' | 'show' | 'club';
  start: string;
  end: string | null;
  block: NightlyBlock;
};

/** The regular evening (docs/product.md §9) of the venue facts: doors, dinner, show, club. */
export function nightlyProgramme(hours: EveningHours): NightlyItem[] {
  return [
    { key: 'doors', start: hours.doors, end: null, block: 'show' },
    { key: 'dinner', start: hours.dinner.opens, end: hours.dinner.closes, block: 'show' },
    { key: 'show', start: hours.show.opens, end: hours.show.closes, block: 'show' },
    { key: 'club', start: hours.club.opens, end: hours.club.closes, block: 'club' },
  ];
}

/** The two parts of the regular evening an event can take the place of: doors to the show's end, the club. */
function blocks(hours: EveningHours): Record<NightlyBlock, { start: string; end: string }> {
  return {
    show: { start: hours.doors, end: hours.show.closes },
    club: { start: hours.club.opens, end: hours.club.closes },
  };
}

/** The instant of a venue time on an evening: a time before the evening's start (or 24:00) is the next day. */
function instantAfter(day: string, time: string, start: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const nextDay = time <= start || hours >= 24;
  const clock = `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return venueInstant(nextDay ? addDays(day, 1) : day, clock);
}

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
export function regularEvening(
  day: string,
  events: readonly Timed[],
  hours: EveningHours,
): NightlyItem[] {
  const replaced = new Set<NightlyBlock>();
  for (const [block, window] of Object.entries(blocks(hours)) as [
    NightlyBlock,
    { start: string; end: string },
  ][]) {
    const start = venueInstant(day, window.start);
    const end = instantAfter(day, window.end, window.start);
    if (events.some((event) => overlaps(event, start, end))) replaced.add(block);
  }
  return nightlyProgramme(hours).filter((item) => !replaced.has(item.block));
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
  hours: EveningHours,
  locale = 'en',
): ProgrammeDay<T>[] {
  const today = venueDay(now);
  const byDay = eventsByDay(events, locale);
  return days.map((day) => ({
    day,
    nightly: day >= today ? regularEvening(day, events, hours) : [],
    events: byDay.get(day) ?? [],
  }));
}
