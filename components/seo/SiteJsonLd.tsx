import { env } from '@/lib/env';
import { getSiteFacts } from '@/lib/provider/settings';
import type { Locale } from '@/lib/i18n/locales';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  venueJsonLd,
  websiteJsonLd,
  type Crumb,
} from '@/lib/seo/jsonld';
import { JsonLd } from './JsonLd';

/** Home page: the site, the venue (show + The Sin) and the hotel group that runs it. */
export async function VenueJsonLd({
  locale,
  description,
}: {
  locale: Locale;
  description?: string;
}) {
  const origin = env.NEXT_PUBLIC_SITE_URL;
  const facts = await getSiteFacts(locale);
  return (
    <>
      <JsonLd data={websiteJsonLd({ origin, locale })} />
      <JsonLd data={venueJsonLd({ origin, locale, facts, description })} />
      <JsonLd data={organizationJsonLd({ origin })} />
    </>
  );
}

/** A page's breadcrumb trail, as it shows it (a single crumb is no trail and is left out). */
export function BreadcrumbJsonLd({ trail }: { trail: ReadonlyArray<Crumb> }) {
  if (trail.length < 2) return null;
  return <JsonLd data={breadcrumbJsonLd({ origin: env.NEXT_PUBLIC_SITE_URL, trail })} />;
}
