// Where a page notes that the browser holds the site's faces (lib/shell/fonts.ts), in a module of its
// own so that the end-to-end tests can read it (fonts.ts names its files through import.meta.url).

/** The local storage key of the note: the faces' hashed file paths, nothing about the visitor. */
export const FONTS_KEY = 'venue-fonts';
