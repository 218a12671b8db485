import { expect, test } from '@playwright/test';
import { localizeUrl } from '../lib/i18n/hrefs';
import { burgerMenu, siteAndProviderPerFile, type Fault } from './helpers';
import { E2E, siteEnv } from './ports';

/**
 * A provider that fails, hangs or is slow, seen by a site that has shown nothing yet (a just-deployed
 * one): its own site on its own provider, so nothing else sees the faults and the file runs beside
 * the publishing tests. Pages already shown: e2e/faults-last-good.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

const own = siteAndProviderPerFile(E2E.coldSitePort, E2E.faultsProviderPort);

const pageQuery = (lang: string, url: string) =>
  `/v1/pages/url-lang?property-network-id=4&url=${encodeURIComponent(url)}&lang=${lang}`;

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
      await own().setFault(request, mode as Fault, [pageQuery(target.lang, target.url)]);
      const started = Date.now();
      const response = await page.goto(`${own().site.url}${pathname}`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', target.lang);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('main').getByRole('status')).toContainText(target.notice);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(
        burgerMenu(page).filter({ hasText: target.menu }).or(page.getByRole('navigation')).first(),
      ).toBeAttached();
    });
  }

  test('with every provider read hanging, a page never shown waits PROVIDER_TIMEOUT_MS in all, not per read', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    // Page, then menus and venue facts: none of them cached on this server for German.
    await own().setFault(request, 'hang', ['/v1']);
    const started = Date.now();
    const response = await request.get(`${own().site.url}/de/proposal-request`, {
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
    await own().setFault(request, '500', [query]);
    await page.goto(`${own().site.url}/tr/sahne-arkasi`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('geçici olarak');

    await own().setFault(request, 'none', [query]);
    const expected = await own().providerPage(request, 'tr', '/sahne-arkasi');
    await expect(async () => {
      await page.goto(`${own().site.url}/tr/sahne-arkasi`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title, {
        timeout: 500,
      });
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 500 });
      // Content is back by the third load (the failure is cached for a second, pages for two); each
      // load on this never-warmed server also encodes its images, 1-3 s apiece on a busy machine.
    }).toPass({ timeout: 15_000 });
  });
});

test.describe('a site that has never read the venue facts', () => {
  test('answers 503 "temporarily unavailable" in the page’s language, and the page once the provider is back', async ({
    request,
  }) => {
    test.setTimeout(150_000);
    // A new machine's first instance: nothing kept on disk, the provider failing from the start.
    await own().setFault(request, 'down', ['/v1']);
    const { startInstance } = await import('../scripts/lib/cluster.mjs');
    const port = E2E.coldSitePort + 3;
    const origin = `http://127.0.0.1:${port}`;
    const site = await startInstance({
      port,
      providerUrl: own().provider.url,
      env: siteEnv(port, E2E.faultsProviderPort, origin),
    });
    try {
      for (const [path, lang, title] of [
        ['/tr/mekan', 'tr', 'Geçici olarak kullanılamıyor'],
        ['/ru/venue', 'ru', 'Временно недоступно'],
        ['/de/event-solutions', 'de', 'Vorübergehend nicht verfügbar'],
        ['/contact-us', 'en', 'Temporarily unavailable'],
      ] as const) {
        const answer = await request.get(`${origin}${path}`, { headers: { accept: 'text/html' } });
        const html = await answer.text();
        expect(answer.status(), path).toBe(503);
        expect(answer.headers()['retry-after'], path).toBe('30');
        expect(answer.headers()['cache-control'], path).toMatch(/no-store/);
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toContain(`<h1>${title}</h1>`);
        // No fact at all: neither the built-in phone nor any other.
        expect(html, path).not.toMatch(/tel:|310 40 40/);
      }
      // The calendar file names the venue's address: not a guessed one either.
      expect((await request.get(`${origin}/api/events/en/new-year-gala-2027/ics`)).status()).toBe(
        503,
      );
      await own().setFault(request, 'none');
      await expect
        .poll(async () => (await request.get(`${origin}/tr/mekan`)).status(), { timeout: 20_000 })
        .toBe(200);
    } finally {
      await site.stop();
    }
  });
});
