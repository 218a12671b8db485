'use client';

import { GoogleMap, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import type { ReactNode } from 'react';

export type VenueMapCanvasProps = {
  apiKey: string;
  language: string;
  center: { lat: number; lng: number };
  title: string;
  mapLabel: string;
  loadingLabel: string;
};

// Navy map to match the site (Google's styled-map JSON).
const styles: google.maps.MapTypeStyle[] = [
  { elementType: 'geometry', stylers: [{ color: '#0d173b' }] },
  { elementType: 'labels.text.fill', stylers: [{ color: '#c9cde0' }] },
  { elementType: 'labels.text.stroke', stylers: [{ color: '#050a1c' }] },
  { featureType: 'road', elementType: 'geometry', stylers: [{ color: '#233277' }] },
  { featureType: 'road.highway', elementType: 'geometry', stylers: [{ color: '#a9843a' }] },
  { featureType: 'water', elementType: 'geometry', stylers: [{ color: '#050a1c' }] },
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
];

export function VenueMapCanvas({
  apiKey,
  language,
  center,
  title,
  mapLabel,
  loadingLabel,
  fallback,
}: VenueMapCanvasProps & { fallback: ReactNode }) {
  const { isLoaded, loadError } = useJsApiLoader({
    id: 'venue-map',
    googleMapsApiKey: apiKey,
    language,
  });
  if (loadError) return <>{fallback}</>;
  return (
    <div
      role="region"
      aria-label={mapLabel}
      className="relative h-[340px] overflow-hidden rounded-3xl border border-gold-500/25 shadow-2xl shadow-black/50 md:h-[420px]"
    >
      {isLoaded ? (
        <GoogleMap
          mapContainerClassName="size-full"
          center={center}
          zoom={13}
          options={{ styles, disableDefaultUI: true, zoomControl: true, clickableIcons: false }}
        >
          <MarkerF position={center} title={title} />
        </GoogleMap>
      ) : (
        <p
          role="status"
          className="flex size-full items-center justify-center bg-brand-900 text-white/70"
        >
          {loadingLabel}
        </p>
      )}
    </div>
  );
}
