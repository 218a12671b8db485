import { loadMessages } from '@/lib/i18n/messages';
import { locales, type Locale } from '@/lib/i18n/locales';
import { offlinePage, type OfflineTexts } from '@/lib/shell/offline-page';
import { defaultSiteFacts } from '@/lib/site';

// Built once: it needs no provider, and the service worker precaches it.
export const dynamic = 'force-static';

export async function GET() {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const messages = (await loadMessages(locale)) as unknown as { Offline: OfflineTexts };
      return [locale, messages.Offline] as const;
    }),
  );
  const texts = Object.fromEntries(entries) as Record<Locale, OfflineTexts>;
  // Built without the provider: the default phone (lib/site.ts), which a visitor offline can still dial.
  const { phone, phoneHref } = defaultSiteFacts('en');
  return new Response(offlinePage(texts, { label: phone, href: phoneHref }), {
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}
