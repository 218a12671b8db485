import { preload } from 'react-dom';
import type { Locale } from '@/lib/i18n/locales';

// Every face of the families a language's font stacks name (app/globals.css), preloaded, so that all are
// there by the first layout: a first visit sees Jost and Playfair (the faces are
// `font-display: optional`), and the first layout makes no stand-in system faces. The same files
// app/globals.css names (the bundler emits each once, by content hash), cut at build to the characters
// the languages write (scripts/subset-fonts.mjs). Literal paths: the bundler only follows
// `new URL('…', import.meta.url)` with a literal.
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

export function preloadFonts(locale: Locale) {
  for (const href of fontHrefs(locale))
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
