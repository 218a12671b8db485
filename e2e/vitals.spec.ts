import { expect, test, type Request } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * Field Web Vitals (lib/vitals/): a page view measures itself and sends one anonymous report when
 * it is left; the privacy page says so in each language it has.
 */
test('a page view posts its Web Vitals once, when it is hidden, and nothing that names the visitor', async ({
  page,
}) => {
  const reports: Request[] = [];
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/vitals') reports.push(request);
  });
  // What the beacon carries (Playwright gives no body for a beacon's Blob): seen on its way out.
  await page.route('**/api/vitals', async (route) => {
    bodies.push(route.request().postDataBuffer()?.toString('utf8') ?? '');
    await route.continue();
  });
  await gotoHydrated(page, '/tr/hakkimizda?utm_source=newsletter');
  // The library loads once the page is idle (at most 2 s after its load event); then a tap (INP is
  // reported for an interaction of 40 ms or more only).
  await expect(page.locator('html[data-vitals="measuring"]')).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole('heading', { level: 1 }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/vitals'));
  // The visitor switches to another app (a beacon sent while a page unloads never shows in the
  // browser's devtools protocol, so the test hides the page instead of leaving it)…
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
  await hide();
  const answer = await answered;
  expect(answer.status()).toBe(204);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  // …comes back, hides it again, then leaves: still the one report of this page view.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await hide();
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  // A request after them: a second beacon would have been sent before it ended.
  await page.evaluate(() => fetch('/api/health').then((answer) => answer.text()));
  expect(reports).toHaveLength(1);

  const [report] = reports;
  expect(report!.method()).toBe('POST');
  expect(new URL(report!.url()).search).toBe('');
  expect(bodies).toHaveLength(1);
  const body = JSON.parse(bodies[0]!) as Record<string, unknown>;
  const allowed = ['attribution', 'connection', 'device', 'path', 'values'];
  expect(Object.keys(body).filter((key) => !allowed.includes(key))).toEqual([]);
  // The path, never the query (the campaign parameter stays in the visitor's address bar).
  expect(body.path).toBe('/tr/hakkimizda');
  expect(body.device).toBe('desktop');
  const values = body.values as Record<string, number>;
  for (const name of ['TTFB', 'FCP', 'LCP']) expect(values[name], name).toBeGreaterThan(0);
  expect(JSON.stringify(body)).not.toMatch(/utm_source|newsletter|i18n_redirected/);
});

test('the privacy page names the speed measurements in each of its languages', async ({
  request,
}) => {
  for (const [path, title] of [
    ['/privacy', 'Speed measurements'],
    ['/tr/privacyTr', 'Hız ölçümleri'],
    ['/ru/privacy', 'Измерения скорости'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(title);
  }
});
