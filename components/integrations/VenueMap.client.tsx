'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VenueMapCanvasProps } from './VenueMapCanvas.client';

// The Google Maps code is its own chunk, fetched only when the map comes into view.
const VenueMapCanvas = dynamic(
  () => import('./VenueMapCanvas.client').then((module) => module.VenueMapCanvas),
  { ssr: false },
);

/** Shows `children` (the static card) until the map container is near the viewport. */
export function VenueMapLazy({
  children,
  ...canvas
}: VenueMapCanvasProps & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={root} className="relative">
      {visible ? <VenueMapCanvas {...canvas} fallback={children} /> : children}
    </div>
  );
}
