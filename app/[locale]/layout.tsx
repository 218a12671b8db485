import '../globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Integrations } from '@/components/integrations/Integrations';
import { PreviewBanner } from '@/components/seo/PreviewBanner';
import { env } from '@/lib/env';
import { isLocale } from '@/lib/i18n/locales';
import { fontLoader } from '@/lib/shell/fonts';
import { tapRecorder } from '@/lib/shell/taps';
import { site } from '@/lib/site';

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  title: { template: `%s | ${site.name}`, default: site.name },
  other: { google: 'notranslate' },
  icons: { icon: '/favicon.ico', apple: '/icons/apple-touch-icon.png' },
};

export const viewport: Viewport = { themeColor: '#000000', colorScheme: 'dark' };

// Nothing is rendered at build time: pages render on first request, then come from the cache.
export function generateStaticParams() {
  return [];
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    // The head's script may set `wf` on html before React hydrates (lib/shell/fonts.ts).
    <html lang={locale} translate="no" className="bg-brand-950" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: fontLoader(locale) }} />
        {/* Keeps taps on script-only buttons until the page has hydrated (lib/shell/taps.ts). */}
        <script dangerouslySetInnerHTML={{ __html: tapRecorder }} />
      </head>
      <body className="bg-brand-950 text-white antialiased">
        {/* No NextIntlClientProvider: client components get their texts as props (no intl runtime in the browser). */}
        {children}
        <Integrations locale={locale} />
        <PreviewBanner locale={locale} />
      </body>
    </html>
  );
}
