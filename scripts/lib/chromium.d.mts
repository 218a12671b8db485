// Types of scripts/lib/chromium.mjs for playwright.config.ts.
type DebianBrowser = { pkg: string; path: string };
export declare const BROWSER: DebianBrowser;
export declare const LIGHTHOUSE_FLAGS: string[];
export declare const TEST_BROWSER: DebianBrowser;
