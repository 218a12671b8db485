import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdIds,
  jsonLdText,
  organizationJsonLd,
  venueJsonLd,
} from './jsonld';

const origin = 'https://andyshow.example';

describe('venueJsonLd', () => {
  const venue = venueJsonLd({
    origin,
    locale: 'tr',
    description: 'Akşam yemekli şov',
  }) as unknown as Record<string, unknown>;

  it('is an entertainment business with address, geo, phone, price range and rating 4.5 of 5', () => {
    expect(venue['@context']).toBe('https://schema.org');
    expect(venue['@type']).toBe('EntertainmentBusiness');
    expect(venue.url).toBe('https://andyshow.example/tr');
    expect(venue.telephone).toMatch(/^\+90/);
    expect(venue.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Aksu',
      addressRegion: 'Antalya',
      addressCountry: 'TR',
    });
    expect(venue.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 36.8547 });
    expect(venue.priceRange).toBe('€80–€250');
    expect(venue.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('opens at 19:30 for the show (until 22:30) and 23:00–03:00 for the club, every day', () => {
    const specs = venue.openingHoursSpecification as { opens: string; closes: string }[];
    expect(specs.map((spec) => `${spec.opens}-${spec.closes}`)).toEqual([
      '19:30-22:30',
      '23:00-03:00',
    ]);
    expect((specs[0] as unknown as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);
    expect(venue.department).toMatchObject({
      '@type': 'NightClub',
      name: 'The Sin',
      url: 'https://andyshow.example/tr/the-sin',
    });
  });

  it('links to the hotel group by a language-independent id', () => {
    const organization = organizationJsonLd({ origin }) as unknown as Record<string, unknown>;
    expect(organization['@type']).toBe('Organization');
    expect(organization.name).toBe('Aurora Hotels Group');
    expect(organization['@id']).toBe(jsonLdIds.organization(origin));
    expect(venue.parentOrganization).toEqual({ '@id': organization['@id'] });
    expect(organization.subOrganization).toEqual({ '@id': venue['@id'] });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the provider breadcrumbs and makes their urls absolute in the page language', () => {
    expect(
      breadcrumbJsonLd({
        origin,
        locale: 'tr',
        breadcrumbs: [
          { text: 'Ana sayfa', url: '/' },
          { text: 'Hakkımızda', url: '/hakkimizda' },
        ],
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Ana sayfa',
          item: 'https://andyshow.example/tr',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Hakkımızda',
          item: 'https://andyshow.example/tr/hakkimizda',
        },
      ],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('makes each item a question with an accepted answer', () => {
    const faq = faqPageJsonLd([{ question: 'Dress code?', answer: 'Smart casual.' }], {
      inLanguage: 'en',
    });
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Dress code?',
          acceptedAnswer: { '@type': 'Answer', text: 'Smart casual.' },
        },
      ],
    });
  });
});

describe('jsonLdText', () => {
  it('escapes characters that could end the script, and still parses to the same value', () => {
    const data = { name: '</script><script>alert(1)</script> & <!--' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});
