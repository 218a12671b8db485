import { escapeHtml } from '@/lib/escape-html';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';
import type { PreviewLinkVerdict } from './link';

type Texts = {
  linkInvalidTitle: string;
  linkInvalid: string;
  linkExpiredTitle: string;
  linkExpired: string;
  linkHome: string;
};

/** The page a refused preview link answers with (401), in the language of the path it names. */
export async function refusedLinkPage(
  locale: Locale,
  verdict: Exclude<PreviewLinkVerdict, 'ok'>,
): Promise<string> {
  const messages = (await loadMessages(locale)) as unknown as { Preview: Texts };
  const t = messages.Preview;
  const [title, text] =
    verdict === 'expired'
      ? [t.linkExpiredTitle, t.linkExpired]
      : [t.linkInvalidTitle, t.linkInvalid];
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Andy Show</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#050a1c;color:#e8eaf3;font:17px/1.6 system-ui,sans-serif}
main{max-width:34rem;padding:2rem;border-top:3px solid #c9a24b}h1{font:600 1.7rem/1.3 Georgia,serif;color:#e6c77a;margin:0 0 1rem}
a{color:#e6c77a}</style></head>
<body><main data-testid="preview-link-refused"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<p><a href="${href(locale, '/')}">${escapeHtml(t.linkHome)}</a></p></main></body></html>`;
}
