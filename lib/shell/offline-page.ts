import { escapeHtml } from '@/lib/escape-html';
import type { Locale } from '@/lib/i18n/locales';

export type OfflineTexts = {
  metaTitle: string;
  title: string;
  text: string;
  retry: string;
  home: string;
  call: string;
};

export const OFFLINE_PATH = '/offline.html';

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
  phone: { label: string; href: string },
): string {
  const en = texts.en;
  const data = JSON.stringify(texts).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en" translate="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#000000">
<meta name="robots" content="noindex">
<meta name="google" content="notranslate">
<title>${escapeHtml(en.metaTitle)} | Andy Show</title>
<link rel="icon" href="/favicon.ico">
<style>
*{box-sizing:border-box}
html{color-scheme:dark;background:#050a1c}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;color:#e8eaf3;font:16px/1.6 system-ui,sans-serif;background:radial-gradient(ellipse at top,rgba(52,72,156,.4),transparent 55%),radial-gradient(ellipse at bottom,rgba(201,162,75,.1),transparent 50%),#050a1c}
main{max-width:560px;text-align:center}
img{display:block;margin:0 auto 40px;height:40px;width:auto}
.signal{width:72px;height:72px;margin:0 auto 24px;border-radius:50%;display:grid;place-items:center;border:1px solid rgba(201,162,75,.4);color:#e6c77a}
h1{margin:0 0 12px;font:400 clamp(1.9rem,5vw,2.6rem)/1.2 'Playfair Display',serif;color:#fff}
p{margin:0 0 32px;color:#cfd3e4}
.actions{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}
a,button{font:inherit;font-weight:700;font-size:.85rem;letter-spacing:.08em;text-transform:uppercase;min-height:44px;padding:0 22px;border-radius:999px;display:inline-flex;align-items:center;cursor:pointer;text-decoration:none}
button{background:#c9a24b;color:#050a1c;border:0}
button:hover{background:#e6c77a}
a{color:#fff;border:1px solid rgba(255,255,255,.25)}
a:hover{border-color:#e6c77a;color:#efd898}
.phone{margin-top:40px;font-size:.9rem;color:#b9bfd6}
.phone a{display:inline;border:0;padding:0;min-height:0;text-transform:none;letter-spacing:0;color:#e6c77a;font-size:1rem;white-space:nowrap}
:focus-visible{outline:2px solid #e6c77a;outline-offset:3px}
</style>
</head>
<body>
<main>
<img src="/brand/logo.svg" alt="Andy Show">
<div class="signal" aria-hidden="true"><svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"><path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16.1a5 5 0 0 1 7 0"/><circle cx="12" cy="19.5" r="1"/><path d="M3 3l18 18"/></svg></div>
<h1 data-text="title">${escapeHtml(en.title)}</h1>
<p data-text="text">${escapeHtml(en.text)}</p>
<div class="actions">
<button type="button" data-text="retry" data-retry>${escapeHtml(en.retry)}</button>
<a href="/" data-text="home" data-home>${escapeHtml(en.home)}</a>
</div>
<div class="phone"><span data-text="call">${escapeHtml(en.call)}</span>: <a href="${escapeHtml(phone.href)}">${escapeHtml(phone.label)}</a></div>
</main>
<script type="application/json" id="offline-texts">${data}</script>
<script src="/offline.js"></script>
</body>
</html>
`;
}
