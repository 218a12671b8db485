'use client';

import { useEffect } from 'react';
import { whenIdle } from './scripts';

export const VITALS_ENDPOINT = '/api/vitals';

/**
 * Field Web Vitals (lib/vitals/collect.ts): in a sample of page views (VITALS_SAMPLE_RATE), loaded
 * once the page has loaded and the browser is idle, then sent once when the page is hidden or left.
 * Anonymous: no cookie of its own, no identifier, the page's path without its query.
 */
export function Vitals({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    if (Math.random() >= sampleRate || typeof navigator.sendBeacon !== 'function') return;
    return whenIdle(() => {
      void import('@/lib/vitals/collect')
        .then(({ collectVitals }) => collectVitals(VITALS_ENDPOINT))
        .catch(() => undefined);
    });
  }, [sampleRate]);
  return null;
}
