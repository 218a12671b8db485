import { expect, test, type Page } from '@playwright/test';
import { burgerMenu, hydrated, languageSwitcher } from './helpers';

// Issue 43 item 2, no dead tap: the page paints long before it hydrates (its scripts and React's
// payload load after the first paint: lib/html/defer-scripts.ts, lib/html/flight.ts), and some
// visitors have no JavaScript at all. docs/architecture.md "Before hydration: navigation and controls".
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Whether the page's scrolling is held (the open menu's CSS lock). */
const scrollHeld = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the burger opens the menu, whose links go to their pages and to the other languages', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const burger = burgerMenu(page);
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeHidden();
    await expect(burger).toHaveAccessibleName('Open menu');
    await burger.click();
    await expect(dialog).toBeVisible();
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await scrollHeld(page)).toBe(true);
    // The burger is the drawer's close button now.
    await expect(burger).toHaveAccessibleName('Close menu');
    await burger.click();
    await expect(dialog).toBeHidden();
    expect(await scrollHeld(page)).toBe(false);

    await burger.click();
    await dialog.getByRole('link', { name: 'Gastronomy' }).click();
    await expect(page).toHaveURL(/\/gastronomy$/);
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();

    await burgerMenu(page).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/ru\/gastronomy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('the language switcher lists the other languages and takes the visitor there', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('link', { name: 'Türkçe' })).toBeHidden();
    await languageSwitcher(page).click();
    await page.getByRole('link', { name: 'Türkçe' }).click();
    await expect(page).toHaveURL(/\/tr\/bize-ulasin$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });
});

test.describe('before hydration', () => {
  /**
   * Holds back the framework's scripts and React's payload (what hydration needs; not the stylesheet
   * beside them) until `release` is called: the page stays as the server drew it, painted.
   */
  async function holdHydration(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) =>
        /^\/_next\/static\/chunks\/.+\.js$/.test(url.pathname) || url.searchParams.has('__flight'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    return release;
  }

  /** Opens a page and waits for its first paint, when a visitor starts tapping. */
  async function gotoPainted(page: Page, path: string) {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
  }

  /** What the browser reports as errors: a hydration mismatch among them. */
  function errors(page: Page) {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(message.text());
    });
    page.on('pageerror', (error) => seen.push(String(error)));
    return seen;
  }

  test('the burger and the switcher open at once; once hydrated the open menu is modal, without a mismatch or a shift', async ({
    page,
  }) => {
    const seen = errors(page);
    const release = await holdHydration(page);
    await gotoPainted(page, '/about-us');

    await languageSwitcher(page).click();
    await expect(page.getByRole('link', { name: 'Türkçe' })).toBeVisible();
    await languageSwitcher(page).click();
    await expect(page.getByRole('link', { name: 'Türkçe' })).toBeHidden();

    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await burgerMenu(page).click();
    await expect(dialog).toBeVisible();
    expect(await scrollHeld(page)).toBe(true);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    // Hydration keeps the menu open and makes it modal: the rest inert, the focus on its close button.
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('main')).toHaveAttribute('inert');
    await expect(burgerMenu(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');

    // Layout shifts not caused by the visitor's own input (hydration's, if any), each named.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          };
          const found: string[] = [];
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries as Shift[])
              if (!entry.hadRecentInput)
                found.push(
                  `${entry.value} at ${Math.round(entry.startTime)} ms: ${entry.sources
                    .map(
                      (source) =>
                        `${source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : source.node?.nodeName} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
                    )
                    .join('; ')}`,
                );
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            add(observer.takeRecords());
            observer.disconnect();
            resolve(found);
          }, 200);
        }),
    );
    expect(shifts).toEqual([]);
    expect(seen).toEqual([]);
  });

  test('taps on script-only controls are acted on once the page has hydrated, in order', async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await gotoPainted(page, '/our-offers');
    const adults = page.getByRole('spinbutton', { name: 'Adults' });
    const children = page.getByRole('spinbutton', { name: 'Children' });
    await expect(adults).toHaveValue('2');
    // Typed, then tapped twice, before the page can act on either.
    await children.fill('1');
    const add = page.getByRole('button', { name: 'Add one: Adults' });
    await add.click();
    await add.click();
    await expect(adults).toHaveValue('2');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(adults).toHaveValue('4');
    await expect(children).toHaveValue('1');
    await expect(page.getByText('5 guests in total')).toBeVisible();
  });

  test('choices ticked before hydration are in the summary once the page has hydrated', async ({
    page,
  }) => {
    const release = await holdHydration(page);
    await gotoPainted(page, '/customize');
    await page.getByRole('radio', { name: /Premium, front row/ }).check();
    await page.getByRole('checkbox', { name: /Champagne set/ }).check();
    const summary = page.getByRole('complementary', { name: 'Your evening' });
    await expect(summary).not.toContainText('Champagne set');
    release();
    await hydrated(page);
    await expect(summary).toContainText('Champagne set');
    await expect(summary).toContainText('Premium tables of up to 6: 1');
    await expect(page.getByRole('radio', { name: /Premium, front row/ })).toBeChecked();
  });

  test('a tab chosen before hydration is shown once the page has hydrated', async ({ page }) => {
    const release = await holdHydration(page);
    await gotoPainted(page, '/contact-us');
    const hours = page.getByRole('tab', { name: 'Opening hours' });
    await hours.click();
    await expect(hours).toHaveAttribute('aria-selected', 'false');
    release();
    await hydrated(page);
    await expect(hours).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Opening hours' })).toBeVisible();
  });
});
