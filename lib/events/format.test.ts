import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { breakablePairs } from '@/test/copy/typography';
import {
  dateBadge,
  formatDay,
  formatLongDate,
  formatMonth,
  formatShortDate,
  formatTime,
  formatDayMonth,
  formatTimeRange,
  formatWeekday,
  weekdayNames,
} from './format';

// 23:30 in Istanbul on 31 Dec is 20:30 UTC, and already 1 January in Auckland.
const lateGala = '2026-12-31T23:30:00+03:00';
// 01:00 in Istanbul on 1 Jan is still 31 Dec 22:00 UTC.
const afterMidnight = '2027-01-01T01:00:00+03:00';

describe(`event formatting in Europe/Istanbul (TZ=${process.env.TZ ?? 'system'})`, () => {
  it('formats times on the venue clock, 24-hour, whatever the machine zone', () => {
    expect(formatTime('en', lateGala)).toBe('23:30');
    expect(formatTime('tr', afterMidnight)).toBe('01:00');
    expect(formatTime('ru', '2026-12-31T18:00:00Z')).toBe('21:00');
    expect(formatTimeRange('de', '2026-11-21T23:00:00+03:00', '2026-11-22T03:00:00+03:00')).toBe(
      '23:00–03:00',
    );
    expect(formatTimeRange('en', lateGala, null)).toBe('23:30');
  });

  it('formats dates per locale on the venue day', () => {
    expect(formatLongDate('en', lateGala)).toBe('Thursday, 31\u00a0December 2026');
    expect(formatLongDate('en', afterMidnight)).toBe('Friday, 1\u00a0January 2027');
    expect(formatLongDate('tr', lateGala)).toBe('31\u00a0Aralık 2026 Perşembe');
    expect(formatLongDate('ru', lateGala)).toBe('четверг, 31\u00a0декабря 2026\u00a0г.');
    expect(formatLongDate('de', lateGala)).toBe('Donnerstag, 31.\u00a0Dezember 2026');
    expect(formatShortDate('en', afterMidnight)).toBe('Fri 1\u00a0Jan');
    expect(formatShortDate('en', afterMidnight, true)).toBe('Fri, 1\u00a0Jan 2027');
  });

  it('gives date badges of the venue day', () => {
    expect(dateBadge('en', lateGala)).toEqual({ day: '31', month: 'Dec' });
    expect(dateBadge('en', afterMidnight)).toEqual({ day: '1', month: 'Jan' });
    expect(dateBadge('de', afterMidnight)).toEqual({ day: '1', month: 'Jan' });
    expect(dateBadge('ru', lateGala)).toEqual({ day: '31', month: 'дек' });
  });

  it('names calendar days, months and Monday-first weekdays without shifting them', () => {
    expect(formatDay('en', '2026-11-22')).toBe('Sunday 22\u00a0November');
    expect(formatDay('tr', '2026-11-22', true)).toBe('22\u00a0Kasım 2026 Pazar');
    expect(formatMonth('en', '2026-11')).toBe('November 2026');
    expect(formatWeekday('ru', '2026-11-22')).toBe('Воскресенье');
    expect(formatDayMonth('ru', '2026-11-22')).toBe('22\u00a0ноября');
    expect(formatDayMonth('de', '2026-11-22')).toBe('22.\u00a0November');
    expect(formatMonth('ru', '2026-11')).toBe('Ноябрь 2026');
    expect(formatMonth('tr', '2027-01')).toBe('Ocak 2027');
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('de', 'long')[0]).toBe('Montag');
    expect(weekdayNames('tr', 'long')[6]).toBe('Pazar');
  });

  // Intl writes plain spaces inside "31 December" and Russian "2026 г."; the site binds them.
  it('never lets a line break part a day from its month, or a Russian year from «г.»', () => {
    for (const locale of locales) {
      const dates = [
        formatLongDate(locale, lateGala),
        formatShortDate(locale, lateGala, true),
        formatDay(locale, '2026-11-22', true),
        formatDayMonth(locale, '2026-11-22'),
      ];
      for (const date of dates) expect(breakablePairs(date, locale), date).toEqual([]);
    }
    expect(formatShortDate('ru', lateGala, true)).toBe('чт, 31\u00a0дек. 2026\u00a0г.');
  });
});
