import { describe, expect, it } from 'vitest';
import { eventsJsonLd, type JsonLdEventInput } from './event-jsonld';
import { jsonLdText } from './jsonld';
import { richResultProblems } from '@/test/rich-results';
import { defaultSiteFacts } from '@/lib/site';

const input = {
  title: 'New Year Gala </script><script>alert(1)</script>',
  summary: 'Dinner & show',
  status: 'SCHEDULED',
  startDate: '2026-12-31T21:00:00+03:00',
  endDate: '2027-01-01T03:00:00+03:00',
  doorsOpen: '2026-12-31T19:30:00+03:00',
  location: 'Andy Show Theatre',
  comingSoon: false,
  ticketUrl: 'https://tickets.example/101',
  url: 'https://andyshow.example/events-concerts/new-year-gala-2027',
  image: 'https://andyshow.example/media/events/event-01.jpg',
  inLanguage: 'en',
  siteUrl: 'https://andyshow.example/',
  facts: defaultSiteFacts(),
  now: new Date('2026-11-26T12:00:00+03:00'),
};
const after = new Date('2027-02-01T12:00:00+03:00');

/** The page of a single-date event: one Event. */
function eventJsonLd(event: JsonLdEventInput) {
  const all = eventsJsonLd(event);
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe('Event JSON-LD', () => {
  it('has the schema.org Event fields', () => {
    const data = eventJsonLd(input) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: input.title,
      startDate: input.startDate,
      endDate: input.endDate,
      doorTime: input.doorsOpen,
      eventStatus: 'https://schema.org/EventScheduled',
      image: [input.image],
      offers: { '@type': 'Offer', url: input.ticketUrl },
      location: {
        '@type': 'Place',
        name: 'Andy Show Theatre',
        address: { '@type': 'PostalAddress', addressCountry: 'TR' },
      },
    });
  });

  it('leaves out missing parts and marks coming-soon tickets as pre-order', () => {
    const data = eventJsonLd({
      ...input,
      endDate: null,
      doorsOpen: null,
      image: null,
      comingSoon: true,
    }) as unknown as Record<string, unknown>;
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('doorTime');
    expect(data).not.toHaveProperty('image');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
    expect(eventJsonLd({ ...input, ticketUrl: null })).not.toHaveProperty('offers');
  });

  it('passes the rich-result rules, upcoming and past (issue 31 item 3)', () => {
    expect(richResultProblems(eventJsonLd(input), input.now)).toEqual([]);
    expect(richResultProblems(eventJsonLd({ ...input, now: after }), after)).toEqual([]);
    expect(richResultProblems(eventJsonLd({ ...input, endDate: null, now: after }), after)).toEqual(
      [],
    );
  });

  it('offers nothing for an event that has ended, and claims no schedule without its end', () => {
    const past = eventJsonLd({ ...input, now: after }) as unknown as Record<string, unknown>;
    expect(past).not.toHaveProperty('offers');
    expect(past.eventStatus).toBe('https://schema.org/EventScheduled');
    const open = eventJsonLd({ ...input, endDate: null, now: after });
    expect(open).not.toHaveProperty('eventStatus');
    expect(open).not.toHaveProperty('offers');
  });

  it('names the performer, price, currency and sales start when the provider gives them', () => {
    const data = eventJsonLd({
      ...input,
      performer: { type: 'PerformingGroup', name: 'Blue Lara Quartet' },
      price: { amount: 95, currency: 'EUR' },
      salesStart: '2026-10-01T10:00:00+03:00',
    }) as unknown as Record<string, unknown>;
    expect(data.performer).toEqual({ '@type': 'PerformingGroup', name: 'Blue Lara Quartet' });
    expect(data.offers).toMatchObject({
      price: 95,
      priceCurrency: 'EUR',
      validFrom: '2026-10-01T10:00:00+03:00',
    });
    expect(data.organizer).toMatchObject({ '@type': 'Organization', name: 'Andy Show' });
    expect(eventJsonLd(input)).not.toHaveProperty('performer');
  });

  it('states the price only while tickets are on offer, as the page does', () => {
    const priced = { ...input, price: { amount: 95, currency: 'EUR' } };
    expect(eventJsonLd(priced).offers).toMatchObject({ price: 95, priceCurrency: 'EUR' });
    expect(eventJsonLd({ ...priced, ticketUrl: null })).not.toHaveProperty('offers');
    expect(eventJsonLd({ ...priced, now: after })).not.toHaveProperty('offers');
  });

  it('describes each date the page lists as an Event of its own', () => {
    const sessions = [
      {
        status: 'SCHEDULED',
        startDate: '2026-12-03T20:00:00+03:00',
        endDate: '2026-12-03T23:00:00+03:00',
        ticketUrl: 'https://tickets.example/7003',
      },
      {
        status: 'SCHEDULED',
        startDate: '2026-12-04T20:00:00+03:00',
        endDate: '2026-12-04T23:00:00+03:00',
      },
    ];
    const events = eventsJsonLd({
      ...input,
      startDate: '2026-12-03T20:00:00+03:00',
      endDate: '2026-12-17T23:00:00+03:00',
      doorsOpen: '2026-12-03T19:30:00+03:00',
      price: { amount: 95, currency: 'EUR' },
      sessions,
    }) as unknown as Record<string, unknown>[];
    expect(events.map((event) => [event.startDate, event.endDate])).toEqual(
      sessions.map((session) => [session.startDate, session.endDate]),
    );
    // Each date's own tickets, else the event's; the doors time the page shows is the first date's.
    expect(events.map((event) => (event.offers as { url: string }).url)).toEqual([
      'https://tickets.example/7003',
      input.ticketUrl,
    ]);
    expect(events.map((event) => event.doorTime)).toEqual(['2026-12-03T19:30:00+03:00', undefined]);
    for (const event of events) {
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.offers).toMatchObject({ price: 95, priceCurrency: 'EUR' });
      expect(richResultProblems(event, input.now)).toEqual([]);
    }
  });

  it('claims no status for a date to be confirmed, the event’s or its own', () => {
    const session = { status: 'SCHEDULED', startDate: input.startDate, endDate: input.endDate };
    expect(eventJsonLd({ ...input, status: 'TENTATIVE' })).not.toHaveProperty('eventStatus');
    expect(eventJsonLd({ ...input, status: 'TENTATIVE', sessions: [session] })).not.toHaveProperty(
      'eventStatus',
    );
    const [sure, unsure] = eventsJsonLd({
      ...input,
      sessions: [session, { ...session, status: 'TENTATIVE' }],
    });
    expect(sure).toHaveProperty('eventStatus', 'https://schema.org/EventScheduled');
    expect(unsure).not.toHaveProperty('eventStatus');
    // Still an event with its offer: the page sells its tickets.
    expect(unsure).toHaveProperty('offers');
    expect(richResultProblems(unsure, input.now)).toEqual([]);
  });

  it('escapes < so the JSON cannot close its script element', () => {
    const text = jsonLdText(eventJsonLd(input));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script');
    expect((JSON.parse(text) as { name: string }).name).toBe(input.title);
  });
});
