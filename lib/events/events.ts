import { addDays, venueDay, weekBounds } from './dates';

/** SPEC §4: only these statuses are shown anywhere; everything else is dropped. */
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

export function sortEvents<T extends Dated & { title: string }>(
  events: readonly T[],
  key: SortKey,
  order: SortOrder,
  locale = 'en',
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const direction = order === 'asc' ? 1 : -1;
  return [...events].sort((a, b) => {
    const primary =
      key === 'title'
        ? collator.compare(a.title, b.title)
        : new Date(a.startDate).getTime() - new Date(b.startDate).getTime();
    return direction * primary || a.title.localeCompare(b.title);
  });
}

export type EventQuery = {
  sort: SortKey;
  order: SortOrder;
  filter?: DateFilter;
  view: 'list' | 'calendar';
  month?: string;
  show: number;
};

export const PAGE_SIZE = 6;

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
  const show = Number.parseInt(one('show') ?? '', 10);
  return {
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'date',
    order: order === 'desc' ? 'desc' : 'asc',
    filter: (DATE_FILTERS as readonly string[]).includes(filter ?? '')
      ? (filter as DateFilter)
      : undefined,
    view: one('view') === 'calendar' ? 'calendar' : 'list',
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    show: Number.isFinite(show) && show > 0 ? Math.min(show, 200) : PAGE_SIZE,
  };
}

/** The query string of a state, leaving defaults out so urls stay short. */
export function eventQueryString(query: Partial<EventQuery>): string {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== 'date') params.set('sort', query.sort);
  if (query.order && query.order !== 'asc') params.set('order', query.order);
  if (query.filter) params.set('filter', query.filter);
  if (query.view && query.view !== 'list') params.set('view', query.view);
  if (query.month) params.set('month', query.month);
  if (query.show && query.show !== PAGE_SIZE) params.set('show', String(query.show));
  const text = params.toString();
  return text ? `?${text}` : '';
}
