import { localizeUrl } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';

/** The privacy page in the visitor's language (German has none: English). */
export function privacyHref(locale: Locale): string {
  if (locale === 'tr') return localizeUrl('tr', '/privacyTr');
  return localizeUrl(locale === 'de' ? 'en' : locale, '/privacy');
}

/** The home page in the visitor's language (German has none: English, docs/product.md §1). */
export function homeHref(locale: Locale): string {
  return localizeUrl(locale === 'de' ? 'en' : locale, '/');
}
