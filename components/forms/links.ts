import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';

/** The privacy page in the visitor's language (German has none: English). */
export function privacyHref(locale: Locale): string {
  return href(locale, '/privacy');
}

/** The home page in the visitor's language (German has none: English, docs/product.md §1). */
export function homeHref(locale: Locale): string {
  return href(locale, '/');
}
