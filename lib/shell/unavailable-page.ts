import { escapeHtml } from '../escape-html';
import { PAGE_STATUS_META, UNAVAILABLE_RETRY_AFTER_S } from '../html/page-status';
import { localeOfPath } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { localeRoot } from '../i18n/navigation';
import { statusPage } from './status-page';

export type UnavailableTexts = {
  metaTitle: string;
  title: string;
  text: string;
  retry: string;
  home: string;
};

const HOURGLASS =
  '<svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"><path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9"/></svg>';

/**
 * "Temporarily unavailable": what the site answers (503, Retry-After) instead of a page that would
 * have to show a venue fact it does not know (the provider fails and none was ever read:
 * lib/provider/settings.ts). In the visitor's language, without scripts; it asks again by itself
 * after Retry-After's seconds (`refresh`), so a visitor who waits gets the page once it is back.
 */
export function unavailablePage({
  lang,
  texts,
  home,
}: {
  lang: string;
  texts: UnavailableTexts;
  /** The home page in the visitor's language. */
  home: string;
}): string {
  return statusPage({
    lang,
    title: texts.metaTitle,
    icon: HOURGLASS,
    head: `<meta name="${PAGE_STATUS_META}" content="503">
<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_S}">
`,
    body: `<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<div class="actions">
<a class="primary" href="">${escapeHtml(texts.retry)}</a>
<a href="${escapeHtml(home)}">${escapeHtml(texts.home)}</a>
</div>`,
  });
}

/** The unavailable page for a visitor's URL, in the URL's language. */
export async function unavailablePageFor(url: string): Promise<string> {
  const { locale } = localeOfPath(url.split('?')[0] ?? '/');
  const messages = (await loadMessages(locale)) as unknown as { Unavailable: UnavailableTexts };
  return unavailablePage({
    lang: locale,
    texts: messages.Unavailable,
    home: localeRoot(locale === 'de' ? 'en' : locale),
  });
}
