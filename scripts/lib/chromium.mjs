// Debian's Chromium, one build in its two packages (same source, same version):
// - the browser (`chromium`): what a visitor runs; Lighthouse audits and screenshots use it;
// - the headless shell (`chromium-headless-shell`): the same Blink, V8 and network stack without the
//   browser's UI layers, which is what Playwright itself runs headless tests in. The end-to-end suite
//   runs in it: a third less time than in the browser (docs/performance.md "Test time").
// CHROMIUM_PATH / TEST_CHROMIUM_PATH point elsewhere (TEST_CHROMIUM_PATH=/usr/bin/chromium runs the
// suite in the browser).

/** The browser: `npm run audit`, `scripts/screenshot.mjs`. */
export const BROWSER = {
  pkg: 'chromium',
  path: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
};

/** Lighthouse's browser, as `npm run audit` and `npm run bench -- --layers` launch it (no background traffic). */
export const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--ignore-certificate-errors',
];

/** The end-to-end suite's browser (playwright.config.ts). */
export const TEST_BROWSER = {
  pkg: 'chromium-headless-shell',
  path: process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
};
