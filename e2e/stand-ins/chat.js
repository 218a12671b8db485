/* Stand-in for a live-chat vendor script in tests: reads its widget id from its own url (?widget=)
 * and, like real widgets, appends its launcher to <body>. Every load is recorded in window.__chatLoads. */
(function () {
  var script = document.currentScript;
  var id = script ? new URL(script.src).searchParams.get('widget') : 'unknown';
  (window.__chatLoads = window.__chatLoads || []).push(id);
  var launcher = document.createElement('div');
  launcher.setAttribute('data-chat-widget', id);
  launcher.setAttribute('role', 'complementary');
  launcher.setAttribute('aria-label', 'Live chat ' + id);
  launcher.textContent = 'Chat ' + id;
  launcher.style.cssText =
    'position:fixed;right:20px;bottom:20px;z-index:50;padding:10px 16px;border-radius:999px;background:#c9a24b;color:#050a1c;font:600 14px sans-serif';
  document.body.appendChild(launcher);
})();
