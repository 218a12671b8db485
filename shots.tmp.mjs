import { chromium } from '@playwright/test';
const base = 'http://localhost:5510';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
const arg = process.argv[2];
if (arg === 'menu') {
  await page.goto(base + '/about-us'); await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 900); await page.waitForTimeout(500);
  await page.getByRole('button', { name: /menu/i }).first().click(); await page.waitForTimeout(800);
  await page.screenshot({ path: '/tmp/visitor/menu.png' });
} else if (arg === 'tabs') {
  await page.goto(base + '/contact-us'); await page.waitForLoadState('networkidle');
  await page.locator('[role=tablist]').first().scrollIntoViewIfNeeded(); await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/visitor/tabs.png' });
} else if (arg === 'seating') {
  await page.goto(base + process.argv[3]); await page.waitForLoadState('networkidle');
  const el = page.locator('[data-seating], figure:has(svg), svg[aria-label*="eat" i]').first();
  await el.scrollIntoViewIfNeeded().catch(()=>{}); await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/visitor/seating.png' });
} else if (arg === 'map') {
  await page.goto(base + '/contact-us'); await page.waitForLoadState('networkidle');
  await page.getByText(/Open in Google Maps/).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/visitor/map.png' });
} else if (arg === 'url') {
  await page.goto(base + process.argv[3]); await page.waitForLoadState('networkidle');
  if (process.argv[4]) { await page.locator(process.argv[4]).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(400); }
  await page.screenshot({ path: '/tmp/visitor/' + (process.argv[5] || 'url') + '.png' });
}
await browser.close();
