import { addDays, venueDay, weekBounds } from './dates';

/** docs/product.md §4: only these statuses are shown anywhere; everything else is dropped. */
export const SHOWN_STATUSES = ['SCHEDULED', 'TENTATIVE'] as const;

export function isShownStatus(status: string | null | undefined): boolean {
  return (SHOWN_STATUSES as readonly string[]).includes(status ?? '');
}

export function shownOnly<T extends { status: string }>(items: readonly T[]): T[] {
  return items.filter((item) => isShownStatus(item.status));
}

type Dated = { startDate: string; endDate?: string | null };

/** An event is upcoming until it has ended (its end, else its start, is not in the past). */
export function isUpcoming(event: Dated, now: Date): boolean {
  return new Date(event.endDate ?? event.startDate).getTime() >= now.getTime();
}

export type Price = { amount: number; currency: string };

/**
 * The price an event page states, "tickets from": only while tickets are on offer (the event is
 * upcoming and has a ticket link), and its JSON-LD states no other (issue 43: crawlers read what
 * visitors see).
 */
export function offeredPrice(
  event: Dated & { ticketUrl?: string | null; price?: Price | null },
  now: Date,
): Price | null {
  return event.price && event.ticketUrl && isUpcoming(event, now) ? event.price : null;
}

export function splitUpcomingPast<T extends Dated>(events: readonly T[], now: Date) {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const event of events) (isUpcoming(event, now) ? upcoming : past).push(event);
  return { upcoming, past };
}

export const DATE_FILTERS = ['today', 'tomorrow', 'week'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** Quick date filters in the venue's zone: today, tomorrow, this week (Monday to Sunday). */
export function matchesDateFilter(
  event: Dated,
  filter: DateFilter | undefined,
  now: Date,
): boolean {
  if (!filter) return true;
  const today = venueDay(now);
  const day = venueDay(event.startDate);
  switch (filter) {
    case 'today':
      return day === today;
    case 'tomorrow':
      return day === addDays(today, 1);
    case 'week': {
      const { start, end } = weekBounds(today);
      return day >= start && day <= end;
    }
  }
}

export const SORT_KEYS = ['date', 'title'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

type Ordered = Dated & { title: string; slug?: string };

/**
 * The one order of events everywhere (list, home slider, schedule, calendar, and the tests'
 * expectations): start instant, then title in the page's language, then slug, so two events at
 * the same time always come in the same order.
 */
export function eventOrder(locale = 'en'): (a: Ordered, b: Ordered) => number {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return (a, b) =>
    Date.parse(a.startDate) - Date.parse(b.startDate) ||
    collator.compare(a.title, b.title) ||
    (a.slug ?? '').localeCompare(b.slug ?? '');
}

/** Sorted by date or title; descending is the exact reverse of ascending, ties included. */
export function sortEvents<T extends Ordered>(
  events: readonly T[],
  key: SortKey,
  order: SortOrder,
  locale = 'en',
): T[] {
  const byDate = eventOrder(locale);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const direction = order === 'asc' ? 1 : -1;
  return [...events].sort(
    (a, b) =>
      direction * ((key === 'title' ? collator.compare(a.title, b.title) : 0) || byDate(a, b)),
  );
}

export type EventQuery = {
  sort: SortKey;
  /** Unset = the default: upcoming soonest first, past newest first (by date). */
  order?: SortOrder;
  filter?: DateFilter;
  view: 'list' | 'calendar';
  month?: string;
  /** How many upcoming events are listed ("show more" raises it by PAGE_SIZE). */
  show: number;
  /** How many past events are listed. */
  showPast: number;
};

export const PAGE_SIZE = 6;
const MAX_SHOWN = 200;

/** Filters, sort and view live in the URL query so they survive reload and share. */
export function parseEventQuery(params: Record<string, string | string[] | undefined>): EventQuery {
  const one = (key: string) => {
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const sort = one('sort');
  const order = one('order');
  const filter = one('filter');
  const month = one('month');
  const count = (key: string) => {
    const value = Number.parseInt(one(key) ?? '', 10);
    return Number.isFinite(value) && value > 0 ? Math.min(value, MAX_SHOWN) : PAGE_SIZE;
  };
  return {
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'date',
    order: order === 'desc' || order === 'asc' ? order : undefined,
    filter: (DATE_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as DateFilter)
      : undefined,
    view: one('view') === 'calendar' ? 'calendar' : 'list',
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    show: count('show'),
    showPast: count('past'),
  };
}

/** The query string of a state, leaving defaults out so urls stay short. */
export function eventQueryString(query: Partial<EventQuery>): string {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  if (query.order) params.set('order', query.order);
  if (query.filter) params.set('filter', query.filter);
  if (query.view && query.view !== 'list') params.set('view', query.view);
  if (query.month) params.set('month', query.month);
  if (query.show && query.show !== PAGE_SIZE) params.set('show', String(query.show));
  if (query.showPast && query.showPast !== PAGE_SIZE) params.set('past', String(query.showPast));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Drops duplicates by id (upcoming and past answers may overlap when an event ends in between). */
export function uniqueById<T extends { id: number }>(events: readonly T[]): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    out.push(event);
  }
  return out;
}

export type EventListing<T> = {
  upcoming: T[];
  past: T[];
  upcomingTotal: number;
  pastTotal: number;
};

type Listable = Ordered & { id: number; status: string };

/**
 * What the events page lists: shown statuses only, split by now, date-filtered, sorted, cut to
 * the "show more" counts. Without a chosen order, past events run newest first.
 */
export function eventListing<T extends Listable>(
  events: readonly T[],
  query: EventQuery,
  now: Date,
  locale = 'en',
): EventListing<T> {
  const kept = uniqueById(shownOnly(events)).filter((event) =>
    matchesDateFilter(event, query.filter, now),
  );
  const { upcoming, past } = splitUpcomingPast(kept, now);
  const pastOrder = query.order ?? (query.sort === 'date' ? 'desc' : 'asc');
  return {
    upcoming: sortEvents(upcoming, query.sort, query.order ?? 'asc', locale).slice(0, query.show),
    past: sortEvents(past, query.sort, pastOrder, locale).slice(0, query.showPast),
    upcomingTotal: upcoming.length,
    pastTotal: past.length,
  };
}

/** Events by their venue-zone start day, each day in the one event order: the calendar's cells. */
export function eventsByDay<T extends Ordered>(
  events: readonly T[],
  locale = 'en',
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const event of [...events].sort(eventOrder(locale))) {
    const day = venueDay(event.startDate);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** The month the calendar opens on: the asked one, else the date filter's day, else this month. */
export function calendarMonth(query: Pick<EventQuery, 'month' | 'filter'>, now: Date): string {
  if (query.month) return query.month;
  const today = venueDay(now);
  if (query.filter === 'tomorrow') return addDays(today, 1).slice(0, 7);
  return today.slice(0, 7);
}
