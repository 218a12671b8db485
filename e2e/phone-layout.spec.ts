import { expect, test } from '@playwright/test';
import { allRoutes } from './helpers';

// Nothing may stick out sideways on a phone: a page wider than the screen scrolls sideways and
// shows a strip of background at the edge.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const locale of ['en', 'tr'] as const) {
  test(`no page is wider than a 390 px phone (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const overflowing: string[] = [];
    for (const route of allRoutes().filter((r) => r.locale === locale)) {
      await page.goto(route.path);
      await page.waitForLoadState('load');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) overflowing.push(`${route.path} (${width} px)`);
    }
    expect(overflowing).toEqual([]);
  });
}
