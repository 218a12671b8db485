import { request as httpRequest } from 'node:http';
import { E2E } from './ports';
import { expect, test } from '@playwright/test';

test.describe('German fallback', () => {
  for (const [from, to] of [
    ['/de', '/'],
    ['/de/about-us', '/about-us'],
    ['/de/events-concerts', '/events-concerts'],
    ['/de/frequently-asked-questions', '/frequently-asked-questions'],
  ] as const) {
    test(`${from} redirects to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers().location ?? '', baseURL).toString()).toBe(
        `${baseURL}${to}`,
      );
    });
  }

  test('an unknown German path answers the German 404 at once, no redirect to an English one', async ({
    page,
  }) => {
    const response = await page.goto('/de/diese-seite-gibt-es-nicht');
    expect(response?.status()).toBe(404);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/de\/diese-seite-gibt-es-nicht$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Seite nicht gefunden | Andy Show');
  });

  test('/de/ ends on the English home page', async ({ page, baseURL }) => {
    await page.goto('/de/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('German pages that exist are served in German', async ({ page }) => {
    await page.goto('/de/event-solutions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveURL(/\/de\/event-solutions$/);
  });
});

test.describe('language detection at the root', () => {
  test('a Turkish browser is sent to /tr and the choice is remembered for a year', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      locale: 'tr-TR',
      extraHTTPHeaders: { 'Accept-Language': 'tr-TR,tr;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/tr`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('tr');
    expect(cookie?.secure).toBe(false);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await context.close();
  });

  test('an unsupported language gets English, detection runs only at the root', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    await context.close();

    const russian = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'ru' } });
    const other = await russian.newPage();
    await other.goto('/about-us');
    await expect(other).toHaveURL(`${baseURL}/about-us`);
    expect(await russian.cookies()).toEqual([]);
    await russian.close();
  });

  test('the cookie wins over the browser language at the root', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'tr' } });
    await context.addCookies([{ name: 'i18n_redirected', value: 'ru', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL}/ru`);
    await context.close();
  });

  test('visiting another language rewrites the cookie; pages in the same language do not set it', async ({
    request,
  }) => {
    const same = await request.get('/tr/hakkimizda', { headers: { cookie: 'i18n_redirected=tr' } });
    expect(same.headers()['set-cookie']).toBeUndefined();
    const other = await request.get('/ru/about-us', { headers: { cookie: 'i18n_redirected=tr' } });
    expect(other.headers()['set-cookie']).toContain('i18n_redirected=ru');
  });
});

test.describe('odd paths, sent byte for byte', () => {
  const odd = [
    '//x',
    '/%2e%2e/',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/tr/../../../x',
    '/..%2f..%2fetc',
    '/\\evil.example',
    '/de/%2F%2Fevil.example',
    '/de//evil.example/x?y=1',
    `/${'a'.repeat(4096)}`,
    `/de/${'b'.repeat(4096)}`,
    `/events-concerts/${'c'.repeat(4096)}`,
    '/%ZZ',
    '/%E0%A4%A',
    '/tr/%C0%AF',
    '/%00',
  ];
  for (const path of odd) {
    test(`${path.length > 60 ? `${path.slice(0, 40)}… (${path.length} bytes)` : path} never errs nor leaves the site`, async () => {
      const { status, location } = await rawGet(path);
      expect(status).toBeLessThan(500);
      if (location) expect(new URL(location, E2E.site).origin).toBe(E2E.site);
    });
  }
});

/** A GET with the path exactly as given (no client-side normalisation of dots or slashes). */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E.sitePort,
        path,
        method: 'GET',
        headers: { accept: 'text/html' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

test.describe('no open redirects', () => {
  for (const path of [
    '//evil.example',
    '/de//evil.example',
    '//evil.example/%2F..',
    '/%2F%2Fevil.example',
  ]) {
    test(`${path} stays on the site`, async ({ request, baseURL }) => {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      const location = response.headers().location;
      if (location) expect(new URL(location, baseURL).origin).toBe(new URL(baseURL!).origin);
    });
  }
});
