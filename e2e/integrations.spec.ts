import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDuration } from '../lib/content/format';
import { cookieLifetimes } from '../lib/consent/lifetimes';
import { dotlessCapitals } from '../test/copy/rendered-copy';
import { languageSwitcher, settled } from './helpers';
import { E2E } from './ports';

// Third parties on: the second site server runs the same build with analytics, chat and consent
// configured, their scripts served by the stand-ins under e2e/stand-ins/ (never the real vendors).
test.use({ baseURL: E2E.thirdPartySite });
// Third parties load after the page's load event and an idle moment: give a busy machine time.
test.describe.configure({ timeout: 120_000 });
// Also for a menu click's navigation: the App Router waits for the link's prefetch while it is in flight
// (vercel/next.js#95567). In two full runs one such navigation had not finished after 10 s (URL unchanged,
// progress bar busy; the retry passed): most likely that prefetch's first render on this spec's own
// server under the whole suite's load (not reproduced alone, even with both cores kept busy).
const LATE = { timeout: 30_000 };

test.beforeAll(async ({ request }) => {
  // First renders are the slow part: render the pages used here once before the tests.
  for (const path of [
    '/about-us',
    '/gastronomy',
    '/the-sin',
    '/andy-show',
    '/tr/hakkimizda',
    '/ru/about-us',
    '/de/event-solutions',
    '/event-solutions',
  ]) {
    await request.get(`${E2E.thirdPartySite}${path}`, { timeout: 60_000 });
  }
});

type Hit = { page_path: string; page_location: string; language: string };

const standInHost = new URL(E2E.standIns).host;

/** Every request to the stand-in vendor host, in order. */
function vendorRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === standInHost) urls.push(request.url());
  });
  return urls;
}

const hits = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gaHits?: Hit[] }).__gaHits ?? []);

const banner = (page: Page, name = 'Cookie consent') => page.getByRole('dialog', { name });

/**
 * Sets a category's switch in the consent preferences. Forced (the input sits under its styled
 * slider), so Playwright does not wait for the dialog's opening animation: a click during it once
 * left the switch as it was (a full run); tried again until it holds.
 */
async function toggle(category: Locator, checked: boolean) {
  await expect(async () => category.setChecked(checked, { force: true, timeout: 2_000 })).toPass(
    LATE,
  );
}

function mainMenuLink(page: Page, href: string) {
  return page.getByRole('navigation', { name: 'Main menu' }).first().locator(`a[href="${href}"]`);
}

