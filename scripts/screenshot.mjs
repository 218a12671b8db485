#!/usr/bin/env node
// Screenshots of pages at phone and desktop widths in Debian's Chromium, for looking at the site.
// Usage: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path> …]   (env FULL=0 for viewport only)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BROWSER } from './lib/chromium.mjs';

const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS || '390,1440').split(',').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: BROWSER.path,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(path.join(outDir, name));
  }
  await page.close();
}
await browser.close();
