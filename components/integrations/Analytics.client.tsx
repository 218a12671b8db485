'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { allows, googleConsent } from '@/lib/consent/categories';
import { cookieLifetimes, lifetimeSeconds } from '@/lib/consent/lifetimes';
import { useConsentStore } from '@/stores/consent';
import { loadScript } from './scripts';

type Gtag = (...args: unknown[]) => void;
/** gtag is set up once per page load, whatever remounts (a language change re-renders the layout). */
let started = false;
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** The gtag command queue; gtag.js, once loaded, works through it. */
function gtag(): Gtag {
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  w.gtag ??= function gtag() {
    // gtag.js expects the arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  return w.gtag;
}

/**
 * Google Analytics 4: loaded only after analytics consent; reports a page view for the page the
 * visitor consented on (the first load) and on every route change after that.
 */
export function Analytics({
  id,
  scriptUrl,
  locale,
}: {
  id: string;
  scriptUrl: string;
  locale: string;
}) {
  const granted = useConsentStore((state) => allows(state.accepted, 'analytics'));
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    // Withdrawn (or given again) after gtag started: tell it; cookieconsent erases its cookies.
    if (started) gtag()('consent', 'update', googleConsent(granted ? ['analytics'] : []));
  }, [granted]);

  useEffect(() => {
    if (!granted) return;
    const send = gtag();
    if (!started) {
      started = true;
      send('consent', 'default', googleConsent(['analytics']));
      send('js', new Date());
      // Page views are sent by hand: gtag's automatic one cannot see client navigations. The cookies'
      // lifetime is the one the banner and the cookie policy state (lib/consent/lifetimes.ts).
      send('config', id, {
        send_page_view: false,
        cookie_expires: lifetimeSeconds(cookieLifetimes.analytics),
      });
      loadScript(scriptUrl).catch(() => undefined);
    }
    send('event', 'page_view', {
      page_location: window.location.href,
      page_path: `${pathname}${search ? `?${search}` : ''}`,
      page_title: document.title,
      language: locale,
    });
  }, [granted, pathname, search, id, scriptUrl, locale]);

  return null;
}
