import { AppLink as Link } from '@/components/layout/AppLink';
import type { ReactNode } from 'react';
import type { DateFilter, EventQuery, SortKey, SortOrder } from '@/lib/events/events';
import { GridIcon, ListIcon, SortIcon } from './EventIcons';
import { Brands } from '@/components/i18n/Brands';

type Labels = Record<
  | 'controlsLabel'
  | 'view'
  | 'listView'
  | 'calendarView'
  | 'dateFilter'
  | 'today'
  | 'tomorrow'
  | 'thisWeek'
  | 'clear'
  | 'sortBy'
  | 'sortDate'
  | 'sortTitle'
  | 'order'
  | 'ascending'
  | 'descending',
  string
>;

export function Chip({
  href,
  active,
  children,
}: {
  href: string;
  active: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      // Each query is a fresh server render of this dynamic page: fetched on click only.
      prefetch={false}
      aria-current={active ? 'true' : undefined}
      rel="nofollow"
      className={`tap-target inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-bold transition md:min-h-10 ${
        active
          ? 'border-gold-400 bg-gold-500 text-brand-950 shadow-lg shadow-gold-500/20'
          : 'border-white/15 text-white/85 hover:border-gold-400 hover:text-gold-300'
      }`}
    >
      {children}
    </Link>
  );
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="flex flex-wrap items-center gap-2">
      <span
        id={id}
        className="mr-1 w-full text-2xs font-bold uppercase tracking-[0.2em] text-gold-400 md:w-auto"
      >
        <Brands>{label}</Brands>
      </span>
      {children}
    </div>
  );
}

/**
 * View, date filter and sort as plain links to the same page with another query: they work
 * without JavaScript, survive reload and can be shared.
 */
export function EventsToolbar({
  query,
  href,
  labels,
}: {
  query: EventQuery;
  href: (patch: Partial<EventQuery>) => string;
  labels: Labels;
}) {
  // A new filter or sort starts the lists from their first page again.
  const reset = { show: undefined, showPast: undefined } as const;
  const filters: { value: DateFilter; label: string }[] = [
    { value: 'today', label: labels.today },
    { value: 'tomorrow', label: labels.tomorrow },
    { value: 'week', label: labels.thisWeek },
  ];
  const sorts: { value: SortKey; label: string }[] = [
    { value: 'date', label: labels.sortDate },
    { value: 'title', label: labels.sortTitle },
  ];
  const orders: { value: SortOrder; label: string }[] = [
    { value: 'asc', label: labels.ascending },
    { value: 'desc', label: labels.descending },
  ];
  const order = query.order ?? 'asc';
  return (
    <nav
      aria-label={labels.controlsLabel}
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-brand-900/60 p-4 md:gap-5 md:p-6 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between"
    >
      <Group id="events-view" label={labels.view}>
        <Chip href={href({ view: 'list', month: undefined })} active={query.view === 'list'}>
          <ListIcon width={16} height={16} />
          {labels.listView}
        </Chip>
        <Chip href={href({ view: 'calendar', ...reset })} active={query.view === 'calendar'}>
          <GridIcon width={16} height={16} />
          {labels.calendarView}
        </Chip>
      </Group>
      <Group id="events-date" label={labels.dateFilter}>
        {filters.map((filter) => (
          <Chip
            key={filter.value}
            href={href({ filter: filter.value, month: undefined, ...reset })}
            active={query.filter === filter.value}
          >
            {filter.label}
          </Chip>
        ))}
        {query.filter ? (
          <Chip href={href({ filter: undefined, month: undefined, ...reset })} active={false}>
            <span aria-hidden="true">×</span>
            {labels.clear}
          </Chip>
        ) : null}
      </Group>
      {query.view === 'list' ? (
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <Group id="events-sort" label={labels.sortBy}>
            {sorts.map((sort) => (
              <Chip
                key={sort.value}
                href={href({ sort: sort.value, ...reset })}
                active={query.sort === sort.value}
              >
                {sort.label}
              </Chip>
            ))}
          </Group>
          <Group id="events-order" label={labels.order}>
            {orders.map((option) => (
              <Chip
                key={option.value}
                href={href({ order: option.value, ...reset })}
                active={order === option.value}
              >
                <SortIcon width={16} height={16} descending={option.value === 'desc'} />
                {option.label}
              </Chip>
            ))}
          </Group>
        </div>
      ) : null}
    </nav>
  );
}
