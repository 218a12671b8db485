/** Europe/Istanbul has been UTC+03:00 all year round since 2016. */
export const ISTANBUL_OFFSET = '+03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day ('YYYY-MM-DD') in Istanbul at an instant. */
export function istanbulDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A wall-clock time in Istanbul as ISO 8601 with offset, e.g. 2026-12-31T21:00:00+03:00. */
export function istanbulIso(day: string, time: string): string {
  return `${day}T${time}:00${ISTANBUL_OFFSET}`;
}

/** An instant as Istanbul wall-clock time for a datetime-local input: 2026-12-31T21:00. */
export function istanbulLocal(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + OFFSET_MS).toISOString().slice(0, 16);
}

export function isIsoWithOffset(value: string): boolean {
  return ISO_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));
}

/** True for a real calendar day written as YYYY-MM-DD (rejects 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Start of a calendar day in Istanbul, as an instant. */
export function istanbulDayStart(day: string): Date {
  return new Date(istanbulIso(day, '00:00'));
}

/** An instant as Istanbul wall-clock time with offset, e.g. 2026-11-21T08:04:12+03:00. */
export function toIstanbulIso(instant: Date | string): string {
  const time = new Date(instant).getTime() + OFFSET_MS;
  return `${new Date(time).toISOString().slice(0, 19)}${ISTANBUL_OFFSET}`;
}
