import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { StaticMapCard, type MapLabels } from './StaticMapCard';
import { VenueMapLazy } from './VenueMap.client';

/**
 * The venue on a map. With NEXT_PUBLIC_GOOGLE_MAPS_KEY: Google Maps, loaded only once the map
 * scrolls into view. Without: the static card and a link, and no third-party request at all.
 */
export function VenueMap({
  locale,
  labels,
  country,
  mapLabel,
  loadingLabel,
}: {
  locale: Locale;
  labels: MapLabels;
  country: string;
  mapLabel: string;
  loadingLabel: string;
}) {
  const key = env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  if (!key) return <StaticMapCard labels={labels} country={country} />;
  return (
    <VenueMapLazy
      apiKey={key}
      language={locale}
      center={{ lat: site.geo.latitude, lng: site.geo.longitude }}
      title={labels.title}
      mapLabel={mapLabel}
      loadingLabel={loadingLabel}
    >
      <StaticMapCard labels={labels} country={country} />
    </VenueMapLazy>
  );
}
