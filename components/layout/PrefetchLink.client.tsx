'use client';

import Link from 'next/link';
import { startTransition, useEffect, useState, type ComponentProps } from 'react';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  shouldPrefetch,
  type ConnectionInfo,
} from '@/lib/shell/prefetch';

type NetworkInformation = NonNullable<ConnectionInfo['connection']> & EventTarget;

/** One shared gate for every link: closed until the browser is idle, then open while the connection allows. */
const gate = (() => {
  let open = false;
  let started = false;
  const listeners = new Set<() => void>();
  const connection = () =>
    (navigator as Navigator & { connection?: NetworkInformation }).connection ?? null;
  const update = () => {
    const next = shouldPrefetch({ onLine: navigator.onLine, connection: connection() });
    if (next === open) return;
    open = next;
    listeners.forEach((listener) => listener());
  };
  const begin = () => {
    started = true;
    const idle = () => {
      update();
      window.addEventListener('online', update);
      window.addEventListener('offline', update);
      connection()?.addEventListener?.('change', update);
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(idle, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    } else {
      window.setTimeout(idle, 1);
    }
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) begin();
      return () => {
        listeners.delete(listener);
      };
    },
    get: () => open,
  };
})();

/**
 * next/link whose prefetching waits for an idle moment (at most 2 s) and is skipped offline, on
 * 2g and with save-data (SPEC §2). Use it for internal links instead of next/link.
 * The gate opens every link on the page at once (dozens): as a transition, so React renders them
 * in short slices instead of one 20-40 ms task when the browser goes idle.
 */
export function PrefetchLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    const sync = () => startTransition(() => setAllowed(gate.get()));
    const unsubscribe = gate.subscribe(sync);
    sync();
    return unsubscribe;
  }, []);
  return <Link {...props} prefetch={allowed ? (prefetch ?? null) : false} />;
}
