import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { shownOnly } from '@/lib/events/events';
import { getJson } from './client';
import { eventSummaryWithFacts, withFacts } from './fill-facts';
import { attempt, DATA_LIFE, FAILURE_LIFE, orStale, settle, type Outcome } from './load';
import { requests } from './requests';
import { eventListSchema, type EventSummary } from './schemas';
import { tags } from './tags';

async function cachedEventIndex(locale: string): Promise<Outcome<EventSummary[]>> {
  'use cache';
  cacheTag(tags.all, tags.events(locale));
  const outcome = await attempt(async () =>
    shownOnly((await getJson(eventListSchema, requests.events(locale, 'ALL'))) ?? []),
  );
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/**
 * Every shown event (SCHEDULED or TENTATIVE, upcoming and past) in a language: what the sitemap
 * lists and the social images title. Published content only, also in draft mode.
 */
export const getEventIndex = cache(async (locale: string) => {
  const key = `event index ${locale}`;
  const outcome = await orStale(key, cachedEventIndex(locale), [tags.all, tags.events(locale)]);
  return withFacts(locale, settle<EventSummary[]>(key, outcome, []), (events, fill) =>
    events.map((event) => eventSummaryWithFacts(event, fill)),
  );
});
