import type { Event, ItemAvailability, WithContext } from 'schema-dts';
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
};

/** schema.org Event of an event detail page (only shown statuses get here: both are "scheduled"). */
export function eventJsonLd(event: JsonLdEventInput): WithContext<Event> {
  const availability: ItemAvailability = event.comingSoon
    ? 'https://schema.org/PreOrder'
    : 'https://schema.org/InStock';
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
    eventStatus: 'https://schema.org/EventScheduled',
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
    ...(event.ticketUrl
      ? {
          offers: {
            '@type': 'Offer',
            url: event.ticketUrl,
            availability,
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
