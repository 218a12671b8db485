'use client';

import { useEffect } from 'react';
import { reloadOnChunkError } from '@/lib/shell/chunk-reload';
import { replayTaps } from '@/lib/shell/taps';
import { whenIdle } from './scripts';

/**
 * Page lifecycle without UI: marks <html data-hydrated> once the page has hydrated and acts on the
 * taps made before (lib/shell/taps.ts), registers the service worker (scope /, errors ignored) once
 * the page has loaded, and reloads the page when a code chunk fails to load (at most once per 60 s).
 */
export function Lifecycle() {
  useEffect(() => {
    // The page is interactive: its framework scripts load after the first paint
    // (lib/html/defer-scripts.ts), and tests that click at once wait for this mark.
    document.documentElement.dataset.hydrated = '';
    // The page's components come before this one in the layout: their first effects have run.
    void replayTaps();
    const onError = (event: ErrorEvent) => reloadOnChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);

    // Development serves changing, unhashed chunks: no worker there (NODE_ENV: Next's, inlined at build).
    const stopIdle =
      process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator
        ? whenIdle(() => {
            try {
              navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
            } catch {
              // docs/product.md §8: registration errors are silently ignored.
            }
          })
        : undefined;

    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      stopIdle?.();
    };
  }, []);
  return null;
}
