import { expect, test, type Page } from '@playwright/test';
import { BRAND_NAMES, LOANWORDS } from '../lib/i18n/brands';
import { href } from '../lib/i18n/navigation';

// Brand names and loanwords whose Turkish capitals differ from the English ones (The Sin → THE SİN,
// resident DJ → RESİDENT DJ).
const dotted = [...BRAND_NAMES, ...LOANWORDS].filter(
  (name) => name.toLocaleUpperCase('tr') !== name.toUpperCase(),
);

/**
 * What every element styled `text-transform: uppercase` shows (Chromium's innerText applies the
 * transform), with the language that styles it.
 */
async function uppercaseTexts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el): el is HTMLElement => el instanceof HTMLElement)
      .filter((el) => getComputedStyle(el).textTransform === 'uppercase' && el.innerText.trim())
      .map((el) => ({ text: el.innerText.replace(/\s+/g, ' '), lang: el.lang || '' })),
  );
}

/** One test a path, named `<path>: <title>`: `check` runs on the page loaded there (DOM ready). */
function testEachPath(paths: string[], title: string, check: (page: Page) => Promise<void>) {
  for (const path of paths) {
    test(`${path}: ${title}`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await check(page);
    });
  }
}

test.describe('Turkish capitals keep brand names as they are spelt', () => {
  testEachPath(
    [
      '/tr',
      '/tr/the-sin',
      '/tr/tekliflerimiz',
      '/tr/kurumsal',
      '/tr/organizasyon-cozumleri',
      '/tr/sahne-arkasi',
      href('tr', '/events-concerts'),
      '/tr/nightClub',
    ],
    'no dotted İ in a brand name or loanword under CSS uppercase',
    async (page) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
      const texts = await uppercaseTexts(page);
      expect(texts.length).toBeGreaterThan(5);
      const wrong = texts.filter(({ text }) =>
        dotted.some((name) => text.includes(name.toLocaleUpperCase('tr'))),
      );
      expect(wrong).toEqual([]);
    },
  );

  test('the home page writes THE SIN in its capitals, and Turkish words keep İ', async ({
    page,
  }) => {
    await page.goto('/tr', { waitUntil: 'domcontentloaded' });
    const texts = (await uppercaseTexts(page)).map(({ text }) => text);
    expect(texts.some((text) => text.includes('THE SIN'))).toBe(true);
    // The same capitals without the brand marking would be Turkish: the test can fail.
    expect(texts.some((text) => /İ/.test(text))).toBe(true);
    // Unmarked, Chromium writes the Turkish capitals: what the marking prevents.
    const control = await page.evaluate(() => {
      const p = document.createElement('p');
      p.style.textTransform = 'uppercase';
      p.textContent = 'The Sin';
      document.body.append(p);
      const text = p.innerText;
      p.remove();
      return text;
    });
    expect(control).toBe('THE SİN');
    const brand = page.locator('[lang="en"][translate="no"]', { hasText: 'The Sin' }).first();
    await expect(brand).toBeAttached();
    expect(await brand.evaluate((el) => (el as HTMLElement).innerText)).toMatch(
      /^(THE SIN|The Sin)$/,
    );
  });
});

test.describe('technical figures fit their cards', () => {
  testEachPath(
    [
      '/event-solutions',
      '/tr/organizasyon-cozumleri',
      '/ru/event-solutions',
      '/de/event-solutions',
    ],
    'every figure of the figures strip stays inside its card',
    async (page) => {
      const figures = page.locator('dl dd.font-display');
      expect(await figures.count()).toBeGreaterThanOrEqual(5);
      const overflow = await figures.evaluateAll((all) =>
        all
          .map((dd) => {
            const card = dd.parentElement!.getBoundingClientRect();
            const style = getComputedStyle(dd.parentElement!);
            const inner = card.right - parseFloat(style.paddingRight);
            return {
              text: dd.textContent,
              over: dd.scrollWidth - dd.clientWidth,
              right: dd.getBoundingClientRect().right - inner,
            };
          })
          .filter((f) => f.over > 1 || f.right > 1),
      );
      expect(overflow).toEqual([]);
    },
  );
});
