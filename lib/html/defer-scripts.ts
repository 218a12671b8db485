/**
 * The framework's start-up scripts load after the page's first paint.
 *
 * Next puts its chunks in the head as `<script async>` (and one `<link rel="preload" as="script">`),
 * so on a slow line they download beside the stylesheet, the fonts and the header image, and they
 * may run before anything is painted. Server-rendered HTML is complete without them: they only
 * hydrate it. The production server (server/) takes them out of the head (and the
 * bootstrap script out of the body) and adds one small inline loader at the end of the body that
 * inserts them, in the same order, once the first contentful paint is on screen. Measured with
 * Lighthouse's mobile preset: the largest paint 2.6-3.2 s -> 1.7-1.9 s on the audited pages, the
 * JavaScript the same. A page in a background tab (no paint) loads them at once. Each keeps its `async`
 * attribute: React looks for `script[async][src]` before it inserts a client chunk it needs, so a
 * chunk already inserted here is not fetched and run a second time.
 */

import { isErrorShell } from './not-found';

const CHUNK = /^\/_next\/static\/[\w./~-]+\.js$/;
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/**
 * The loader: inserts the scripts once, from the observer task that reports the first contentful
 * paint (queued once the paint is on screen; no timer, so a page under a test's paused clock still
 * hydrates), at once in a hidden tab, and after 4 s whatever happens (no paint reported). One
 * script per task, through a message channel: starting a request costs 1-2 ms of main thread, and
 * a dozen at once made one 20 ms task. With `flight` (React's payload as JSON, lib/html/flight.ts),
 * that first, each entry pushed where Next's inline scripts pushed it: the framework closes its
 * payload stream as it starts, so the payload must be in by then; tried twice, and without it the
 * page stays as the server drew it (links still work).
 */
export function scriptLoader(sources: string[], flight?: string): string {
  // In an inline script: no `</script>` or `<!--` from a URL (the page's own, with the visitor's query).
  const literal = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
  return (
    `(()=>{const s=${literal(sources)};let d=0;` +
    `const a=()=>{const e=document.createElement('script');e.src=s.shift();e.setAttribute('async','');document.head.append(e)};` +
    `const h=()=>{if(typeof MessageChannel!=='function'){while(s.length)a();return}` +
    `const c=new MessageChannel();c.port1.onmessage=()=>{a();if(s.length)c.port2.postMessage(0);else c.port1.close()};c.port2.postMessage(0)};` +
    (flight
      ? `const f=(n)=>fetch(${literal(flight)}).then(r=>{if(!r.ok)throw r.status;return r.json()})` +
        `.then(a=>{const q=self.__next_f=self.__next_f||[];for(const x of a)q.push(x);h()},()=>{if(n)setTimeout(()=>f(0),1e3)});` +
        `const g=()=>{if(d)return;d=1;f(1)};`
      : `const g=()=>{if(d)return;d=1;h()};`) +
    `if(document.visibilityState==='hidden')return g();addEventListener('visibilitychange',g,{once:true});setTimeout(g,4e3);` +
    `try{new PerformanceObserver((l,o)=>{if(l.getEntries().some(p=>p.name==='first-contentful-paint')){o.disconnect();g()}})` +
    `.observe({type:'paint',buffered:true})}catch{requestAnimationFrame(()=>setTimeout(g))}})()`
  );
}

/**
 * Moves the framework's scripts into an after-first-paint loader; other HTML is returned as is,
 * and so is Next's error shell (`<html id="__next_error__">`, an empty body the scripts draw: a
 * `notFound()` below the root layout answers with it, vercel/next.js#62228), which never paints.
 */
export function deferStartupScripts(html: string, flight?: string): string {
  if (isErrorShell(html)) return html;
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const sources: string[] = [];
  const take = (tag: string, src: string) => {
    if (!CHUNK.test(src)) return tag;
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  // The head's preload and scripts, then the bootstrap script Next adds to the body.
  const head = html.slice(0, headEnd).replace(SCRIPT_PRELOAD, take).replace(ASYNC_SCRIPT, take);
  const body = html.slice(headEnd, bodyEnd).replace(ASYNC_SCRIPT, take);
  if (sources.length === 0) return html;
  return `${head}${body}<script>${scriptLoader(sources, flight)}</script>${html.slice(bodyEnd)}`;
}
