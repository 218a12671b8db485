import { localizeUrl } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';

/** The events list in a language; German has none, its programme page lists the events instead. */
export function eventsListPath(locale: Locale): string {
  if (locale === 'de') return localizeUrl('de', '/schedule');
  return localizeUrl(locale, locale === 'tr' ? '/etkinlikler-konserler' : '/events-concerts');
}

/** The .ics download of an event, or of one of its sessions. */
export function icsPath(locale: Locale, slug: string, sessionId?: number): string {
  const base = `/api/events/${locale}/${encodeURIComponent(slug)}/ics`;
  return sessionId ? `${base}?session=${sessionId}` : base;
}

/** Home in a language; German has no home page, so its visitors go to the English one. */
export function homePath(locale: Locale): string {
  return locale === 'de' ? '/' : localizeUrl(locale, '/');
}
