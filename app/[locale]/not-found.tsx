import { getLocale, getTranslations } from 'next-intl/server';
import { ErrorScreen, homeButtonClass } from '@/components/errors/ErrorScreen';
import { StandardLayout } from '@/components/layout/Layouts';
import { localizeUrl } from '@/lib/i18n/hrefs';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { PrefetchLink } from '@/components/layout/PrefetchLink.client';

export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <StandardLayout locale={locale} alternates={[]}>
      <title>{t('metaTitle')}</title>
      <ErrorScreen
        code="404"
        title={t('title')}
        text={t('text')}
        action={
          <PrefetchLink href={localizeUrl(locale, '/')} className={homeButtonClass}>
            {t('home')}
          </PrefetchLink>
        }
      />
    </StandardLayout>
  );
}
