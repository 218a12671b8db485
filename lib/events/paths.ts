import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';

/** The events list in a language; German has none, its programme page lists the events instead. */
export function eventsListPath(locale: Locale): string {
  return href(locale, locale === 'de' ? '/schedule' : '/events-concerts');
}

/** The .ics download of an event, or of one of its sessions. */
export function icsPath(locale: Locale, slug: string, sessionId?: number): string {
  const base = `/api/events/${locale}/${encodeURIComponent(slug)}/ics`;
  return sessionId ? `${base}?session=${sessionId}` : base;
}
