import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

export async function ProviderNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Common' });
  return (
    <p
      role="status"
      className="mx-auto mb-10 max-w-3xl rounded-xl border border-gold-500/30 bg-brand-900 px-5 py-4 text-sm text-white/80"
    >
      {t('providerUnavailable')}
    </p>
  );
}
