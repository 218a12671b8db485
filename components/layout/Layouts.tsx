import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Alternate } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import { getMenus } from '@/lib/provider/menus';
import { Newsletter } from '@/components/forms/Newsletter';
import { Footer } from './Footer';
import { Header } from './Header';

type ChromeProps = {
  locale: Locale;
  /** The page's own path in its language (no query): where its footer's newsletter posts. */
  path: string;
  /** page.property.id or event.publisher.id: menus are read with it (docs/product.md §7). */
  propertyId?: number;
  alternates: Alternate[];
  children: ReactNode;
};

async function SkipLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded bg-gold-500 px-4 py-2 font-bold text-brand-950 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('skipToContent')}
    </a>
  );
}

/** Default layout: bare content, no chrome. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}

/** Standard layout (also the event-detail layout): header, content, footer. */
export async function StandardLayout({
  locale,
  path,
  propertyId,
  alternates,
  children,
}: ChromeProps) {
  const menus = await getMenus(locale, propertyId);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink locale={locale} />
      <Header locale={locale} items={menus.header} alternates={alternates} overlay />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer
        locale={locale}
        sections={menus.footer}
        newsletter={<Newsletter locale={locale} page={path} />}
      />
    </div>
  );
}

export const EventDetailLayout = StandardLayout;

/** Hero layout: the header floats over a full-screen slideshow, then content and footer. */
export async function HeroLayout({
  locale,
  path,
  propertyId,
  alternates,
  hero,
  children,
}: ChromeProps & { hero: ReactNode }) {
  const menus = await getMenus(locale, propertyId);
  return (
    <div className="relative flex min-h-dvh flex-col">
      <SkipLink locale={locale} />
      <Header locale={locale} items={menus.header} alternates={alternates} overlay />
      <main id="main" className="flex-1">
        {hero}
        {children}
      </main>
      <Footer
        locale={locale}
        sections={menus.footer}
        newsletter={<Newsletter locale={locale} page={path} />}
      />
    </div>
  );
}
