'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { HeroLabels, HeroSlideView } from './types';

// Swiper and the videos load after the first paint, so the server-rendered poster is the LCP.
const HeroSlideshow = dynamic(
  () => import('./HeroSlideshow.client').then((module) => module.HeroSlideshow),
  { ssr: false },
);

export function HeroStage({ slides, labels }: { slides: HeroSlideView[]; labels: HeroLabels }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer = 0;
    const frame = window.requestAnimationFrame(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => setReady(true), { timeout: 1500 });
      } else {
        timer = window.setTimeout(() => setReady(true), 200);
      }
    });
    return () => {
      window.cancelAnimationFrame(frame);
      if (idle) window.cancelIdleCallback(idle);
      window.clearTimeout(timer);
    };
  }, []);
  return ready ? <HeroSlideshow slides={slides} labels={labels} /> : null;
}
