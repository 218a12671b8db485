'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { KEEP_PAGE_MESSAGE } from '@/lib/shell/offline-page';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/shell/prefetch';
import { whenIdle } from './scripts';

/**
 * Asks the service worker to keep the page being read for offline reading (public/sw.js): a page
 * reached by a client navigation came as React's payload only, and the first page of a first visit
 * before the worker took control. Once the page is idle, and like a prefetch never offline, on 2g or
 * with save-data (the worker fetches the page once more).
 */
export function KeepPage() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const worker = navigator.serviceWorker;
    const ask = () => {
      const { connection } = navigator as Navigator & { connection?: ConnectionInfo['connection'] };
      if (!shouldPrefetch({ onLine: navigator.onLine, connection })) return;
      worker.controller?.postMessage({ type: KEEP_PAGE_MESSAGE, url: window.location.href });
    };
    const stopIdle = whenIdle(ask);
    worker.addEventListener('controllerchange', ask);
    return () => {
      stopIdle();
      worker.removeEventListener('controllerchange', ask);
    };
  }, [pathname, search]);

  return null;
}
