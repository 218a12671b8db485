// The two settings of the switch to the site's faces (lib/shell/fonts.ts), in a module of their own
// so that the end-to-end tests can read them (fonts.ts names its files through import.meta.url).

/** Where a page notes that the browser holds the site's faces (their files' hashed paths). */
export const FONTS_KEY = 'venue-fonts';
/** A first visit switches to the faces only if they are in this soon after the first paint. */
export const SWITCH_WINDOW_MS = 3000;
