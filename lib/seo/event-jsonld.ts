import type { Event, ItemAvailability, Offer, WithContext } from 'schema-dts';
import { isUpcoming, offeredPrice, type Price } from '@/lib/events/events';
import { placeJsonLd } from './jsonld';
import { site, type SiteFacts } from '@/lib/site';

/** One date of an event as its page lists it (docs/product.md §3 event session). */
export type JsonLdSession = {
  status: string;
  startDate: string;
  endDate?: string | null;
  ticketUrl?: string | null;
};

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
  price?: Price | null;
  salesStart?: string | null;
  /** The dates the page lists; none listed: the event's own dates. */
  sessions?: ReadonlyArray<JsonLdSession>;
  /** The moment the page is rendered: an event that has ended offers nothing. */
  now: Date;
};

/**
 * schema.org Events of an event detail page, one per date it lists (Google reads one Event per
 * session), each saying only what the page says at render time: a date that has ended is not offered
 * (no `offers`) and is "scheduled" only with the end it had; a date "to be confirmed" (TENTATIVE, the
 * event's or its own) claims no status at all, as schema.org has no tentative one (docs/decisions.md);
 * the price only where the page shows it (offeredPrice); performer and sales start when the
 * provider names them (docs/provider-contract.md).
 */
export function eventsJsonLd(event: JsonLdEventInput): WithContext<Event>[] {
  const dates: ReadonlyArray<JsonLdSession> = event.sessions?.length ? event.sessions : [event];
  const price = offeredPrice(event, event.now);
  const availability: ItemAvailability = event.comingSoon
    ? 'https://schema.org/PreOrder'
    : 'https://schema.org/InStock';
  return dates.map((date) => {
    const upcoming = isUpcoming(date, event.now);
    const ticketUrl = date.ticketUrl || event.ticketUrl;
    const offer: Offer | null =
      upcoming && ticketUrl
        ? {
            '@type': 'Offer',
            url: ticketUrl,
            availability,
            ...(price ? { price: price.amount, priceCurrency: price.currency } : {}),
            ...(event.salesStart ? { validFrom: event.salesStart } : {}),
          }
        : null;
    const tentative = event.status === 'TENTATIVE' || date.status === 'TENTATIVE';
    // A past date without an end is not claimed "scheduled" either: its status is left unsaid.
    const scheduled = !tentative && (upcoming || Boolean(date.endDate));
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      description: event.summary || undefined,
      url: event.url,
      inLanguage: event.inLanguage,
      startDate: date.startDate,
      ...(date.endDate ? { endDate: date.endDate } : {}),
      // The doors time the page shows belongs to the first evening.
      ...(event.doorsOpen && date.startDate === event.startDate
        ? { doorTime: event.doorsOpen }
        : {}),
      ...(scheduled ? { eventStatus: 'https://schema.org/EventScheduled' } : {}),
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
  });
}
