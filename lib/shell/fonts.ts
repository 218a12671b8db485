import type { Locale } from '@/lib/i18n/locales';
import { FONTS_KEY, SWITCH_WINDOW_MS } from './font-switch';

export { FONTS_KEY, SWITCH_WINDOW_MS };

// The self-hosted faces of a language's font stacks (app/globals.css): the same files app/globals.css
// names (the bundler emits each once, by content hash), cut at build to the characters the languages
// write (scripts/subset-fonts.mjs). None is on a first visit's first paint: the page paints in the
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

/** A character of each set, which makes the browser load that set's face (its unicode-range). */
const SAMPLE: Record<string, string> = { latin: 'a', turkish: 'ş', cyrillic: 'д' };

export type Face = { family: string; weight: number; sample: string; href: string };

/**
 * The faces behind the files, as faces.css names them (scripts/subset-fonts.mjs): jost-turkish-700-normal
 * is 'Jost Turkish' 700.
 */
export function fontFaces(locale: Locale): Face[] {
  return fontHrefs(locale).map((href) => {
    const [, name, set, weight] =
      /\/(jost|playfair-display)-([a-z]+)-(\d{3})-normal[^/]*\.woff2$/.exec(href)!;
    const family = name === 'jost' ? 'Jost' : 'Playfair';
    return {
      family: `${family} ${set![0]!.toUpperCase()}${set!.slice(1)}`,
      weight: Number(weight),
      sample: SAMPLE[set!]!,
      href,
    };
  });
}

/**
 * The head's inline script (before the first layout). When an earlier page noted that the browser
 * has every face of this page, it sets `wf` at once and preloads them from the cache: the page
 * paints in them. Otherwise, once the first contentful paint is reported (at the latest after 4 s),
 * it loads the faces (not with Save-Data), and when all are in within SWITCH_WINDOW_MS it sets `wf`
 * (the fallback faces have their metrics, so little moves) and notes them; later, they wait in the
 * cache for the next page. The switch is one restyle and layout of the page, and faces used for the
 * first time made it a 60-150 ms task: first every size-weight pair of the page's text is laid out
 * once, hidden, in the faces (one task), and the switch comes two tasks later (~40 ms). A note is only
 * the files' paths: nothing about the visitor.
 */
export function fontLoader(locale: Locale): string {
  const faces = fontFaces(locale).map((face) => [
    `${face.weight} 1em "${face.family}"`,
    face.sample,
    face.href,
  ]);
  return (
    `(()=>{const F=${JSON.stringify(faces)},k=${JSON.stringify(FONTS_KEY)},h=document.documentElement;let n='';` +
    `try{n=localStorage.getItem(k)||''}catch{}` +
    `if(F.every(f=>n.split(' ').includes(f[2]))){h.classList.add('wf');` +
    `for(const f of F){const l=document.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=f[2];document.head.append(l)}return}` +
    `if(navigator.connection&&navigator.connection.saveData)return;let d=0;` +
    `const q=(p,z)=>[...new Set(F.filter(f=>f[0].includes('"'+p)).map(f=>f[0].replace(/^.*?"/,'"')))].join(',')+',"'+p+' Fallback",'+z;` +
    `const S=q('Jost','system-ui,sans-serif'),D=q('Playfair','serif'),T='Aa'+F.map(f=>f[1]).join('');` +
    `const w=()=>{const b=document.body,s=new Set();for(const e of b.querySelectorAll('*')){const c=getComputedStyle(e);s.add(c.fontWeight+' '+c.fontSize+' '+(/Playfair/.test(c.fontFamily)?D:S))}` +
    `const x=document.createElement('div');x.setAttribute('aria-hidden','true');x.style.cssText='position:absolute;top:0;left:0;width:0;height:0;overflow:hidden;visibility:hidden;contain:strict';` +
    `for(const p of s){const y=document.createElement('span');y.style.font=p;y.textContent=T;x.append(y)}` +
    `b.append(x);void x.offsetWidth;setTimeout(()=>{x.remove();setTimeout(()=>h.classList.add('wf'))})};` +
    `const g=()=>{if(d)return;d=1;const t=performance.now();` +
    `Promise.all(F.map(f=>document.fonts.load(f[0],f[1]))).then(()=>{if(performance.now()-t<${SWITCH_WINDOW_MS})w();` +
    `try{localStorage.setItem(k,[...new Set([...n.split(' '),...F.map(f=>f[2])])].join(' ').trim())}catch{}},()=>{})};` +
    `setTimeout(g,4e3);try{new PerformanceObserver((l,o)=>{if(l.getEntries().some(p=>p.name==='first-contentful-paint')){o.disconnect();g()}})` +
    `.observe({type:'paint',buffered:true})}catch{addEventListener('load',g)}})()`
  );
}
