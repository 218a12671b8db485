/* The offline page's script (public/sw.js precaches both): the language of the address the visitor
 * tried to open, and a retry button. External, so the Content-Security-Policy's 'self' admits it. */
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
})();
