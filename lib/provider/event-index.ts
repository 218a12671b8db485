import { cache } from 'react';
import { shownEventsSchema } from './events';
import { eventSummaryWithFacts, withFacts } from './fill-facts';
import { providerRead } from './load';
import { requests } from './requests';
import type { EventSummary } from './schemas';
import { tags } from './tags';

/**
 * Every shown event (SCHEDULED or TENTATIVE, upcoming and past) in a language: what the sitemap
 * lists and the social images title. Published content only, also in draft mode.
 */
export const getEventIndex = cache(async (locale: string) => {
  const loaded = await providerRead({
    key: `event index ${locale}`,
    tags: [tags.all, tags.events(locale)],
    schema: shownEventsSchema,
    request: requests.events(locale, 'ALL'),
    fallback: [] as EventSummary[],
  });
  return withFacts(locale, loaded, (events, fill) =>
    events.map((event) => eventSummaryWithFacts(event, fill)),
  );
});
