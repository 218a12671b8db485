'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser is online (true on the server and during hydration). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const BACK_ONLINE_MS = 4000;

/** A small status pill: shown while offline, then "back online" for a few seconds. */
export function OnlineStatus({ offline, online }: { offline: string; online: string }) {
  const isOnline = useOnline();
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    const onOnline = () => {
      setBackOnline(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      window.clearTimeout(timer);
      setBackOnline(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  const message = !isOnline ? offline : backOnline ? online : null;
  return (
    <div
      data-shell
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4"
    >
      {message ? (
        <p
          data-online={isOnline ? 'true' : 'false'}
          className="flex max-w-md items-center gap-2.5 rounded-full border border-gold-500/30 bg-brand-900/95 px-4 py-2 text-sm text-white/90 shadow-lg shadow-black/40 backdrop-blur"
        >
          <span
            aria-hidden="true"
            className={`size-2 shrink-0 rounded-full ${isOnline ? 'bg-success' : 'bg-danger'}`}
          />
          {message}
        </p>
      ) : null}
    </div>
  );
}
