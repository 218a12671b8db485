import { escapeHtml } from '../escape-html';

/**
 * A page the site answers without Next, in the venue's colours (inline styles, the logo): the offline
 * page the service worker keeps (lib/shell/offline-page.ts) and the "temporarily unavailable" page
 * (lib/shell/unavailable-page.ts). `body` and `head` are markup, escaped by their makers.
 */
export function statusPage({
  lang,
  title,
  icon,
  body,
  head = '',
  scripts = '',
}: {
  lang: string;
  title: string;
  icon: string;
  body: string;
  head?: string;
  scripts?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" translate="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#000000">
<meta name="robots" content="noindex">
<meta name="google" content="notranslate">
${head}<title>${escapeHtml(title)} | Andy Show</title>
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
button,a.primary{background:#c9a24b;color:#050a1c;border:0}
button:hover,a.primary:hover{background:#e6c77a;color:#050a1c}
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
<div class="signal" aria-hidden="true">${icon}</div>
${body}
</main>
${scripts}
</body>
</html>
`;
}
