/* The offline page's script (public/sw.js precaches both): the language of the address the visitor
 * tried to open, a retry button, and the way back by itself: once the connection is back the page
 * asked for loads, on the browser's `online` event and, as that event is unreliable (it tells of a
 * network, not of the site), by asking the site now and then. External, so the
 * Content-Security-Policy's 'self' admits it. */
(function () {
  var texts = JSON.parse(document.getElementById('offline-texts').textContent);
  var first = location.pathname.split('/')[1];
  var lang = first === 'tr' || first === 'ru' || first === 'de' ? first : 'en';
  var t = texts[lang];
  document.documentElement.lang = lang;
  document.title = t.metaTitle + ' | Andy Show';
  document.querySelectorAll('[data-text]').forEach(function (el) {
    el.textContent = t[el.getAttribute('data-text')];
  });
  // German has no home page of its own (docs/product.md §1).
  document.querySelector('[data-home]').setAttribute('href', lang === 'en' || lang === 'de' ? '/' : '/' + lang);
  document.querySelector('[data-retry]').addEventListener('click', function () {
    location.reload();
  });

  // Back online: the page asked for, without a tap. A HEAD request passes the service worker by (it
  // answers GET only), so any answer is the site's own; a server error is no way back yet.
  var FIRST_CHECK_MS = 3000;
  var LAST_CHECK_MS = 30000;
  var delay = FIRST_CHECK_MS;
  var timer = 0;
  var checking = false;
  function check() {
    window.clearTimeout(timer);
    if (checking) return;
    if (navigator.onLine === false || document.visibilityState === 'hidden') return later();
    checking = true;
    fetch(location.href, { method: 'HEAD', cache: 'no-store', credentials: 'same-origin' }).then(
      function (response) {
        checking = false;
        if (response.status < 500) location.reload();
        else later();
      },
      function () {
        checking = false;
        later();
      },
    );
  }
  function later() {
    window.clearTimeout(timer);
    timer = window.setTimeout(check, delay);
    delay = Math.min(delay * 1.5, LAST_CHECK_MS);
  }
  window.addEventListener('online', function () {
    delay = FIRST_CHECK_MS;
    check();
  });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') check();
  });
  later();
})();
