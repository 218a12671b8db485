import type {
  BreadcrumbList,
  DayOfWeek,
  EntertainmentBusiness,
  FAQPage,
  OpeningHoursSpecification,
  Organization,
  WebSite,
  WithContext,
} from 'schema-dts';
import { isExternalUrl } from '@/lib/i18n/hrefs';
import { href } from '@/lib/i18n/navigation';
import type { StaticPathname } from '@/lib/i18n/routes';
import type { Locale } from '@/lib/i18n/locales';
import { site, type HoursSpan, type SiteFacts } from '@/lib/site';
import { absoluteUrlFrom } from './url';

/** Dinner-show packages and premium locations per person (docs/product.md §9): €80 to €250. */
export const venuePriceRange = '€80–€250';

// No AggregateRating: "4.5 of 5 on two review sites" (docs/product.md §9) comes with no count of
// ratings, which search engines require, and self-served ratings of a business earn no review
// snippet anyway (docs/decisions.md).

const everyDay: DayOfWeek[] = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

function hours({ opens, closes }: HoursSpan): OpeningHoursSpecification {
  return { '@type': 'OpeningHoursSpecification', dayOfWeek: everyDay, opens, closes };
}

/** Stable identifiers, shared by every language version, so the entities link across pages. */
export const jsonLdIds = {
  organization: (origin: string) => new URL('/#organization', origin).toString(),
  venue: (origin: string) => new URL('/#venue', origin).toString(),
  club: (origin: string) => new URL('/#the-sin', origin).toString(),
  website: (origin: string) => new URL('/#website', origin).toString(),
};

/** The site itself, in the home page's language, published by the venue. */
export function websiteJsonLd({
  origin,
  locale,
}: {
  origin: string;
  locale: Locale;
}): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': jsonLdIds.website(origin),
    name: site.name,
    url: absoluteUrlFrom(origin, href(locale, '/')),
    inLanguage: locale,
    publisher: { '@id': jsonLdIds.venue(origin) },
  };
}

/** schema.org address and coordinates of the venue, from its contact facts. */
export function placeJsonLd(facts: Pick<SiteFacts, 'address' | 'geo'>) {
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.locality,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    ...(facts.geo
      ? {
          geo: {
            '@type': 'GeoCoordinates' as const,
            latitude: facts.geo.latitude,
            longitude: facts.geo.longitude,
          },
        }
      : {}),
  } as const;
}

/** The hotel group that runs the venue. */
export function organizationJsonLd({ origin }: { origin: string }): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': jsonLdIds.organization(origin),
    name: site.group,
    url: site.groupUrl,
    logo: new URL('/brand/aurora-hotels-group.svg', origin).toString(),
    subOrganization: { '@id': jsonLdIds.venue(origin) },
  };
}

/**
 * The venue: a dinner-theatre (the show) with a night club (The Sin) inside, with address, geo,
 * phone, opening hours per part of the evening and price range.
 */
export function venueJsonLd({
  origin,
  locale,
  facts,
  description,
}: {
  origin: string;
  locale: Locale;
  facts: SiteFacts;
  description?: string;
}): WithContext<EntertainmentBusiness> {
  const place = placeJsonLd(facts);
  const { dinner, show, club, lobsterClub } = facts.hours;
  const sameAs = Object.values(facts.social).filter((url): url is string => url !== null);
  const absolute = (route: StaticPathname) => absoluteUrlFrom(origin, href(locale, route));
  return {
    '@context': 'https://schema.org',
    '@type': 'EntertainmentBusiness',
    '@id': jsonLdIds.venue(origin),
    name: site.name,
    ...(description ? { description } : {}),
    url: absolute('/'),
    image: [
      new URL('/media/og-default.jpg', origin).toString(),
      new URL('/media/headers/andy-show.jpg', origin).toString(),
    ],
    logo: new URL('/brand/logo.svg', origin).toString(),
    telephone: facts.phone,
    email: facts.email,
    ...place,
    hasMap: facts.mapHref,
    // The dinner show (dinner's start to the show's end), the club and the Lobster Club.
    openingHoursSpecification: [
      hours({ opens: dinner.opens, closes: show.closes }),
      hours(club),
      hours(lobsterClub),
    ],
    priceRange: venuePriceRange,
    currenciesAccepted: 'EUR, TRY',
    ...(sameAs.length > 0 ? { sameAs } : {}),
    parentOrganization: { '@id': jsonLdIds.organization(origin) },
    department: {
      '@type': 'NightClub',
      '@id': jsonLdIds.club(origin),
      name: site.club,
      url: absolute('/the-sin'),
      telephone: facts.phone,
      ...place,
      openingHoursSpecification: [hours(club)],
    },
  };
}

/** A breadcrumb as the page shows it: its text and its link (a site path, or an absolute url). */
export type Crumb = { text: string; href: string };

/** schema.org BreadcrumbList of the trail a page shows, in its order, with absolute urls. */
export function breadcrumbJsonLd({
  origin,
  trail,
}: {
  origin: string;
  trail: ReadonlyArray<Crumb>;
}): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.text,
      item: isExternalUrl(crumb.href) ? crumb.href : absoluteUrlFrom(origin, crumb.href),
    })),
  };
}

/** schema.org FAQPage: every question with its accepted answer (plain text). */
export function faqPageJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
  options: { url?: string; inLanguage?: string } = {},
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(options.url ? { url: options.url } : {}),
    ...(options.inLanguage ? { inLanguage: options.inLanguage } : {}),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` escaped as \u003c, \u003e and
 * \u0026 so no text from the provider can close the script or open a comment; the JSON stays equal.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
