import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { offlinePage, type OfflineTexts } from '@/lib/shell/offline-page';
import { getSiteFacts } from '@/lib/provider/settings';

// Rendered on request (the service worker precaches it): the phone is the venue facts' current one,
// from the cached settings read, or the defaults when the provider has none.

export async function GET() {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages = (await loadMessages(locale)) as unknown as { Offline: OfflineTexts };
      return [locale, messages.Offline] as const;
    }),
  );
  const texts = Object.fromEntries(entries) as Record<Locale, OfflineTexts>;
  const { phone, phoneHref } = await getSiteFacts('en');
  return new Response(offlinePage(texts, { label: phone, href: phoneHref }), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
