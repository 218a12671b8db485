import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json';
import tr from '../messages/tr.json';
import { hydrated } from './helpers';
import { E2E } from './ports';

// Offline and back (docs/product.md "Offline and back", issue 43 item 3), with the service worker
// the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  // First renders are the slow part: render the pages used here once before the tests time them.
  for (const path of ['/about-us', '/gastronomy', '/venue', '/tr/hakkimizda', '/tr/mekan']) {
    await request.get(path, { timeout: 60_000 });
  }
});

/** Opens a page and waits until the service worker controls it. */
async function controlled(page: Page, path = '/about-us') {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 15_000,
  });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${E2E.site}/`);
}

/** Every entry of the site's caches: `<cache name> <path and query>`. */
function cached(page: Page) {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        entries.push(`${name} ${url.pathname}${url.search}`);
      }
    }
    return entries;
  });
}

/** The pages the worker keeps (not their payloads). */
async function keptPages(page: Page) {
  return (await cached(page))
    .filter((entry) => entry.includes('-pages-') && !entry.includes('__flight='))
    .map((entry) => entry.split(' ')[1]);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('pages read earlier show offline, a page never read shows the offline page, which becomes the page asked for once back online, without a tap', async ({
  page,
  context,
}) => {
  await controlled(page);
  // The first page of a first visit, loaded before the worker took control, is kept once it does.
  await expect.poll(() => keptPages(page)).toContain('/about-us');
  // A page read through a client navigation (only React's payload came) is kept as well.
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .locator('a[href="/gastronomy"]')
    .click();
  await expect(heading(page)).toHaveText(/Gastronomy/);
  await expect.poll(() => keptPages(page)).toContain('/gastronomy');
  // The events list too, which Next renders per request (its query) and the site marks public.
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .locator('a[href="/events-concerts"]')
    .click();
  await expect(page).toHaveURL(`${E2E.site}/events-concerts`);
  await expect.poll(() => keptPages(page)).toContain('/events-concerts');
  // Read as a document: kept with React's payload, so it hydrates offline too.
  await page.goto('/about-us');
  await hydrated(page);
  await expect
    .poll(async () => (await cached(page)).some((e) => /about-us\?__flight=/.test(e)))
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/about-us');
  await expect(heading(page)).toHaveText(/About/);
  await hydrated(page);
  await page.goto('/gastronomy');
  await expect(heading(page)).toHaveText(/Gastronomy/);
  await page.goto('/events-concerts');
  await expect(heading(page)).toHaveText(/Events/);

  const never = await page.goto('/venue');
  expect(never?.url()).toBe(`${E2E.site}/venue`);
  await expect(heading(page)).toHaveText(en.Offline.title);
  await expect(page).toHaveTitle(`${en.Offline.metaTitle} | Andy Show`);
  await expect(page.getByRole('link', { name: /\+90/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('button', { name: en.Offline.retry })).toBeVisible();

  // Back online: the page asked for, by itself.
  await context.setOffline(false);
  await expect(heading(page)).not.toHaveText(en.Offline.title, { timeout: 15_000 });
  await expect(heading(page)).toHaveText(/Venue/);
  await expect(page).toHaveURL(`${E2E.site}/venue`);
});

test('the offline page returns in its language when the browser never says it is online', async ({
  page,
  context,
}) => {
  // The `online` event is unreliable: the page asks the site now and then as well.
  await page.addInitScript(() => {
    const add = window.addEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: [EventListener]) =>
      type === 'online' ? undefined : add(type, ...rest)) as typeof window.addEventListener;
  });
  await controlled(page, '/tr/hakkimizda');
  await context.setOffline(true);
  await page.goto('/tr/mekan');
  await expect(heading(page)).toHaveText(tr.Offline.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByText(tr.Offline.text)).toBeVisible();
  // Offline for a while: the page keeps asking, and stays.
  await page.waitForTimeout(4000);
  await expect(heading(page)).toHaveText(tr.Offline.title);

  await context.setOffline(false);
  await expect(heading(page)).not.toHaveText(tr.Offline.title, { timeout: 30_000 });
  await expect(page).toHaveURL(`${E2E.site}/tr/mekan`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await hydrated(page);
});

test('a returning visitor lands on the remembered language, with the worker and without', async ({
  browser,
  page,
  context,
}) => {
  await controlled(page);
  for (const [remembered, home] of [
    ['ru', '/ru'],
    ['tr', '/tr'],
    ['en', '/'],
  ] as const) {
    await context.addCookies([{ name: 'i18n_redirected', value: remembered, url: E2E.site }]);
    await page.goto('/');
    await expect(page, `remembered ${remembered}`).toHaveURL(new URL(home, E2E.site).href);
    await expect(page.locator('html')).toHaveAttribute('lang', remembered);
    // The worker passed this navigation on (it arrives as Sec-Fetch-Dest: empty).
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }

  const plain = await browser.newContext({ serviceWorkers: 'block' });
  await plain.addCookies([{ name: 'i18n_redirected', value: 'ru', url: E2E.site }]);
  const visitor = await plain.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveURL(`${E2E.site}/ru`);
  expect(await visitor.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  await plain.close();
});

test('a client navigation offline to a page never read ends on the offline page', async ({
  page,
  context,
}) => {
  await controlled(page);
  await hydrated(page);
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .first()
    .locator('a[href="/gastronomy"]')
    .click();
  await expect(heading(page)).toHaveText(en.Offline.title);
});

test('the status is shown while offline, and the return is announced', async ({
  page,
  context,
}) => {
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  const status = page.getByRole('status').filter({ hasText: /offline|online/ });
  await expect(status).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status')).toContainText(en.Offline.statusOffline);
  await context.setOffline(false);
  await expect(page.getByRole('status')).toContainText(en.Offline.statusOnline);
  await expect(page.getByRole('status')).toHaveText('', { timeout: 8000 });
});

test('nothing private is kept: no preview, post or api answer; offline, a page read in draft mode is not there', async ({
  page,
  context,
}) => {
  await controlled(page);
  await hydrated(page);
  await page.goto(`/api/draft?secret=${E2E.draftSecret}&path=/venue`);
  await expect(page).toHaveURL(/\/venue$/);
  // Read in draft mode as a document, and again through client navigations (the worker fetches it
  // once more to keep it, with the draft cookies).
  await hydrated(page);
  const push = (href: string) =>
    page.evaluate(
      (target) =>
        (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
          target,
        ),
      href,
    );
  await push('/gastronomy');
  await expect(heading(page)).toHaveText(/Gastronomy/);
  await push('/venue');
  await expect(page).toHaveURL(`${E2E.site}/venue`);
  await page.evaluate(() => fetch('/api/health').then((r) => r.text()));
  await page.evaluate(() =>
    fetch('/contact-us', { method: 'POST', body: 'x' }).then(
      (r) => r.status,
      () => 0,
    ),
  );
  // Give the worker time to keep what it would.
  await page.waitForTimeout(3000);
  await page.goto('/api/draft/exit');
  const entries = await cached(page);
  expect(entries.some((entry) => entry.endsWith('/offline.html'))).toBe(true);
  const paths = entries.map((entry) => entry.split(' ')[1]!);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(entries.filter((entry) => entry.includes('_rsc'))).toEqual([]);
  const pages = await keptPages(page);
  expect(pages).not.toContain('/venue');

  await context.setOffline(true);
  await page.goto('/venue');
  await expect(heading(page)).toHaveText(en.Offline.title);
});
