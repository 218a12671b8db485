import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/layout/AppLink';
import { href } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { ErrorScreen, homeButtonClass } from './ErrorScreen';

// The bare (default) layout, as docs/product.md §2 draws the error page: black hole and a button
// home. Next serialises the not-found boundary into every page's payload, so header and footer here
// would travel twice with each page.
// withTitle: only where no metadata names the page (the not-found boundary); the page-not-found
// route names it through its metadata, so its head holds exactly one <title>.
export async function NotFoundScreen({
  locale,
  withTitle = false,
}: {
  locale: Locale;
  withTitle?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <main id="main">
      {withTitle ? <title>{t('metaTitle')}</title> : null}
      <ErrorScreen
        code="404"
        title={t('title')}
        text={t('text')}
        action={
          <AppLink href={href(locale, '/')} className={homeButtonClass}>
            {t('home')}
          </AppLink>
        }
      />
    </main>
  );
}
