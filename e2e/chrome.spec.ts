import { expect, test } from '@playwright/test';
import { burgerMenu, gotoHydrated, hydrated, languageSwitcher } from './helpers';

test('the 404 page is localised and links home', async ({ page }) => {
  const response = await gotoHydrated(page, '/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByText('does not exist or the link is broken')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goBack();
  // After hydration the visitor keeps the address they asked for.
  await expect(page).toHaveURL(/\/this-page-does-not-exist$/);

  const turkish = await gotoHydrated(page, '/tr/olmayan-sayfa');
  expect(turkish?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bu sayfa bulunamadı');
});

test('404 pages are drawn on the server, in the language of the address', async ({ request }) => {
  for (const [path, heading] of [
    ['/no-such-page?x=1', 'This page could not be found'],
    ['/tr/olmayan-sayfa', 'Bu sayfa bulunamadı'],
    ['/ru/no-such-page', 'Страница не найдена'],
    ['/events-concerts/no-such-event', 'This page could not be found'],
    // The route the server renders them with answers 404 too, whatever header a visitor sends.
    ['/page-not-found', 'This page could not be found'],
  ] as const) {
    const response = await request.get(path, {
      headers: { accept: 'text/html', 'x-render-not-found': 'a-guess' },
    });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain('id="__next_error__"');
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html, path).toContain('noindex');
  }
});

test('the language switcher goes to the alternate page and remembers the choice', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/about-us');
  await expect(languageSwitcher(page)).toHaveAccessibleName(/change language/i);
  const turkish = page.getByRole('link', { name: 'Türkçe' });
  // Escape and a click outside close the list.
  await languageSwitcher(page).click();
  await expect(turkish).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(turkish).toBeHidden();
  await expect(languageSwitcher(page)).toBeFocused();
  await languageSwitcher(page).click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(turkish).toBeHidden();
  await languageSwitcher(page).click();
  await page.getByRole('link', { name: 'Türkçe' }).first().click();
  await expect(page).toHaveURL(/\/tr\/hakkimizda$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('tr');

  // Another language is another root layout: Next loads the page anew, and the switcher only opens
  // once that page has hydrated (a click before it did nothing, and the test waited 45 s for a menu).
  await hydrated(page);
  await expect(languageSwitcher(page)).toHaveAccessibleName(/dili değiştir/i);
  await languageSwitcher(page).click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/about-us$/);
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the header shows the provider menu, contact links and a book-now link in a new tab', async ({
  page,
}) => {
  await gotoHydrated(page, '/venue');
  const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
  await expect(nav.getByRole('link').first()).toBeVisible();
  const book = page.getByRole('link', { name: /Book now/ }).first();
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('a[href^="tel:"]').first()).toBeAttached();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the burger menu opens, locks scrolling, keeps Tab inside, closes with Escape', async ({
    page,
  }) => {
    await gotoHydrated(page, '/andy-show');
    const burger = burgerMenu(page);
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    await expect(burger).toHaveAccessibleName('Open menu');
    await burger.click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await overflow()).toBe('hidden');
    // The burger is now the drawer's close button, and has the focus.
    await expect(burger).toHaveAccessibleName('Close menu');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(burger).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
    await expect(burger).toHaveAccessibleName('Open menu');
    await expect(burger).toBeFocused();

    // A link in the drawer closes it and goes there.
    await burger.click();
    await dialog.getByRole('link', { name: 'Gastronomy' }).click();
    await expect(page).toHaveURL(/\/gastronomy$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });
});

test.describe('sticky header on desktop', () => {
  test('appears once scrolled past the hero', async ({ page }) => {
    await gotoHydrated(page, '/');
    const header = page.locator('header[data-stuck]');
    await expect(header).toHaveAttribute('data-stuck', 'false');
    const heroHeight = await page
      .locator('[data-hero]')
      .evaluate((el) => (el as HTMLElement).offsetHeight);
    await page.mouse.wheel(0, Math.max(heroHeight, 500) + 200);
    await expect(header).toHaveAttribute('data-stuck', 'true');
    await expect(header).toBeInViewport();
  });
});
