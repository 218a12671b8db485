/**
 * The awkward calendar days the date-dependent end-to-end tests also run on (scripts/test-dates.ts):
 * the suite must pass on every day, and these are the days that broke it or could.
 */
import { addDays, venueDay, venueInstant } from '../../lib/events/dates';
import { planEvents } from '../../provider/seed/event-plan';

/** The tag of the tests that depend on the day they run (scripts/test-dates.ts runs only those). */
export const CALENDAR = '@calendar';

export type CalendarDay = {
  label: string;
  /** The instant every process's clock is moved to (noon at the venue: no midnight in the run). */
  at: Date;
  /** A zone with daylight saving time for the servers and the tests, for the day it changes. */
  timeZone?: string;
};

const noon = (day: string) => venueInstant(day, '12:00');

/** The first venue day from `from` on (inclusive) that passes the test. */
function nextDay(from: string, test: (day: string) => boolean): string {
  for (let day = from, n = 0; n < 4 * 366; day = addDays(day, 1), n++) if (test(day)) return day;
  throw new Error(`no such day within four years of ${from}`);
}

/** A day on which the seed puts two events at the same start (a dated event meets a fixed one). */
function seedCollision(day: string): boolean {
  const starts = planEvents(noon(day)).plans.map((plan) => `${plan.day} ${plan.start}`);
  return new Set(starts).size < starts.length;
}

/** Europe's clocks change on the last Sunday of March and of October. */
function europeanClockChange(day: string): boolean {
  const [, month, date] = day.split('-').map(Number);
  const sunday = new Date(`${day}T12:00:00Z`).getUTCDay() === 0;
  return sunday && (month === 3 || month === 10) && date! > 31 - 7;
}

export function awkwardDays(now: Date): CalendarDay[] {
  const tomorrow = addDays(venueDay(now), 1);
  return [
    { label: 'a seeded event meets a fixed-date one', at: noon(nextDay(tomorrow, seedCollision)) },
    { label: '31 December', at: noon(nextDay(tomorrow, (day) => day.endsWith('-12-31'))) },
    { label: '29 February', at: noon(nextDay(tomorrow, (day) => day.endsWith('-02-29'))) },
    {
      label: 'Europe changes its clocks (servers and tests in Europe/Berlin)',
      at: noon(nextDay(tomorrow, europeanClockChange)),
      timeZone: 'Europe/Berlin',
    },
  ];
}
