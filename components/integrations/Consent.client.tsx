'use client';

import { useEffect } from 'react';
import type CookieConsent from 'vanilla-cookieconsent';
import type { Service } from '@/lib/consent/categories';
import { consentConfig, COOKIE_SETTINGS_ID, type ConsentTexts } from '@/lib/consent/config';
import type { Locale } from '@/lib/i18n/locales';
import { useConsentStore } from '@/stores/consent';
import { loadScript, loadStyle, whenIdle } from './scripts';

// Self-hosted copies of vanilla-cookieconsent's dist files, plus the site's navy-and-gold theme.
const SCRIPT = '/cookie-consent/cookieconsent.umd.js';
const STYLES = ['/cookie-consent/cookieconsent.css', '/cookie-consent/theme.css'];

type Api = typeof CookieConsent;

function loadConsent(): Promise<Api> {
  return Promise.all([loadScript(SCRIPT), ...STYLES.map(loadStyle)]).then(
    () => (window as unknown as { CookieConsent: Api }).CookieConsent,
  );
}

/**
 * The consent banner and preferences dialog: loaded once the page is idle, run in the page's
 * language; the footer's "Cookie settings" link (`data-cookie-settings`) reopens the preferences.
 */
export function Consent({
  locale,
  texts,
  services,
}: {
  locale: Locale;
  texts: ConsentTexts;
  services: Service[];
}) {
  const setAccepted = useConsentStore((state) => state.setAccepted);
  // Props come new from the server on every refresh; run again only when they really change.
  const key = JSON.stringify([locale, texts, services]);

  useEffect(() => {
    const [lang, copy, offered] = JSON.parse(key) as [Locale, ConsentTexts, Service[]];
    let api: Api | null = null;
    let cancelled = false;
    let ready: Promise<Api> | null = null;
    const sync = () => {
      if (api) setAccepted(api.getUserPreferences().acceptedCategories);
    };
    const start = () => {
      ready ??= loadConsent().then(async (loaded) => {
        if (cancelled) return loaded;
        api = loaded;
        await loaded.run({
          ...consentConfig(lang, copy, offered),
          onConsent: sync,
          onChange: sync,
        });
        if (window.location.hash === `#${COOKIE_SETTINGS_ID}`) loaded.showPreferences();
        return loaded;
      });
      return ready;
    };
    const stopIdle = whenIdle(() => void start().catch(() => undefined));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      start()
        .then((loaded) => loaded.showPreferences())
        // The script could not load: fall back to the cookies page the link points to.
        .catch(() => window.location.assign((link as HTMLAnchorElement).href));
    };
    document.addEventListener('click', onClick);
    return () => {
      cancelled = true;
      stopIdle();
      document.removeEventListener('click', onClick);
      // A language change mounts a new banner in the new language; the visitor's consent stands.
      api?.reset(false);
    };
  }, [key, setAccepted]);

  return null;
}
