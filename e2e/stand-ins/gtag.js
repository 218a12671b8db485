/* Stand-in for Google's gtag.js in tests: works through the dataLayer queue like the real script and
 * records every command, page views in window.__gaHits. It never leaves the machine. */
(function () {
  var script = document.currentScript;
  window.__gaScript = script ? script.src : 'unknown';
  var hits = (window.__gaHits = window.__gaHits || []);
  var commands = (window.__gaCommands = window.__gaCommands || []);
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  function record(entry) {
    var args = Array.prototype.slice.call(entry);
    commands.push(args);
    if (args[0] === 'event' && args[1] === 'page_view') hits.push(args[2]);
  }
  dataLayer.forEach(record);
  var push = dataLayer.push;
  dataLayer.push = function () {
    for (var i = 0; i < arguments.length; i++) record(arguments[i]);
    return push.apply(dataLayer, arguments);
  };
})();
