import { describe, expect, it } from 'vitest';
import { eventJsonLd, jsonLdText } from './jsonld';
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
};

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

  it('escapes < so the JSON cannot close its script element', () => {
    const text = jsonLdText(eventJsonLd(input));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect((JSON.parse(text) as { name: string }).name).toBe(input.title);
  });
});
