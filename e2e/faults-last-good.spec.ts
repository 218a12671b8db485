import { expect, test, type APIRequestContext } from '@playwright/test';
import { decodeEntities, siteAndProviderPerFile, type Fault } from './helpers';
import { E2E } from './ports';

/**
 * Pages a site has shown before, while its provider is down, hangs or trickles: answered from the
 * last good copy, fast, and fresh again once the provider is back. A site and provider of this file's
 * own (nothing else sees the faults; beside the publishing tests).
 */
test.describe.configure({ mode: 'serial' });

const own = siteAndProviderPerFile(E2E.lastGoodSitePort, E2E.lastGoodProviderPort);

test('a page shown before keeps its content while the provider is down', async ({
  page,
  request,
}) => {
  const expected = await own().providerPage(request, 'tr', '/mekan');
  await page.goto(`${own().site.url}/tr/mekan`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);

  await own().setFault(request, 'down', ['/v1']);
  await own().revalidate(request, { type: 'all' });
  const response = await page.goto(`${own().site.url}/tr/mekan`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
});

const admin = { authorization: `Bearer ${E2E.adminToken}` };

/** Saves a new title for a page in the provider and publishes it (the provider notifies the site). */
async function publishTitle(request: APIRequestContext, lang: string, url: string, title: string) {
  const draft = await request.put(`${own().provider.url}/admin/pages`, {
    params: { url, lang },
    headers: admin,
    data: { title },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const published = await request.post(`${own().provider.url}/admin/pages/publish`, {
    params: { url, lang },
    headers: admin,
  });
  expect(published.status(), await published.text()).toBe(200);
}

/** The page's HTML as a crawler asks for it (past the server's 2 s page cache), timed. */
async function timedLoad(request: APIRequestContext, path: string, noticeText: string) {
  const started = Date.now();
  const response = await request.get(`${own().site.url}${path}`, {
    headers: { connection: 'close' },
  });
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
    const original = (await own().providerPage(request, target.lang, target.url)).title;
    const renamed = `${original} (${mode})`;
    expect((await timedLoad(request, target.path, target.notice)).h1).toBe(original);

    // Every provider read now stalls; a publish and a full revalidation make the site read again.
    await own().setFault(request, mode as Fault, ['/v1']);
    try {
      await publishTitle(request, target.lang, target.url, renamed);
      await own().revalidate(request, { type: 'all' });
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
      await own().setFault(request, 'none', ['/v1']);
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

test('restarted during an outage, the site shows the last venue facts it read, never its defaults', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The venue's phone as the editor last published it: not the site's built-in default.
  const phone = '+90 242 555 12 34';
  for (const step of ['', '/publish']) {
    const answer = await request.fetch(`${own().provider.url}/admin/settings${step}`, {
      method: step ? 'POST' : 'PUT',
      headers: admin,
      ...(step ? {} : { data: { phone } }),
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await expect
    .poll(async () => (await request.get(`${own().site.url}/tr/mekan`)).text(), { timeout: 15_000 })
    .toContain('555 12 34');

  // The provider goes down, then the site is restarted (a deploy: empty process caches).
  await own().setFault(request, 'down', ['/v1']);
  await own().restartSite();
  // Pages this process never rendered, in languages whose facts it never read.
  for (const path of ['/tr/mekan', '/ru/venue', '/de/event-solutions', '/contact-us']) {
    const answer = await request.get(`${own().site.url}${path}`);
    const html = await answer.text();
    expect(answer.status(), path).toBe(200);
    expect(html, path).toContain('555 12 34');
    expect(html, path).not.toContain('310 40 40');
  }
  // Back: still the real facts.
  await own().setFault(request, 'none');
  await expect
    .poll(async () => (await request.get(`${own().site.url}/ru/venue`)).status())
    .toBe(200);
  expect(await (await request.get(`${own().site.url}/ru/venue`)).text()).toContain('555 12 34');
});
