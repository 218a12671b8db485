import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Running } from '../scripts/lib/cluster.mjs';
import { localizeUrl } from '../lib/i18n/hrefs';
import * as helpers from './helpers';
import { decodeEntities, ownProvider } from './helpers';
import { E2E, siteEnv } from './ports';

type Fault = Parameters<typeof helpers.setFault>[1];

/**
 * A provider that fails, hangs or trickles, seen by a site of this file's own on a provider of its own
 * (nothing else reads either, so the file runs beside the publishing tests). The tests of "a site that
 * has shown nothing yet" come first: until they have run, the site has shown none of their pages.
 */
test.describe.configure({ mode: 'serial' });

let provider: Running;
let site: Running;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await ownProvider(E2E.faultsProviderPort, {
    // Publishes reach this file's site, as the suite's provider's reach the suite's.
    SITE_REVALIDATE_URL: `${E2E.coldSite}/api/revalidate`,
    REVALIDATE_SECRET: E2E.revalidateSecret,
  });
  const { startInstance } = await import('../scripts/lib/cluster.mjs');
  site = await startInstance({
    port: E2E.coldSitePort,
    providerUrl: provider.url,
    env: siteEnv(E2E.coldSitePort, E2E.faultsProviderPort, E2E.coldSite),
  });
});

test.afterAll(async () => {
  await site?.stop();
  await provider?.stop();
});

const setFault = (request: APIRequestContext, mode: Fault, paths?: string[]) =>
  helpers.setFault(request, mode, paths, undefined, provider.url);
const providerPage = (request: APIRequestContext, lang: string, url: string) =>
  helpers.providerPage(request, lang, url, provider.url);
const revalidate = (request: APIRequestContext, body: Record<string, string>) =>
  helpers.revalidate(request, body, site.url);

const pageQuery = (lang: string, url: string) =>
  `/v1/pages/url-lang?property-network-id=4&url=${encodeURIComponent(url)}&lang=${lang}`;

test.afterEach(async ({ request }) => {
  await setFault(request, 'none');
});

// Pages that only a freshly started site is asked for: it holds no cached or last good copy of
// them, so what it shows is what a visitor of a just-deployed site would see with the provider failing.
const neverShown = {
  down: { lang: 'ru', url: '/privacy', notice: 'временно недоступна', menu: 'Открыть меню' },
  '500': { lang: 'tr', url: '/cerezler', notice: 'geçici olarak', menu: 'Menüyü aç' },
  malformed: {
    lang: 'en',
    url: '/legal-notices',
    notice: 'temporarily unavailable',
    menu: 'Open menu',
  },
  'wrong-shape': {
    lang: 'ru',
    url: '/frequently-asked-questions',
    notice: 'временно недоступна',
    menu: 'Открыть меню',
  },
  hang: { lang: 'tr', url: '/hakkimizda', notice: 'geçici olarak', menu: 'Menüyü aç' },
} as const;

test.describe('a site that has shown nothing yet', () => {
  for (const [mode, target] of Object.entries(neverShown)) {
    test(`a page never shown renders its chrome and static text when the provider is ${mode}`, async ({
      page,
      request,
    }) => {
      const pathname = localizeUrl(target.lang, target.url);
      await setFault(request, mode as Fault, [pageQuery(target.lang, target.url)]);
      const started = Date.now();
      const response = await page.goto(`${site.url}${pathname}`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('main').getByRole('status')).toContainText(target.notice);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(
        page.getByRole('button', { name: target.menu }).or(page.getByRole('navigation').first()),
      ).toBeAttached();
    });
  }

  test('with every provider read hanging, a page never shown waits PROVIDER_TIMEOUT_MS in all, not per read', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    // Page, then menus and venue facts: none of them cached on this server for German.
    await setFault(request, 'hang', ['/v1']);
    const started = Date.now();
    const response = await request.get(`${site.url}/de/proposal-request`, {
      headers: { connection: 'close' },
    });
    const ms = Date.now() - started;
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="de"');
    // One deadline of 4 s for the whole render (reads one after another took 8-12.5 s), plus the render.
    expect(ms).toBeLessThan(6_000);
  });

  test('it recovers as soon as the provider is back', async ({ page, request }) => {
    const query = pageQuery('tr', '/sahne-arkasi');
    // Each load would prefetch the nine pages it links to, nine first renders on this never-warmed
    // server competing with the next load (5.5 s → 8+ s here): this test is about the page itself.
    await page.route(/[?&]_rsc=/, (route) => route.abort());
    await setFault(request, '500', [query]);
    await page.goto(`${site.url}/tr/sahne-arkasi`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('geçici olarak');

    await setFault(request, 'none', [query]);
    const expected = await providerPage(request, 'tr', '/sahne-arkasi');
    await expect(async () => {
      await page.goto(`${site.url}/tr/sahne-arkasi`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title, {
        timeout: 500,
      });
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 500 });
      // Content is back by the third load (the failure is cached for a second, pages for two); each
      // load on this never-warmed server also encodes its images, 1-3 s apiece on a busy machine.
    }).toPass({ timeout: 15_000 });
  });
});

