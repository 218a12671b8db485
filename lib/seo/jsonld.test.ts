import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  jsonLdIds,
  jsonLdText,
  organizationJsonLd,
  venueJsonLd,
  websiteJsonLd,
} from './jsonld';
import { richResultProblems } from '@/test/rich-results';
import { defaultSiteFacts } from '@/lib/site';

const origin = 'https://andyshow.example';

describe('websiteJsonLd', () => {
  it('names the site, its home in the language and the venue as publisher', () => {
    const website = websiteJsonLd({ origin, locale: 'ru' });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      name: 'Andy Show',
      url: 'https://andyshow.example/ru',
      inLanguage: 'ru',
      publisher: { '@id': jsonLdIds.venue(origin) },
    });
    expect(richResultProblems(website, new Date())).toEqual([]);
  });
});

describe('venueJsonLd', () => {
  const venue = venueJsonLd({
    origin,
    locale: 'tr',
    facts: defaultSiteFacts(),
    description: 'Akşam yemekli şov',
  }) as unknown as Record<string, unknown>;

  it('is an entertainment business with address, geo, phone and price range', () => {
    expect(venue['@context']).toBe('https://schema.org');
    expect(venue['@type']).toBe('EntertainmentBusiness');
    expect(venue.url).toBe('https://andyshow.example/tr');
    expect(venue.telephone).toMatch(/^\+90/);
    expect(venue.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Muratpaşa',
      addressRegion: 'Antalya',
      addressCountry: 'TR',
    });
    expect(venue.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: 36.8621 });
    expect(venue.priceRange).toBe('€80–€250');
    // No rating without a count of ratings (issue 31 item 3).
    expect(venue).not.toHaveProperty('aggregateRating');
    expect(richResultProblems(venue, new Date())).toEqual([]);
  });

  it('lists the opening hours of the facts every day, and the club hours on the club', () => {
    const specs = venue.openingHoursSpecification as { opens: string; closes: string }[];
    expect(specs.map((spec) => `${spec.opens}-${spec.closes}`)).toEqual([
      '20:00-22:30',
      '23:00-03:00',
      '19:00-24:00',
    ]);
    const club = (venue.department as { openingHoursSpecification: typeof specs })
      .openingHoursSpecification;
    expect(club.map((spec) => `${spec.opens}-${spec.closes}`)).toEqual(['23:00-03:00']);
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
  it('numbers the trail a page shows and makes its links absolute', () => {
    expect(
      breadcrumbJsonLd({
        origin,
        trail: [
          { text: 'Ana sayfa', href: '/tr' },
          { text: 'Hakkımızda', href: '/tr/hakkimizda' },
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
