import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { isShownStatus, shownOnly, uniqueById } from '@/lib/events/events';
import { getJson } from './client';
import { fillFactsInText } from '@/lib/content/fact-tokens';
import { eventSummaryWithFacts, eventWithFacts, withFacts } from './fill-facts';
import { attempt, DATA_LIFE, FAILURE_LIFE, isPreview, orStale, settle, type Outcome } from './load';
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

// Status rule (docs/product.md §4) applied at the boundary: nothing with another status is cached
// or rendered.

function fetchEvents(locale: string, filter: DateFilter, preview = false) {
  return attempt(async () =>
    shownOnly((await getJson(eventListSchema, requests.events(locale, filter, preview))) ?? []),
  );
}

async function cachedEvents(locale: string, filter: DateFilter): Promise<Outcome<EventSummary[]>> {
  'use cache';
  cacheTag(tags.all, tags.events(locale));
  const outcome = await fetchEvents(locale, filter);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/**
 * The slider list of one date filter, SCHEDULED and TENTATIVE only; in draft mode as the drafts
 * would publish it (lists, calendar and home cards show what the editor is about to publish).
 */
export const getEvents = cache(async (locale: string, filter: DateFilter = 'ONLY_UPCOMING') => {
  const preview = await isPreview();
  // Drafts get their own last-good slot: a provider failure must never serve a draft publicly.
  const key = `events ${locale} ${filter}${preview ? ' preview' : ''}`;
  const outcome = preview
    ? await fetchEvents(locale, filter, true)
    : await orStale(key, cachedEvents(locale, filter), [tags.all, tags.events(locale)]);
  return withFacts(locale, settle<EventSummary[]>(key, outcome, []), (events, fill) =>
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

function fetchEvent(lang: string, slug: string, preview: boolean) {
  return attempt(async (): Promise<EventRead> => {
    const event = await getJson(eventDetailSchema, requests.event(lang, slug, preview));
    if (event && isShownStatus(event.status)) return { event, cancelled: null };
    // Any other status is dropped like an unknown slug (a 404), but a cancelled event keeps a page
    // for ticket holders: its title and date only (docs/decisions.md).
    const cancelled =
      event?.status === 'CANCELLED' ? { title: event.title, startDate: event.startDate } : null;
    return { event: null, cancelled };
  });
}

async function cachedEvent(lang: string, slug: string): Promise<Outcome<EventRead>> {
  'use cache';
  cacheTag(tags.all, tags.events(lang), tags.event(lang, slug));
  const outcome = await fetchEvent(lang, slug, false);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

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
  const preview = await isPreview();
  // Drafts get their own last-good slot: a provider failure must never serve a draft publicly.
  const key = `event ${lang} ${slug}${preview ? ' preview' : ''}`;
  const outcome = preview
    ? await fetchEvent(lang, slug, true)
    : await orStale(key, cachedEvent(lang, slug), [
        tags.all,
        tags.events(lang),
        tags.event(lang, slug),
      ]);
  const { data, ...loaded } = settle<EventRead>(key, outcome, { event: null, cancelled: null });
  const [event, cancelled] = await Promise.all([
    withFacts(lang, { ...loaded, data: data.event }, eventWithFacts),
    withFacts(lang, { ...loaded, data: data.cancelled }, (remains, fill) => ({
      ...remains,
      title: fillFactsInText(remains.title, fill),
    })),
  ]);
  return { ...event, cancelled: cancelled.data };
});

function fetchSessions(locale: string, eventId: number) {
  return attempt(async () =>
    shownOnly((await getJson(sessionListSchema, requests.calendar(locale, eventId))) ?? []),
  );
}

async function cachedSessions(
  locale: string,
  eventId: number,
  slug: string,
): Promise<Outcome<EventSession[]>> {
  'use cache';
  cacheTag(tags.all, tags.events(locale), tags.event(locale, slug));
  const outcome = await fetchSessions(locale, eventId);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/** The upcoming sessions of an event (calendar endpoint); the slug names the cache tag. */
export const getSessions = cache(
  async (locale: string, eventId: number | null | undefined, slug: string) => {
    // docs/product.md §5: no calendar fetch when the event id is missing or 0.
    if (!eventId) return { data: [] as EventSession[], failed: false, stale: false };
    const key = `sessions ${locale} ${eventId}`;
    const outcome = (await isPreview())
      ? await fetchSessions(locale, eventId)
      : await orStale(key, cachedSessions(locale, eventId, slug), [
          tags.all,
          tags.events(locale),
          tags.event(locale, slug),
        ]);
    return settle<EventSession[]>(key, outcome, []);
  },
);
