import { expect, test } from '@playwright/test';
import { providerPage, revalidate, setFault } from './helpers';

test.describe.configure({ mode: 'serial' });

const pageQuery = (lang: string, url: string) =>
  `/v1/pages/url-lang?property-network-id=4&url=${encodeURIComponent(url)}&lang=${lang}`;

test.afterEach(async ({ request }) => {
  await setFault(request, 'none');
});

for (const mode of ['down', '500', 'malformed', 'wrong-shape', 'hang'] as const) {
  test(`a page the site has never shown still renders its chrome and static text when the provider is ${mode}`, async ({
    page,
    request,
  }) => {
    // A fresh cache entry: drop whatever an earlier test cached for this page.
    await setFault(request, mode, [pageQuery('ru', '/privacy')]);
    await revalidate(request, { type: 'page', lang: 'ru', url: '/privacy' });
    const started = Date.now();
    const response = await page.goto('/ru/privacy');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('status')).toContainText('временно недоступна');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Открыть меню' }).or(page.getByRole('navigation').first()),
    ).toBeAttached();
  });
}

test('a page shown before keeps its content while the provider is down', async ({
  page,
  request,
}) => {
  const expected = await providerPage(request, 'tr', '/mekan');
  await page.goto('/tr/mekan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);

  await setFault(request, 'down', ['/v1']);
  await revalidate(request, { type: 'all' });
  const response = await page.goto('/tr/mekan');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('the site recovers as soon as the provider is back', async ({ page, request }) => {
  await setFault(request, '500', [pageQuery('en', '/backstage')]);
  await revalidate(request, { type: 'page', lang: 'en', url: '/backstage' });
  await page.goto('/backstage');
  await expect(page.getByRole('status')).toBeVisible();

  await setFault(request, 'none', [pageQuery('en', '/backstage')]);
  const expected = await providerPage(request, 'en', '/backstage');
  await expect(async () => {
    await page.goto('/backstage');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title, {
      timeout: 500,
    });
  }).toPass({ timeout: 10_000 });
});
