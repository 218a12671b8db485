import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { addressLines, type SiteFacts } from '@/lib/site';
import { StaticMapCard, type MapLabels } from './StaticMapCard';
import { VenueMapLazy } from './VenueMap.client';

/**
 * The venue on a map. With NEXT_PUBLIC_GOOGLE_MAPS_KEY: Google Maps, loaded only once the map
 * scrolls into view. Without: the static card and a link, and no third-party request at all.
 */
export function VenueMap({
  locale,
  labels,
  facts,
  mapLabel,
  loadingLabel,
}: {
  locale: Locale;
  labels: MapLabels;
  facts: Pick<SiteFacts, 'address' | 'geo' | 'mapHref'>;
  mapLabel: string;
  loadingLabel: string;
}) {
  const key = env.NEXT_PUBLIC_GOOGLE_MAPS_KEY;
  const card = (
    <StaticMapCard
      labels={labels}
      lines={addressLines(facts.address, locale)}
      mapHref={facts.mapHref}
    />
  );
  // The interactive map needs coordinates; without them the card and its link are the map.
  if (!key || !facts.geo) return card;
  return (
    <VenueMapLazy
      apiKey={key}
      language={locale}
      center={{ lat: facts.geo.latitude, lng: facts.geo.longitude }}
      title={labels.title}
      mapLabel={mapLabel}
      loadingLabel={loadingLabel}
    >
      {card}
    </VenueMapLazy>
  );
}
