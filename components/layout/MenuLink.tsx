import type { ReactNode } from 'react';
import { isExternalUrl, localizeUrl } from '@/lib/i18n/hrefs';
import type { Locale } from '@/lib/i18n/locales';
import { InEnglish } from '@/components/i18n/InEnglish';
import { AppLink } from './AppLink';

/**
 * A provider menu url: internal ones get the locale prefix, external ones open in a new tab. A
 * German item that leads to an English page says so: hreflang, a visible “EN” and, for screen
 * readers, `inEnglish` (“(auf Englisch)”).
 */
export function MenuLink({
  locale,
  url,
  className,
  inEnglish,
  children,
}: {
  locale: Locale;
  url: string;
  className?: string;
  inEnglish?: string;
  children: ReactNode;
}) {
  if (isExternalUrl(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  const href = localizeUrl(locale, url);
  // German is a fallback: a page German lacks is linked in English, and the link says so.
  const english = locale === 'de' && !/^\/de(\/|$)/.test(href);
  return (
    <AppLink href={href} className={className} hrefLang={english ? 'en' : undefined}>
      {children}
      {english && inEnglish ? <InEnglish label={inEnglish} /> : null}
    </AppLink>
  );
}
