import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { errorKeys } from '@/lib/validation/validators';

/** Every validation message (`Forms.errors.*`) of a locale, keyed by the schemas' message keys. */
export async function errorMessages(locale: Locale): Promise<Record<string, string>> {
  const t = await getTranslations({ locale, namespace: 'Forms' });
  return Object.fromEntries(errorKeys.map((key) => [key, t(`errors.${key}`)]));
}
