import { preload } from 'react-dom';
import type { Locale } from '@/lib/i18n/locales';

// The headings' face, preloaded in the one subset a language's headings are set in, so that it is
// there by the first layout: a first visit sees Playfair (the face is `font-display: optional`),
// and the first layout creates no fallback-face instances. The same files app/globals.css names
// (the bundler emits each once, by content hash).
const latin = new URL(
  '../../node_modules/@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2',
  import.meta.url,
);
const cyrillic = new URL(
  '../../node_modules/@fontsource/playfair-display/files/playfair-display-cyrillic-400-normal.woff2',
  import.meta.url,
);

export function headingFontHref(locale: Locale): string {
  return (locale === 'ru' ? cyrillic : latin).pathname;
}

export function preloadHeadingFont(locale: Locale) {
  preload(headingFontHref(locale), { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
