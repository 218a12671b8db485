import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { privacyHref } from './links';

/** The `<link>` tag of a form's consent text (`t.rich`): the privacy page in the visitor's language. */
export function privacyLink(locale: Locale) {
  return function link(chunks: ReactNode) {
    return (
      <a
        href={privacyHref(locale)}
        className="text-gold-300 underline underline-offset-2 hover:text-gold-200"
      >
        {chunks}
      </a>
    );
  };
}