test('a page shown before keeps its content while the provider is down', async ({
  page,
  request,
}) => {
  const expected = await providerPage(request, 'tr', '/mekan');
  await page.goto(`${site.url}/tr/mekan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);

  await setFault(request, 'down', ['/v1']);
  await revalidate(request, { type: 'all' });
  const response = await page.goto(`${site.url}/tr/mekan`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

const admin = { authorization: `Bearer ${E2E.adminToken}` };

/** Saves a new title for a page in the provider and publishes it (the provider notifies the site). */
async function publishTitle(request: APIRequestContext, lang: string, url: string, title: string) {
  const draft = await request.put(`${provider.url}/admin/pages`, {
    params: { url, lang },
    headers: admin,
    data: { title },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const published = await request.post(`${provider.url}/admin/pages/publish`, {
    params: { url, lang },
    headers: admin,
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** The page's HTML as a crawler asks for it (past the server's 2 s page cache), timed. */
async function timedLoad(request: APIRequestContext, path: string, noticeText: string) {
  const started = Date.now();
  const response = await request.get(`${site.url}${path}`, { headers: { connection: 'close' } });
  const html = await response.text();
  return {
    ms: Date.now() - started,
    status: response.status(),
    h1: decodeEntities(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? ''),
    notice: html.includes(noticeText),
  };
}

// Pages shown before the provider slows down: the site holds a last good copy of them.
const slowProvider = {
  trickle: { lang: 'ru', url: '/backstage', path: '/ru/backstage', notice: 'временно недоступна' },
  hang: { lang: 'ru', url: '/about-us', path: '/ru/about-us', notice: 'временно недоступна' },
} as const;

for (const [mode, target] of Object.entries(slowProvider)) {
  test(`a page shown before answers from its last good copy within ~1 s while the provider ${mode}s, and is fresh and fast once it is back`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const original = (await providerPage(request, target.lang, target.url)).title;
    const renamed = `${original} (${mode})`;
    expect((await timedLoad(request, target.path, target.notice)).h1).toBe(original);

    // Every provider read now stalls; a publish and a full revalidation make the site read again.
    await setFault(request, mode as Fault, ['/v1']);
    try {
      await publishTitle(request, target.lang, target.url, renamed);
      await revalidate(request, { type: 'all' });
      // The first render after a publish waits for the new version, up to the render's deadline
      // (PROVIDER_TIMEOUT_MS, 4 s in all, not per read), then shows the last good copy.
      const first = await timedLoad(request, target.path, target.notice);
      expect(first).toMatchObject({ status: 200, h1: original, notice: false });
      expect(first.ms).toBeLessThan(6_000);
      // The next ones answer from that copy: PROVIDER_STALE_AFTER_MS is 1 s for the whole render
      // (page, then menus), not 4 s per read.
      const slow = await timedLoad(request, target.path, target.notice);
      expect(slow.status).toBe(200);
      expect(slow.h1).toBe(original);
      expect(slow.notice).toBe(false);
      expect(slow.ms).toBeLessThan(2_500);
    } finally {
      await setFault(request, 'none', ['/v1']);
    }

    // Reads started while it stalled end at their 4 s deadline; then the published title is back.
    await expect(async () => {
      const back = await timedLoad(request, target.path, target.notice);
      expect(back.h1).toBe(renamed);
      expect(back.ms).toBeLessThan(1_000);
    }).toPass({ timeout: 20_000 });
    for (let i = 0; i < 3; i++) {
      const again = await timedLoad(request, target.path, target.notice);
      expect(again.h1).toBe(renamed);
      expect(again.ms).toBeLessThan(1_000);
    }
    await publishTitle(request, target.lang, target.url, original);
  });
}
