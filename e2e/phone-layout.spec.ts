import { expect, test, type Page } from '@playwright/test';
import { burgerMenu } from './helpers';
import { hitAreaProblems, measureHitAreas, THUMB } from './hit-areas';
import { E2E } from './ports';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Every page in every language fits a 390 px phone, and the controls of every page type have a hit
// area of at least 44 × 44 px: the page walk (e2e/page-walk.spec.ts) checks both on the load that
// also reads each page's text.

test('the 404 page: its controls have a hit area of at least 44 × 44 px', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  expect(await hitAreaProblems(page, '/this-page-does-not-exist')).toEqual([]);
});

// Issue 21: what the acceptance audit saw at 390 px.
test.describe('390 px glitches', () => {
  test('the open burger menu hides the page: opaque, full height, the page inert and still', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 600));
    await burgerMenu(page).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const look = await menu.evaluate((element) => {
      const style = getComputedStyle(element);
      // Whatever sits under a point of the page's text is the menu, nothing behind it.
      const probes = [
        [20, 300],
        [200, 420],
        [370, 800],
      ].map(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
      return {
        background: style.backgroundColor,
        probes,
        mainInert: document.querySelector('main')?.closest('[inert]') !== null,
        overflow: getComputedStyle(document.body).overflow,
      };
    });
    // An opaque colour: rgb(), or rgba()/oklab with alpha 1.
    expect(look.background).not.toMatch(/\/ 0\.|, 0\.\d+\)$/);
    expect(look.probes).toEqual([true, true, true]);
    expect(look.mainInert).toBe(true);
    expect(look.overflow).toBe('hidden');
    await burgerMenu(page).click();
    await expect(menu).toBeHidden();
    // The page is given back once the menu's closing has rendered.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main')?.closest('[inert]') ?? null))
      .toBeNull();
  });

  test('the four contact tabs are all on screen, none touching the edge', async ({ page }) => {
    await page.goto('/tr/bize-ulasin');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(16);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390 - 16);
    }
  });

  for (const path of ['/our-offers', '/de/event-solutions']) {
    test(`${path}: the seating plan keeps a readable size and scrolls, with a full-size link`, async ({
      page,
    }) => {
      await page.goto(path);
      const region = page.locator('figure [role="region"]').filter({
        has: page.locator('img[src*="seating"], img[srcset*="seating"]'),
      });
      await region.scrollIntoViewIfNeeded();
      const { scrollWidth, clientWidth, imageWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        imageWidth: element.querySelector('img')!.getBoundingClientRect().width,
      }));
      expect(imageWidth).toBeGreaterThanOrEqual(700);
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      const full = page.locator(
        'figure a[href$="seating-plan.png"], figure a[href$="seating-layout.png"]',
      );
      await expect(full).toHaveAttribute('target', '_blank');
      expect((await page.request.get((await full.getAttribute('href'))!)).status()).toBe(200);
    });
  }

  test('a past event that was to be confirmed shows "Past event" only', async ({
    page,
    request,
  }) => {
    const past = (await (
      await request.get(`${E2E.provider}/v1/events/slider`, {
        params: { 'property-id': 4, locale: 'en', 'date-filter': 'ONLY_PAST' },
      })
    ).json()) as { slug: string; status: string; title: string }[];
    const tentative = past.find((event) => event.status === 'TENTATIVE');
    expect(tentative, 'the seed has a past TENTATIVE event').toBeDefined();
    await page.goto(`/events-concerts/${tentative!.slug}`);
    const main = page.locator('main');
    await expect(main.getByText('Past event', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('To be confirmed', { exact: true })).toHaveCount(0);
    await page.goto('/events-concerts');
    const card = main.locator('article, li').filter({ hasText: tentative!.title }).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByText('Past event', { exact: true })).toBeVisible();
    await expect(card.getByText('To be confirmed', { exact: true })).toHaveCount(0);
  });

  for (const path of ['/contact-us', '/tr/bize-ulasin', '/ru/contact-us']) {
    test(`${path}: without a Maps key visitors get the address and a map link, no developer note`, async ({
      page,
    }) => {
      await page.goto(path);
      const card = page.locator('address').filter({ hasText: 'Lara Caddesi' }).first();
      await expect(card).toBeVisible();
      const link = page.locator(
        'div:has(> address:has-text("Lara Caddesi")) > a[href^="https://www.google.com/maps/"]',
      );
      await expect(link).toBeVisible();
      await expect(page.locator('main')).not.toContainText(
        /Interactive map|Etkileşimli harita|Интерактивная карта/,
      );
    });
  }
});

// Issue 31 item 8: thumb-sized targets on phones (the walk above measures them), the desktop rows as
// they were.
test.describe('tap targets', () => {
  /** The drawn boxes of what `selector` finds on the open page. */
  async function sizes(page: Page, selector: string) {
    return page.locator(selector).evaluateAll((elements) =>
      elements
        .map((element) => {
          const box = element.getBoundingClientRect();
          return { text: element.textContent?.trim() || element.outerHTML.slice(0, 60), box };
        })
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ text, box }) => ({ text, width: box.width, height: box.height })),
    );
  }

  test('the consent banner and its preferences: every control at least 44 × 44 px at 390 px', async ({
    page,
  }) => {
    // The banner opens and closes with a transition: measured where it stops.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${E2E.thirdPartySite}/about-us`);
    const problems: string[] = [];
    const measure = async (scope: string) => {
      for (const area of await page.evaluate(measureHitAreas, { scope, minimum: THUMB }))
        if (area.width < THUMB || area.height < THUMB)
          problems.push(`${scope}: ${area.control} ${area.width} × ${area.height}`);
    };
    const banner = page.locator('#cc-main .cm');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await measure('#cc-main .cm');
    await banner.getByRole('button', { name: 'Manage preferences' }).click();
    await expect(page.locator('#cc-main .pm input').last()).toBeVisible();
    await measure('#cc-main .pm');
    expect(problems).toEqual([]);
  });

  test('the desktop keeps its rows: chips 40 px, footer links and checkboxes as they were', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/events-concerts');
    const chips = await sizes(page, 'main nav a[rel~="nofollow"]');
    expect(new Set(chips.map((chip) => Math.round(chip.height)))).toEqual(new Set([40]));
    const links = await sizes(page, 'footer nav a');
    expect(Math.max(...links.map((link) => link.height))).toBeLessThan(40);
    await page.goto('/contact-us');
    const boxes = await page
      .locator('main input[type="checkbox"]')
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().height));
    expect(new Set(boxes.filter((height) => height > 0).map(Math.round))).toEqual(new Set([20]));
    await context.close();
  });
});
