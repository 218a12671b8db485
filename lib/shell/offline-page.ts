import { escapeHtml } from '../escape-html';
import type { Locale } from '../i18n/locales';
import { statusPage } from './status-page';

export type OfflineTexts = {
  metaTitle: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  call: string;
};

export const OFFLINE_PATH = '/offline.html';

const SIGNAL_OFF =
  '<svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"><path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16.1a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1"/><path d="M3 3l18 18"/></svg>';

/**
 * The message a page sends the service worker (public/sw.js, which spells it too; sw.test.ts holds
 * the two together) to keep the page it shows for offline reading.
 */
export const KEEP_PAGE_MESSAGE = 'keep-page';

/**
 * The page the service worker shows when a navigation fails offline: self-contained (inline styles,
 * precached logo and script), in the language of the address the visitor tried to open. The texts of
 * every language travel as JSON; /offline.js (an external script, allowed by the CSP's 'self')
 * picks one from the path.
 */
export function offlinePage(
  texts: Record<Locale, OfflineTexts>,
  /** The venue's phone, when its facts are known. */
  phone: { label: string; href: string } | null,
): string {
  const en = texts.en;
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return statusPage({
    lang: 'en',
    title: en.metaTitle,
    icon: SIGNAL_OFF,
    body: `<h1 data-text="title">${escapeHtml(en.title)}</h1>
<p data-text="text">${escapeHtml(en.text)}</p>
<div class="actions">
<button type="button" data-text="retry" data-retry>${escapeHtml(en.retry)}</button>
<a href="/" data-text="home" data-home>${escapeHtml(en.home)}</a>
</div>
${phone ? `<div class="phone"><span data-text="call">${escapeHtml(en.call)}</span>: <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.label)}</a></div>` : ''}`,
    scripts: `<script type="application/json" id="offline-texts">${data}</script>
<script src="/offline.js"></script>`,
  });
}
