/**
 * Calendar arithmetic in the venue's zone, whatever the server's or browser's zone
 * (docs/decisions.md).
 */
export const VENUE_TIME_ZONE = 'Europe/Istanbul';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of an instant in the venue's zone. */
export function venueDay(instant: Date | string): string {
  return dayFormatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}

// Europe/Istanbul has kept UTC+03:00 all year since 2016 (no daylight saving time).
const VENUE_OFFSET = '+03:00';

/** The instant of a wall-clock time on a venue day, e.g. ('2026-11-21', '23:00'). */
export function venueInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00${VENUE_OFFSET}`);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Monday and Sunday of the week that contains the day. */
export function weekBounds(day: string): { start: string; end: string } {
  const start = addDays(day, -weekdayIndex(day));
  return { start, end: addDays(start, 6) };
}

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [year = 1970, mon = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, mon - 1 + months, 1));
  return date.toISOString().slice(0, 7);
}

/** Weeks (Monday first) covering a 'YYYY-MM' month; days outside the month are null. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -weekdayIndex(first));
  while (monthOf(day) <= month || weeks.length === 0) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(monthOf(day) === month ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
    if (monthOf(day) > month) break;
  }
  return weeks;
}