test.describe('consent', () => {
  test('nothing from a vendor loads before consent; the banner asks first', async ({ page }) => {
    const vendor = vendorRequests(page);
    await page.goto('/about-us');
    await expect(banner(page)).toBeVisible(LATE);
    await expect(banner(page)).toContainText('Cookies at Andy Show');
    await mainMenuLink(page, '/gastronomy').click();
    await expect(page).toHaveURL(/\/gastronomy$/, LATE);
    await settled(page);
    expect(vendor).toEqual([]);
    expect(await hits(page)).toEqual([]);
    await expect(page.locator('[data-chat-widget]')).toHaveCount(0);
  });

  test('rejecting keeps analytics and chat off, across pages and visits', async ({
    page,
    context,
  }) => {
    const vendor = vendorRequests(page);
    await page.goto('/about-us');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    await mainMenuLink(page, '/gastronomy').click();
    await expect(page).toHaveURL(/\/gastronomy$/, LATE);
    await page.reload();
    await settled(page);
    await expect(banner(page)).toBeHidden();
    expect(vendor).toEqual([]);
    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(JSON.parse(decodeURIComponent(cookie!.value)).categories).toEqual(['necessary']);
  });

  test('the Turkish banner writes its capitals in Turkish and states the cookies page’s lifetimes', async ({
    page,
  }) => {
    // What each button's text is, and what CSS uppercase draws of it.
    const capitals = (scope: Locator) =>
      scope.locator('button').evaluateAll((buttons) =>
        buttons
          .filter((button) => getComputedStyle(button).textTransform === 'uppercase')
          .map((button) => ({
            source: button.textContent ?? '',
            rendered: (button as HTMLElement).innerText,
          })),
      );
    await page.goto('/tr/hakkimizda');
    const dialog = page.locator('#cc-main .cm');
    await expect(dialog).toBeVisible(LATE);
    const manage = dialog.getByRole('button', { name: 'Tercihleri yönet' });
    // innerText is the text as CSS draws it (uppercase applied).
    expect(await manage.evaluate((button) => (button as HTMLElement).innerText)).toBe(
      'TERCİHLERİ YÖNET',
    );
    const drawn = [...(await capitals(dialog))];
    await manage.click();
    const preferences = page.locator('#cc-main .pm');
    await expect(preferences).toBeVisible();
    drawn.push(...(await capitals(preferences)));
    expect(drawn.map(({ rendered }) => rendered)).toContain('TERCİHLERİ KAYDET');
    expect(drawn.flatMap(({ source, rendered }) => dotlessCapitals(source, rendered))).toEqual([]);
    // Each lifetime as the code keeps the cookie, the same on the cookies page.
    const lifetimes = [
      formatDuration('tr', cookieLifetimes.language),
      formatDuration('tr', cookieLifetimes.consent),
      formatDuration('tr', cookieLifetimes.analytics),
    ];
    const shown = await preferences.locator('td').allTextContents();
    for (const lifetime of lifetimes) expect(shown).toContain(lifetime);
    await page.goto('/tr/cerezler');
    const table = page.locator('section:has(#cookie-settings) table');
    await expect(table).toContainText('cc_cookie');
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
    expect(rows.map((row) => [row[0], row[2]])).toEqual([
      ['i18n_redirected', lifetimes[0]],
      ['cc_cookie', lifetimes[1]],
      ['_ga', lifetimes[2]],
      ['_ga_*', lifetimes[2]],
    ]);
  });

  test('the banner promises optional cookies only for what the language offers', async ({
    page,
  }) => {
    for (const [path, offered, absent] of [
      ['/tr/hakkimizda', 'analiz ve canlı sohbet için', null],
      // No live chat in German (README): statistics only.
      ['/de/event-solutions', 'optionale Cookies für Statistiken.', 'Live-Chat'],
    ] as const) {
      await page.goto(path);
      const description = page.locator('#cc-main .cm__desc');
      await expect(description).toBeVisible(LATE);
      await expect(description).toContainText(offered);
      if (absent) await expect(description).not.toContainText(absent);
    }
  });

  test('is localised in Turkish, Russian and German', async ({ page }) => {
    for (const [path, title, reject] of [
      ['/tr/hakkimizda', 'Andy Show’da çerezler', 'Tümünü reddet'],
      ['/ru/about-us', 'Файлы cookie на сайте Andy Show', 'Отклонить все'],
      ['/de/event-solutions', 'Cookies bei der Andy Show', 'Alle ablehnen'],
    ] as const) {
      await page.goto(path);
      const dialog = page.locator('#cc-main .cm');
      await expect(dialog).toBeVisible(LATE);
      await expect(dialog).toContainText(title);
      await expect(dialog.getByRole('button', { name: reject })).toBeVisible();
    }
  });

  test('the footer’s cookie settings link reopens the preferences', async ({ page }) => {
    await page.goto('/about-us');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await page.locator('[data-cookie-settings]').click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences).toBeVisible();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(preferences.getByRole('button', { name: 'Strictly necessary' })).toBeVisible();
    await expect(preferences.getByRole('button', { name: 'Analytics' })).toBeVisible();
    await expect(preferences.getByRole('button', { name: 'Live chat' })).toBeVisible();
    await expect(preferences.getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    await preferences.getByRole('button', { name: 'Close' }).click();
    await expect(preferences).toBeHidden();

    // After a client-side language change the preferences open in the new language.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/tr/hakkimizda',
      ),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.locator('[data-cookie-settings]').click();
    const turkish = page.getByRole('dialog', { name: 'Çerez tercihleri' });
    await expect(turkish).toBeVisible(LATE);
    await expect(turkish.getByRole('link', { name: 'Çerez politikamızı' })).toHaveAttribute(
      'href',
      '/tr/cerezler',
    );
  });

  test('the cookies page opens the preferences when reached through the settings link', async ({
    page,
  }) => {
    await page.goto('/cookies#cookie-settings');
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible(LATE);
  });

  test('banner and preferences pass axe', async ({ page }) => {
    await page.goto('/about-us');
    await expect(banner(page)).toBeVisible(LATE);
    const onBanner = await new AxeBuilder({ page }).include('#cc-main').analyze();
    expect(
      onBanner.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
    await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie preferences' })).toBeVisible();
    const onPreferences = await new AxeBuilder({ page }).include('#cc-main').analyze();
    expect(
      onPreferences.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  });
});

test.describe('page views', () => {
  test('are reported only after analytics consent: the page consented on, then every route change', async ({
    page,
  }) => {
    const vendor = vendorRequests(page);
    await page.goto('/about-us');
    await expect(banner(page)).toBeVisible(LATE);
    // A route change before consent is not reported, not even later.
    await mainMenuLink(page, '/gastronomy').click();
    await expect(page).toHaveURL(/\/gastronomy$/, LATE);
    expect(vendor).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => hits(page), LATE).toHaveLength(1);
    expect(vendor.filter((url) => url.includes('/gtag.js'))).toEqual([
      `${E2E.standIns}/gtag.js?id=${E2E.gaId}`,
    ]);
    expect((await hits(page))[0]).toMatchObject({ page_path: '/gastronomy', language: 'en' });

    await mainMenuLink(page, '/the-sin').click();
    await expect.poll(() => hits(page), LATE).toHaveLength(2);
    expect((await hits(page))[1]).toMatchObject({
      page_path: '/the-sin',
      page_location: `${E2E.thirdPartySite}/the-sin`,
    });

    // With consent stored, the first load of the next visit is reported at once.
    await page.goto('/andy-show');
    await expect
      .poll(() => hits(page))
      .toEqual([expect.objectContaining({ page_path: '/andy-show' })]);
  });

  test('withdrawing analytics consent stops the reports', async ({ page }) => {
    await page.goto('/about-us');
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => hits(page), LATE).toHaveLength(1);
    await page.locator('[data-cookie-settings]').click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    const analytics = preferences.getByRole('checkbox', { name: /Analytics/ });
    await expect(analytics).toBeChecked();
    await toggle(analytics, false);
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await expect(preferences).toBeHidden();
    const commands = await page.evaluate(
      () => (window as unknown as { __gaCommands: unknown[][] }).__gaCommands,
    );
    expect(commands.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    await mainMenuLink(page, '/gastronomy').click();
    await expect(page).toHaveURL(/\/gastronomy$/, LATE);
    await settled(page);
    expect(await hits(page)).toHaveLength(1);
  });
});

