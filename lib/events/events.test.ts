import { describe, expect, it } from 'vitest';
import { addMonths, monthGrid, venueDay, weekBounds } from './dates';
import {
  calendarMonth,
  eventListing,
  eventQueryString,
  eventsByDay,
  eventOrder,
  isShownStatus,
  matchesDateFilter,
  parseEventQuery,
  shownOnly,
  sortEvents,
  splitUpcomingPast,
  uniqueById,
} from './events';

let nextId = 1;
const event = (title: string, startDate: string, status = 'SCHEDULED', endDate?: string) => ({
  id: nextId++,
  title,
  startDate,
  endDate,
  status,
});

describe(`event logic (TZ=${process.env.TZ ?? 'system'})`, () => {
  it('keeps only SCHEDULED and TENTATIVE', () => {
    const list = ['SCHEDULED', 'TENTATIVE', 'CANCELLED', 'POSTPONED', 'DRAFT', ''].map((status) =>
      event(status, '2026-12-01T21:00:00+03:00', status),
    );
    expect(shownOnly(list).map((e) => e.status)).toEqual(['SCHEDULED', 'TENTATIVE']);
    expect(isShownStatus(undefined)).toBe(false);
  });

  it('splits upcoming and past by the end (else the start)', () => {
    const now = new Date('2026-11-21T12:00:00+03:00');
    const running = event(
      'running',
      '2026-11-20T21:00:00+03:00',
      'SCHEDULED',
      '2026-11-21T13:00:00+03:00',
    );
    const done = event(
      'done',
      '2026-11-20T21:00:00+03:00',
      'SCHEDULED',
      '2026-11-21T02:00:00+03:00',
    );
    const later = event('later', '2026-11-22T21:00:00+03:00');
    const noEnd = event('no end', '2026-11-21T11:59:00+03:00');
    const { upcoming, past } = splitUpcomingPast([running, done, later, noEnd], now);
    expect(upcoming.map((e) => e.title)).toEqual(['running', 'later']);
    expect(past.map((e) => e.title)).toEqual(['done', 'no end']);
  });

  it('uses the venue day (Istanbul), not the machine zone', () => {
    // 23:30 in Istanbul is 20:30 UTC the same day, and already the next day in Auckland.
    expect(venueDay('2026-11-21T23:30:00+03:00')).toBe('2026-11-21');
    // 00:30 in Istanbul is still the previous evening in UTC.
    expect(venueDay('2026-11-22T00:30:00+03:00')).toBe('2026-11-22');
    expect(venueDay(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-22');
  });

  it('filters today and tomorrow in the venue zone', () => {
    const now = new Date('2026-11-21T22:00:00Z'); // 01:00 on 22 Nov in Istanbul
    const tonight = event('tonight', '2026-11-22T21:00:00+03:00');
    const yesterday = event('yesterday', '2026-11-21T21:00:00+03:00');
    const tomorrow = event('tomorrow', '2026-11-23T00:15:00+03:00');
    expect(matchesDateFilter(tonight, 'today', now)).toBe(true);
    expect(matchesDateFilter(yesterday, 'today', now)).toBe(false);
    expect(matchesDateFilter(tomorrow, 'tomorrow', now)).toBe(true);
    expect(matchesDateFilter(tonight, 'tomorrow', now)).toBe(false);
    expect(matchesDateFilter(yesterday, undefined, now)).toBe(true);
  });

  it('filters this week from Monday to Sunday, across the week boundary', () => {
    expect(weekBounds('2026-11-21')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekBounds('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekBounds('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
    const saturday = new Date('2026-11-21T10:00:00+03:00');
    expect(
      matchesDateFilter(event('sun late', '2026-11-22T23:59:00+03:00'), 'week', saturday),
    ).toBe(true);
    expect(
      matchesDateFilter(event('mon early', '2026-11-23T00:01:00+03:00'), 'week', saturday),
    ).toBe(false);
    expect(
      matchesDateFilter(event('mon prev', '2026-11-16T20:00:00+03:00'), 'week', saturday),
    ).toBe(true);
    // Sunday 23:30 Istanbul is already Monday in Auckland: still this week for the venue.
    const sundayNight = new Date('2026-11-22T23:30:00+03:00');
    expect(matchesDateFilter(event('sun', '2026-11-22T21:00:00+03:00'), 'week', sundayNight)).toBe(
      true,
    );
    expect(
      matchesDateFilter(event('next mon', '2026-11-23T21:00:00+03:00'), 'week', sundayNight),
    ).toBe(false);
  });

  it('sorts by date or title, both directions, with locale-aware titles', () => {
    const list = [
      event('Zeybek Night', '2026-12-02T21:00:00+03:00'),
      event('Çello Konseri', '2026-12-03T21:00:00+03:00'),
      event('Akustik', '2026-12-01T21:00:00+03:00'),
    ];
    expect(sortEvents(list, 'date', 'asc').map((e) => e.title)).toEqual([
      'Akustik',
      'Zeybek Night',
      'Çello Konseri',
    ]);
    expect(sortEvents(list, 'date', 'desc').map((e) => e.title)).toEqual([
      'Çello Konseri',
      'Zeybek Night',
      'Akustik',
    ]);
    expect(sortEvents(list, 'title', 'asc', 'tr').map((e) => e.title)).toEqual([
      'Akustik',
      'Çello Konseri',
      'Zeybek Night',
    ]);
    expect(sortEvents(list, 'title', 'desc', 'tr').map((e) => e.title)).toEqual([
      'Zeybek Night',
      'Çello Konseri',
      'Akustik',
    ]);
  });

  it('orders two events on the same day and at the same time one way everywhere', () => {
    // 31 December: a gala and a concert at the same hour (a seeded event can land on a fixed one).
    const gala = { ...event('New Year’s Eve Gala', '2026-12-31T20:00:00+03:00'), slug: 'gala' };
    const film = { ...event('Film Music Gala', '2026-12-31T20:00:00+03:00'), slug: 'film' };
    const twin = { ...event('Film Music Gala', '2026-12-31T20:00:00+03:00'), slug: 'film-2' };
    const early = { ...event('Zeybek', '2026-12-31T19:00:00+03:00'), slug: 'zeybek' };
    const asc = ['zeybek', 'film', 'film-2', 'gala'];
    for (const input of [
      [gala, film, twin, early],
      [twin, early, gala, film],
    ]) {
      expect(
        input
          .slice()
          .sort(eventOrder('en'))
          .map((e) => e.slug),
      ).toEqual(asc);
      expect(sortEvents(input, 'date', 'asc').map((e) => e.slug)).toEqual(asc);
      // Descending is the exact reverse, ties included (the events list's "newest first").
      expect(sortEvents(input, 'date', 'desc').map((e) => e.slug)).toEqual([...asc].reverse());
      // The calendar and the schedule group by day in the same order.
      expect(
        eventsByDay(input)
          .get('2026-12-31')
          ?.map((e) => e.slug),
      ).toEqual(asc);
      // By title, equal titles fall back to the date order, then the slug.
      expect(sortEvents(input, 'title', 'asc').map((e) => e.slug)).toEqual([
        'film',
        'film-2',
        'gala',
        'zeybek',
      ]);
    }
  });

  it('reads and writes the query, ignoring junk', () => {
    expect(parseEventQuery({})).toEqual({
      sort: 'date',
      order: undefined,
      view: 'list',
      show: 6,
      showPast: 6,
      filter: undefined,
      month: undefined,
    });
    const query = parseEventQuery({
      sort: 'title',
      order: 'desc',
      filter: 'week',
      view: 'calendar',
      month: '2026-12',
      show: '12',
      past: ['18', '24'],
    });
    expect(query).toEqual({
      sort: 'title',
      order: 'desc',
      filter: 'week',
      view: 'calendar',
      month: '2026-12',
      show: 12,
      showPast: 18,
    });
    expect(eventQueryString(query)).toBe(
      '?sort=title&order=desc&filter=week&view=calendar&month=2026-12&show=12&past=18',
    );
    expect(parseEventQuery({ show: '100000', past: 'abc' })).toMatchObject({
      show: 200,
      showPast: 6,
    });
    expect(
      parseEventQuery({ sort: 'x', order: 'y', filter: 'never', month: '2026-13', show: '-1' }),
    ).toMatchObject({
      sort: 'date',
      order: undefined,
      filter: undefined,
      month: undefined,
      show: 6,
    });
    expect(eventQueryString(parseEventQuery({}))).toBe('');
    // A chosen ascending order stays in the url: it differs from the default for past events.
    expect(eventQueryString(parseEventQuery({ order: 'asc' }))).toBe('?order=asc');
  });

  it('builds Monday-first month grids', () => {
    const grid = monthGrid('2026-11');
    expect(grid[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(grid.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(grid.flat().filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2027-02').flat().filter(Boolean)).toHaveLength(28);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('lists shown events only, split, filtered, sorted and cut to the show-more counts', () => {
    const now = new Date('2026-11-21T12:00:00+03:00');
    const list = [
      event('Gala', '2026-12-31T21:00:00+03:00'),
      event('Jazz', '2026-11-26T20:00:00+03:00'),
      event('Cancelled', '2026-11-24T20:00:00+03:00', 'CANCELLED'),
      event('Draft', '2026-11-25T20:00:00+03:00', 'DRAFT'),
      event('Tentative', '2026-11-22T20:00:00+03:00', 'TENTATIVE'),
      event('Old', '2026-10-01T20:00:00+03:00'),
      event('Older', '2026-09-01T20:00:00+03:00'),
      event('Postponed past', '2026-10-05T20:00:00+03:00', 'POSTPONED'),
    ];
    const query = parseEventQuery({});
    const all = eventListing([...list, list[0]!], query, now);
    expect(all.upcoming.map((e) => e.title)).toEqual(['Tentative', 'Jazz', 'Gala']);
    // Past events default to newest first; a chosen order applies as chosen.
    expect(all.past.map((e) => e.title)).toEqual(['Old', 'Older']);
    expect(all.upcomingTotal).toBe(3);
    expect(all.pastTotal).toBe(2);
    const asc = eventListing(list, parseEventQuery({ order: 'asc' }), now);
    expect(asc.past.map((e) => e.title)).toEqual(['Older', 'Old']);
    const byTitle = eventListing(
      list,
      parseEventQuery({ sort: 'title', order: 'desc', show: '2' }),
      now,
    );
    expect(byTitle.upcoming.map((e) => e.title)).toEqual(['Tentative', 'Jazz']);
    expect(byTitle.upcomingTotal).toBe(3);
    const week = eventListing(list, parseEventQuery({ filter: 'week' }), now);
    expect(week.upcoming.map((e) => e.title)).toEqual(['Tentative']);
    expect(week.past).toEqual([]);
    const none = eventListing(list, parseEventQuery({ filter: 'today' }), now);
    expect(none.upcoming.length + none.past.length).toBe(0);
  });

  it('drops duplicate ids, keeping the first', () => {
    const a = { id: 1, title: 'a' };
    expect(uniqueById([a, { id: 2, title: 'b' }, { id: 1, title: 'c' }])).toEqual([
      a,
      { id: 2, title: 'b' },
    ]);
  });

  it('places events on their venue day in the calendar, in start order', () => {
    // 01:30 in Istanbul on the 22nd is still the 21st in UTC: the cell is the 22nd.
    const late = event('late', '2026-11-22T01:30:00+03:00');
    const evening = event('evening', '2026-11-21T21:00:00+03:00');
    const early = event('early', '2026-11-21T19:00:00+03:00');
    const days = eventsByDay([late, evening, early]);
    expect([...days.keys()]).toEqual(['2026-11-21', '2026-11-22']);
    expect(days.get('2026-11-21')?.map((e) => e.title)).toEqual(['early', 'evening']);
    expect(days.get('2026-11-22')?.map((e) => e.title)).toEqual(['late']);
  });

  it('opens the calendar on the asked month, else the filtered day, else this venue month', () => {
    // 30 Nov 22:30 UTC is already 1 December in Istanbul.
    const now = new Date('2026-11-30T22:30:00Z');
    expect(calendarMonth({}, now)).toBe('2026-12');
    expect(calendarMonth({ month: '2027-03' }, now)).toBe('2027-03');
    expect(calendarMonth({ filter: 'tomorrow' }, new Date('2026-11-30T10:00:00+03:00'))).toBe(
      '2026-12',
    );
  });
});
