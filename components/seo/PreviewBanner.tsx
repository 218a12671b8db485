import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isPreview } from '@/lib/provider/load';
import { PreviewBar } from './PreviewBanner.client';

/**
 * The editor's "Preview" banner, rendered only in draft mode: draft requests skip the page cache,
 * so public pages stay cached and never carry it.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  if (!(await isPreview())) return null;
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return <PreviewBar label={t('label')} text={t('text')} exitLabel={t('exit')} />;
}
