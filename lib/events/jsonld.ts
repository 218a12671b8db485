import type { Event, ItemAvailability, Offer, WithContext } from 'schema-dts';
import { isUpcoming } from '@/lib/events/events';
import { placeJsonLd } from '@/lib/seo/jsonld';
import { site, type SiteFacts } from '@/lib/site';

export type JsonLdEventInput = {
  title: string;
  summary: string;
  status: string;
  startDate: string;
  endDate?: string | null;
  doorsOpen?: string | null;
  location: string;
  comingSoon: boolean;
  ticketUrl?: string | null;
  /** Absolute urls. */
  url: string;
  image?: string | null;
  inLanguage: string;
  /** Absolute url of the site's home in that language. */
  siteUrl: string;
  /** The venue's address and coordinates. */
  facts: Pick<SiteFacts, 'address' | 'geo'>;
  performer?: { type: 'Person' | 'PerformingGroup'; name: string } | null;
  price?: { amount: number; currency: string } | null;
  salesStart?: string | null;
  /** The moment the page is rendered: an event that has ended offers nothing. */
  now: Date;
};

/**
 * schema.org Event of an event detail page (only shown statuses get here: both are "scheduled").
 * It says only what is true at render time: an event that has ended is not offered (no `offers`)
 * and is "scheduled" only with the end it had; price, currency, sales start and performer only
 * when the provider names them (docs/provider-contract.md).
 */
export function eventJsonLd(event: JsonLdEventInput): WithContext<Event> {
  const availability: ItemAvailability = event.comingSoon
    ? 'https://schema.org/PreOrder'
    : 'https://schema.org/InStock';
  const upcoming = isUpcoming(event, event.now);
  const offer: Offer | null =
    upcoming && event.ticketUrl
      ? {
          '@type': 'Offer',
          url: event.ticketUrl,
          availability,
          ...(event.price
            ? { price: event.price.amount, priceCurrency: event.price.currency }
            : {}),
          ...(event.salesStart ? { validFrom: event.salesStart } : {}),
        }
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary || undefined,
    url: event.url,
    inLanguage: event.inLanguage,
    startDate: event.startDate,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    ...(event.doorsOpen ? { doorTime: event.doorsOpen } : {}),
    // A past event without an end is not claimed "scheduled": its status is left unsaid.
    ...(upcoming || event.endDate ? { eventStatus: 'https://schema.org/EventScheduled' } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.image ? { image: [event.image] } : {}),
    location: {
      '@type': 'Place',
      name: event.location || site.name,
      ...placeJsonLd(event.facts),
    },
    organizer: {
      '@type': 'Organization',
      name: site.name,
      url: event.siteUrl,
      parentOrganization: { '@type': 'Organization', name: site.group, url: site.groupUrl },
    },
    ...(event.performer
      ? { performer: { '@type': event.performer.type, name: event.performer.name } }
      : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
