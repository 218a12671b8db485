import { describe, expect, it } from 'vitest';
import {
  dayRange,
  regularEvening,
  parseScheduleQuery,
  programme,
  SCHEDULE_DAYS,
  scheduleQueryString,
} from './programme';
import { defaultFacts } from '@/lib/site';

const { hours } = defaultFacts;

const now = new Date('2026-11-21T22:30:00Z'); // 01:30 on Sunday 22 Nov in Istanbul

describe(`schedule programme (TZ=${process.env.TZ ?? 'system'})`, () => {
  it('reads the query: view, month within a year from now, days', () => {
    expect(parseScheduleQuery({}, now)).toEqual({ view: 'list', month: '2026-11', days: 14 });
    expect(parseScheduleQuery({ view: 'calendar', month: '2027-02', days: '28' }, now)).toEqual({
      view: 'calendar',
      month: '2027-02',
      days: 28,
    });
    // Past months and months too far ahead fall back to this month.
    expect(parseScheduleQuery({ month: '2026-10' }, now).month).toBe('2026-11');
    expect(parseScheduleQuery({ month: '2028-01' }, now).month).toBe('2026-11');
    expect(parseScheduleQuery({ days: '9999' }, now).days).toBe(120);
    expect(
      scheduleQueryString({ view: 'calendar', month: '2026-11', days: SCHEDULE_DAYS }, now),
    ).toBe('?view=calendar');
    expect(scheduleQueryString({ view: 'list', days: 28 }, now)).toBe('?days=28');
  });

  it('lists days with the nightly show from today (venue day) and the events of each day', () => {
    const days = dayRange('2026-11-21', 3);
    expect(days).toEqual(['2026-11-21', '2026-11-22', '2026-11-23']);
    const events = [
      { title: 'late club', startDate: '2026-11-23T00:30:00+03:00' },
      { title: 'concert', startDate: '2026-11-22T20:00:00+03:00' },
    ];
    const result = programme(events, days, now, hours);
    // The concert takes the show's place on the 22nd, the after-midnight club night the club's.
    expect(result.map((d) => d.nightly.length)).toEqual([0, 0, 4]);
    expect(result.map((d) => d.events.map((e) => e.title))).toEqual([
      [],
      ['concert'],
      ['late club'],
    ]);
  });

  it('lets a concert replace the dinner show and a club night replace the club', () => {
    const keys = (list: { key: string }[]) => list.map((item) => item.key);
    expect(keys(regularEvening('2026-11-24', [], hours))).toEqual([
      'doors',
      'dinner',
      'show',
      'club',
    ]);
    const concert = {
      startDate: '2026-11-24T20:00:00+03:00',
      endDate: '2026-11-24T23:00:00+03:00',
    };
    expect(keys(regularEvening('2026-11-24', [concert], hours))).toEqual(['club']);
    const clubNight = {
      startDate: '2026-11-24T23:00:00+03:00',
      endDate: '2026-11-25T03:00:00+03:00',
    };
    expect(keys(regularEvening('2026-11-24', [clubNight], hours))).toEqual([
      'doors',
      'dinner',
      'show',
    ]);
    // A club night does not touch the next evening; a gala until 03:00 replaces both.
    expect(keys(regularEvening('2026-11-25', [clubNight], hours))).toHaveLength(4);
    const gala = { startDate: '2026-12-31T20:00:00+03:00', endDate: '2027-01-01T03:00:00+03:00' };
    expect(regularEvening('2026-12-31', [gala], hours)).toEqual([]);
    // An after-midnight start still belongs to the previous evening's club hours.
    const late = { startDate: '2026-11-25T00:30:00+03:00' };
    expect(keys(regularEvening('2026-11-24', [late], hours))).toEqual(['doors', 'dinner', 'show']);
  });

  it('follows the venue facts: a club open until 04:00 is replaced by a night starting at 03:30', () => {
    const keys = (list: { key: string }[]) => list.map((item) => item.key);
    const later = { ...hours, club: { opens: '23:30', closes: '04:00' } };
    const night = { startDate: '2026-11-25T03:30:00+03:00' };
    expect(keys(regularEvening('2026-11-24', [night], hours))).toHaveLength(4);
    expect(keys(regularEvening('2026-11-24', [night], later))).toEqual(['doors', 'dinner', 'show']);
    expect(regularEvening('2026-11-24', [], later).at(-1)).toMatchObject({
      start: '23:30',
      end: '04:00',
    });
  });
});
