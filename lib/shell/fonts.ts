import type { Locale } from '@/lib/i18n/locales';
import { FONTS_KEY } from './font-switch';

export { FONTS_KEY };

// The files of a language's faces, for the note and the preloads below: the same files
// app/globals.css names (the bundler emits each once, by content hash), cut at build to the
// characters the languages write (scripts/subset-fonts.mjs). None is on a first visit's first paint: the page paints in the
// resized system faces, then loads these and switches to them (fontLoader below). Literal paths: the
// bundler only follows `new URL('…', import.meta.url)` with a literal.
const jostLatin = [
  new URL('../../dist/fonts/jost-latin-400-normal.woff2', import.meta.url),
  new URL('../../dist/fonts/jost-latin-700-normal.woff2', import.meta.url),
];
const playfairLatin = new URL(
  '../../dist/fonts/playfair-display-latin-400-normal.woff2',
  import.meta.url,
);
const extra: Record<Locale, URL[]> = {
  en: [],
  de: [],
  // The five letters Turkish adds to Latin-1.
  tr: [
    new URL('../../dist/fonts/jost-turkish-400-normal.woff2', import.meta.url),
    new URL('../../dist/fonts/jost-turkish-700-normal.woff2', import.meta.url),
    new URL('../../dist/fonts/playfair-display-turkish-400-normal.woff2', import.meta.url),
  ],
  ru: [
    new URL('../../dist/fonts/jost-cyrillic-400-normal.woff2', import.meta.url),
    new URL('../../dist/fonts/jost-cyrillic-700-normal.woff2', import.meta.url),
    new URL('../../dist/fonts/playfair-display-cyrillic-400-normal.woff2', import.meta.url),
  ],
};

/** The font files a page in this language uses, in the order they are needed. */
export function fontHrefs(locale: Locale): string[] {
  return [...jostLatin, playfairLatin, ...extra[locale]].map((url) => url.pathname);
}

/**
 * The head's inline script (before the first layout). When an earlier page noted that the browser
 * has every face of this page, it sets `wf` at once and preloads them from the cache: the page
 * paints in them. Otherwise the page paints and stays in the resized system faces: once the first
 * contentful paint is reported (at the latest after 4 s) it loads its faces (not with Save-Data) and
 * notes them, and it switches to them (`wf`) only where no one watches the page lay itself out again:
 * at the next client navigation (the App Router's pushState, with the new page's content, or a
 * back/forward) or when the tab is hidden, once they are in. A switch is a restyle and layout of the
 * whole page, and with faces used for the first time it was a 60-150 ms task here; so, while the page
 * is idle, each size-weight pair of its text is first laid out once in the faces, hidden, one pair a
 * task (a switch before that is done switches all the same, and ends it). A note is only the files'
 * paths: nothing about the visitor.
 *
 * The stacks and their families are app/globals.css's alone: the loader reads them from a hidden
 * box of class `wf` (what html gets at the switch), loads the faces of those families, and lays the
 * warm-up's text out in that box with `var(--font-sans)` or `var(--font-display)`.
 */
export function fontLoader(locale: Locale): string {
  return (
    `(()=>{const F=${JSON.stringify(fontHrefs(locale))},k=${JSON.stringify(FONTS_KEY)},h=document.documentElement;let n='';` +
    `try{n=localStorage.getItem(k)||''}catch{}` +
    `if(F.every(f=>n.split(' ').includes(f))){h.classList.add('wf');` +
    `for(const f of F){const l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=f;document.head.append(l)}return}` +
    `if(navigator.connection&&navigator.connection.saveData)return;let d=0,r=0;` +
    // The switch: once the faces are in, on the next navigation or when hidden.
    `const sw=()=>{if(r)h.classList.add('wf')},P=history.pushState;` +
    `history.pushState=function(...a){sw();return P.apply(this,a)};addEventListener('popstate',sw);` +
    `document.addEventListener('visibilitychange',()=>{if(document.visibilityState==='hidden')sw()});` +
    `const I=window.requestIdleCallback||(c=>setTimeout(c,50)),x=document.createElement('div');x.className='wf';x.setAttribute('aria-hidden','true');` +
    `x.style.cssText='position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict';` +
    // The warm-up: each size-weight pair of the page's text laid out once in the faces, hidden.
    `const w=()=>{if(h.classList.contains('wf'))return x.remove();const v=document.createElement('span');v.style.fontFamily='var(--font-display)';` +
    `document.body.append(v);const D=getComputedStyle(v).fontFamily,s=new Set();v.remove();` +
    `for(const e of document.body.querySelectorAll('*')){if(e===x)continue;const c=getComputedStyle(e);s.add('font-weight:'+c.fontWeight+';font-size:'+c.fontSize+';font-family:var(--font-'+(c.fontFamily===D?'display':'sans')+')')}` +
    // Each character of the page once (its own task: the page's text is read in full).
    `const p=[...s];let T;` +
    `const o=()=>{if(T===undefined){T=[...new Set(document.body.textContent)].join('');return h.classList.contains('wf')?x.remove():I(o)}const y=document.createElement('span');y.style.cssText=p.shift();y.textContent=T;x.append(y);void y.offsetWidth;` +
    `if(p.length&&!h.classList.contains('wf'))I(o);else x.remove()};I(o)};` +
    // The faces: those of the families the stylesheet's stacks name under `wf`.
    `const u=f=>f.trim().replace(/^["']|["']$/g,'');` +
    `const g=()=>{if(d)return;d=1;document.body.append(x);const c=getComputedStyle(x);` +
    `const m=(c.getPropertyValue('--font-sans')+','+c.getPropertyValue('--font-display')).split(',').map(u);` +
    `const L=[...document.fonts].filter(f=>m.includes(u(f.family)));if(!L.length)return x.remove();` +
    `Promise.all(L.map(f=>f.load())).then(()=>{r=1;I(w);` +
    `try{localStorage.setItem(k,[...new Set([...n.split(' '),...F])].join(' ').trim())}catch{}},()=>x.remove())};` +
    `setTimeout(g,4e3);try{new PerformanceObserver((l,o)=>{if(l.getEntries().some(p=>p.name==='first-contentful-paint')){o.disconnect();g()}})` +
    `.observe({type:'paint',buffered:true})}catch{addEventListener('load',g)}})()`
  );
}