test.describe('live chat', () => {
  const widgets = (page: Page) =>
    page
      .locator('[data-chat-widget]:not(script)')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-chat-widget')));
  const chatScripts = (page: Page) =>
    page
      .locator('script[data-chat-widget]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));

  test('loads the language’s widget after consent and reloads it when the language changes; none in German', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(banner(page)).toBeVisible(LATE);
    expect(await widgets(page)).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => widgets(page), LATE).toEqual([E2E.chatWidgets.en]);
    expect(await chatScripts(page)).toEqual([
      `${E2E.standIns}/chat.js?widget=${E2E.chatWidgets.en}`,
    ]);

    // A client-side language change: the old script and widget go, the Turkish one comes.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/tr/hakkimizda',
      ),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect.poll(() => widgets(page), LATE).toEqual([E2E.chatWidgets.tr]);
    expect(await chatScripts(page)).toEqual([
      `${E2E.standIns}/chat.js?widget=${E2E.chatWidgets.tr}`,
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { __chatLoads: string[] }).__chatLoads),
    ).toEqual([E2E.chatWidgets.en, E2E.chatWidgets.tr]);

    // The language menu (a full page load) to Russian.
    await languageSwitcher(page).click();
    await page.getByRole('link', { name: 'Русский' }).first().click();
    await expect(page).toHaveURL(/\/ru\/about-us$/);
    await expect.poll(() => widgets(page), LATE).toEqual([E2E.chatWidgets.ru]);

    // German: no chat at all, not even a request for the script.
    const vendor = vendorRequests(page);
    await page.goto('/de/event-solutions');
    await settled(page);
    expect(await widgets(page)).toEqual([]);
    expect(vendor.filter((url) => url.includes('/chat.js'))).toEqual([]);

    // Client-side from German back to English: the English widget returns.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        '/event-solutions',
      ),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => widgets(page), LATE).toEqual([E2E.chatWidgets.en]);
  });

  test('analytics consent alone does not load the chat', async ({ page }) => {
    await page.goto('/about-us');
    await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await toggle(preferences.getByRole('checkbox', { name: /Analytics/ }), true);
    await preferences.getByRole('button', { name: 'Save preferences' }).click();
    await expect.poll(() => hits(page), LATE).toHaveLength(1);
    await settled(page);
    expect(await widgets(page)).toEqual([]);
  });
});
