import { cache } from 'react';
import { isShownStatus, shownOnly, uniqueById } from '@/lib/events/events';
import { fillFactsInText } from '@/lib/content/fact-tokens';
import { eventSummaryWithFacts, eventWithFacts, withFacts } from './fill-facts';
import { providerRead } from './load';
import { requests, type DateFilter } from './requests';
import {
  eventDetailSchema,
  eventListSchema,
  sessionListSchema,
  type EventDetail,
  type EventSession,
  type EventSummary,
} from './schemas';
import { tags } from './tags';

// Status rule (docs/product.md §4) applied at the boundary, in the schemas a read caches: nothing
// with another status is cached or rendered.
export const shownEventsSchema = eventListSchema.transform((events) => shownOnly(events));
const shownSessionsSchema = sessionListSchema.transform((sessions) => shownOnly(sessions));

/**
 * The slider list of one date filter, SCHEDULED and TENTATIVE only; in draft mode as the drafts
 * would publish it (lists, calendar and home cards show what the editor is about to publish).
 */
export const getEvents = cache(async (locale: string, filter: DateFilter = 'ONLY_UPCOMING') => {
  const loaded = await providerRead({
    key: `events ${locale} ${filter}`,
    tags: [tags.all, tags.events(locale)],
    schema: shownEventsSchema,
    request: requests.events(locale, filter),
    draft: requests.events(locale, filter, true),
    fallback: [] as EventSummary[],
  });
  return withFacts(locale, loaded, (events, fill) =>
    events.map((event) => eventSummaryWithFacts(event, fill)),
  );
});

/**
 * Upcoming and past together (two provider reads, both cached), so the page can split them by
 * the current time: a cached upcoming answer may hold an event that has ended since.
 */
export const getAllEvents = cache(async (locale: string) => {
  const [upcoming, past] = await Promise.all([
    getEvents(locale, 'ONLY_UPCOMING'),
    getEvents(locale, 'ONLY_PAST'),
  ]);
  return {
    data: uniqueById([...upcoming.data, ...past.data]),
    failed: upcoming.failed || past.failed,
    stale: upcoming.stale || past.stale,
  };
});

/** What a cancelled event's page still says (410 Gone): its title and first evening, nothing else. */
export type CancelledEvent = { title: string; startDate: string };

/** An event read: the event when its status is shown, else the remains of a cancelled one. */
type EventRead = { event: EventDetail | null; cancelled: CancelledEvent | null };

// Any other status is dropped like an unknown slug (a 404), but a cancelled event keeps a page for
// ticket holders: its title and date only (docs/decisions.md).
const eventReadSchema = eventDetailSchema.transform((event): EventRead =>
  isShownStatus(event.status)
    ? { event, cancelled: null }
    : {
        event: null,
        cancelled:
          event.status === 'CANCELLED' ? { title: event.title, startDate: event.startDate } : null,
      },
);

const MAX_SLUG_LENGTH = 200;

/**
 * An event by its slug in a language: null for an unknown slug or a status that is not shown;
 * `cancelled` holds what the page of a cancelled one still says.
 */
export const getEvent = cache(async (lang: string, slug: string) => {
  // docs/product.md §5: no fetch for an empty slug. Nor for one longer than any event's: it would
  // not even make a valid cache tag (Next takes 256 characters at most).
  if (!slug.trim() || slug.length > MAX_SLUG_LENGTH)
    return { data: null, cancelled: null, failed: false, stale: false };
  const { data, ...loaded } = await providerRead({
    key: `event ${lang} ${slug}`,
    tags: [tags.all, tags.events(lang), tags.event(lang, slug)],
    schema: eventReadSchema,
    request: requests.event(lang, slug),
    draft: requests.event(lang, slug, true),
    fallback: { event: null, cancelled: null } as EventRead,
  });
  const [event, cancelled] = await Promise.all([
    withFacts(lang, { ...loaded, data: data.event }, eventWithFacts),
    withFacts(lang, { ...loaded, data: data.cancelled }, (remains, fill) => ({
      ...remains,
      title: fillFactsInText(remains.title, fill),
    })),
  ]);
  return { ...event, cancelled: cancelled.data };
});

/** The upcoming sessions of an event (calendar endpoint); the slug names the cache tag. */
export const getSessions = cache(
  async (locale: string, eventId: number | null | undefined, slug: string) => {
    // docs/product.md §5: no calendar fetch when the event id is missing or 0.
    if (!eventId) return { data: [] as EventSession[], failed: false, stale: false };
    return providerRead({
      key: `sessions ${locale} ${eventId}`,
      tags: [tags.all, tags.events(locale), tags.event(locale, slug)],
      schema: shownSessionsSchema,
      request: requests.calendar(locale, eventId),
      fallback: [] as EventSession[],
    });
  },
);
