import { CACHE_CONTROL } from '@/lib/cache/policies';
import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { offlinePage, type OfflineTexts } from '@/lib/shell/offline-page';
import { FactsUnknown, getSiteFacts } from '@/lib/provider/settings';

// Rendered on request (the service worker precaches it): the phone is the venue facts' current one,
// from the cached settings read, or the defaults when the provider has none; none while the facts
// are not known (the page must still be there for the service worker to keep).

export async function GET() {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages = (await loadMessages(locale)) as unknown as { Offline: OfflineTexts };
      return [locale, messages.Offline] as const;
    }),
  );
  const texts = Object.fromEntries(entries) as Record<Locale, OfflineTexts>;
  const facts = await getSiteFacts('en').catch((error: unknown) => {
    if (error instanceof FactsUnknown) return null;
    throw error;
  });
  const phone = facts && { label: facts.phone, href: facts.phoneHref };
  return new Response(offlinePage(texts, phone), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // Not kept while the phone is missing: the next fetch (the service worker's next install) gets it.
      ...(facts ? {} : { 'Cache-Control': CACHE_CONTROL.noStore }),
    },
  });
}
