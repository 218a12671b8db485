import { expect, test, type Page } from '@playwright/test';
import { E2E } from './ports';
import { FONTS_KEY } from '../lib/shell/font-switch';
import { burgerMenu, gotoHydrated, hydrated, settled } from './helpers';

// The app shell on a site with no third party configured (docs/product.md §1, §2, §4, §8, §9).

// Page loads wait for images and idle callbacks: give a busy machine time.
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  // First renders are the slow part: render the pages used here once before the tests time them.
  for (const path of ['/about-us', '/gastronomy', '/venue', '/tr/hakkimizda', '/contact-us']) {
    await request.get(path, { timeout: 60_000 });
  }
});

/** An RSC request of a client navigation (not a prefetch). */
const isNavigationFetch = (headers: Record<string, string>) =>
  headers['rsc'] === '1' && !headers['next-router-prefetch'];

test.describe('no third party configured', () => {
  test('pages load only the site’s own resources', async ({ page }) => {
    const site = new URL(E2E.site).host;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const path of ['/', '/about-us', '/de/event-solutions', '/tr/hakkimizda']) {
      await page.goto(path);
      // Third parties would load once the page is idle.
      await settled(page);
    }
    // And a client navigation.
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .first()
      .locator('a[href="/tr/gastronomi"]')
      .click();
    await expect(page).toHaveURL(/\/tr\/gastronomi$/);
    await settled(page);
    expect(requested.length).toBeGreaterThan(20);
    const foreign = requested.filter((url) => /^https?:/.test(url) && new URL(url).host !== site);
    expect(foreign).toEqual([]);
    await expect(page.locator('#cc-main')).toHaveCount(0);
    await expect(
      page.locator('script[src*="cookie-consent"], script[data-chat-widget]'),
    ).toHaveCount(0);
    expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  });

  test('the footer’s cookie settings link leads to the cookies page', async ({ page }) => {
    await page.goto('/about-us');
    await page.locator('[data-cookie-settings]').click();
    await expect(page).toHaveURL(/\/cookies#cookie-settings$/);
  });
});

test.describe('head and manifest', () => {
  test('the page is not translatable, black theme colour, linked manifest with icons', async ({
    page,
    request,
  }) => {
    await page.goto('/about-us');
    await expect(page.locator('html')).toHaveAttribute('translate', 'no');
    await expect(page.locator('meta[name="google"]')).toHaveAttribute('content', 'notranslate');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      start_url: '/',
      display: 'standalone',
      theme_color: '#000000',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.webp', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({ src: '/icons/icon-maskable-512.png', purpose: 'maskable' }),
        expect.objectContaining({ src: '/favicon.ico' }),
      ]),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.ok(), icon.src).toBe(true);
      expect(file.headers()['content-type']).toMatch(/^image\//);
    }
  });
});

test.describe('start-up JavaScript', () => {
  test('every script a page loads with its HTML carries V8’s eager-compile hint', async ({
    request,
  }) => {
    for (const path of ['/venue', '/tr/teklif-al']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      // The after-first-paint loader's list (lib/html/defer-scripts.ts).
      const scripts = JSON.parse(/const s=(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const src of scripts) {
        const body = await (await request.get(src)).text();
        expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
      }
    }
  });
});

test.describe('start-up JavaScript after the first paint', () => {
  test('the head holds no framework script; its chunks are requested after the first paint and hydrate the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(request.url())) chunkRequests.push(request.url());
    });
    for (const path of ['/', '/venue', '/tr/teklif-al']) {
      chunkRequests.length = 0;
      const response = await gotoHydrated(page, path);
      const html = await response!.text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toMatch(/<script[^>]+src="\/_next\/[^"]+" async/);
      expect(head, path).not.toMatch(/<link[^>]+as="script"/);
      expect(response!.headers()['content-security-policy'], path).toContain("'sha256-");
      // Hydrated: the burger opens the menu.
      await burgerMenu(page).click();
      await expect(page.getByRole('dialog').first(), path).toHaveAttribute('aria-modal', 'true');
      const timing = await page.evaluate(() => ({
        paint:
          performance
            .getEntriesByType('paint')
            .find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? -1,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.chunks.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.chunks), path).toBeGreaterThanOrEqual(timing.paint);
      // Each chunk is fetched once (React finds the loader's scripts and does not add its own).
      expect(chunkRequests.length, path).toBe(new Set(chunkRequests).size);
    }
  });

  test("React's payload is not in the HTML: the page's own URL answers it after the first paint", async ({
    page,
    request,
  }) => {
    const payloads: string[] = [];
    page.on('request', (r) => void (r.url().includes('__flight=') && payloads.push(r.url())));
    for (const path of ['/', '/venue', '/tr/teklif-al', '/events-concerts?show=12']) {
      payloads.length = 0;
      const response = await gotoHydrated(page, path);
      const html = await response!.text();
      expect(html, path).not.toContain('self.__next_f.push(');
      const named = /"([^"]+[?&]__flight=([0-9a-f]{32}))"/.exec(html);
      expect(named?.[1], path).toBe(
        `${path}${path.includes('?') ? '&' : '?'}__flight=${named?.[2]}`,
      );
      expect(
        payloads.map((url) => new URL(url).pathname + new URL(url).search),
        path,
      ).toEqual([named![1]]);
      const timing = await page.evaluate(() => ({
        paint:
          performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
            ?.startTime ?? -1,
        payload: performance
          .getEntriesByType('resource')
          .find((entry) => entry.name.includes('__flight='))?.startTime,
      }));
      expect(timing.payload, path).toBeGreaterThanOrEqual(timing.paint);
      // Kept a year under its hash: the entries Next's inline scripts pushed, as JSON.
      const payload = await request.get(named![1]!);
      expect(payload.status(), path).toBe(200);
      expect(payload.headers()['content-type'], path).toMatch(/^application\/json/);
      // A page rendered per request (the events list reads its query) streams its rows in the order
      // its data arrives: a second render's payload is mostly the same tree under another hash, not kept.
      const kept = 'public, max-age=31536000, immutable';
      if (path.includes('?'))
        expect([kept, 'no-store'], path).toContain(payload.headers()['cache-control']);
      else expect(payload.headers()['cache-control'], path).toBe(kept);
      const entries = (await payload.json()) as unknown[][];
      expect(entries[0], path).toEqual([0]);
      expect(entries.length, path).toBeGreaterThanOrEqual(2);
      expect(
        entries.slice(1).every((entry) => entry[0] === 1),
        path,
      ).toBe(true);
      // A token no page named (made up, or another build's): 404 at once, nothing rendered.
      for (const made of ['0000', `${named![2]!.slice(0, 16)}${'0'.repeat(16)}`]) {
        const answer = await request.get(
          named![1]!.replace(/__flight=[0-9a-f]+/, `__flight=${made}`),
        );
        expect(answer.status(), path).toBe(404);
        expect(answer.headers()['cache-control'], path).toBe('no-store');
      }
    }
    // A parameter the page does not read changes nothing: the page and its payload are the plain URL's.
    const tagged = await request.get('/venue?utm_source=newsletter&r=42', {
      headers: { accept: 'text/html' },
    });
    expect(await tagged.text()).toMatch(/"\/venue\?__flight=[0-9a-f]{32}"/);
    // A page that is not found keeps its payload inline (its status is no page to ask again).
    const missing = await request.get('/no-such-page', { headers: { accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('self.__next_f.push(');
    const noPage = await request.get('/no-such-page?__flight=0000');
    expect(noPage.status()).toBe(404);
  });
});

test.describe('type on the first load', () => {
  for (const [path, subsets] of [
    ['/', ['latin']],
    ['/de', ['latin']],
    ['/tr', ['latin', 'turkish']],
    ['/ru', ['latin', 'cyrillic']],
  ] as const) {
    test(`${path}: a first visit paints and stays in the resized system faces, loads the ${subsets.join(' and ')} faces after the paint and switches at the next navigation; the next page paints in them`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      // Once all are in, the page notes them for the next one (lib/shell/fonts.ts).
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_KEY))
        .toBeTruthy();
      const expected = subsets.flatMap((subset) => [
        `jost-${subset}-400-normal`,
        `jost-${subset}-700-normal`,
        `playfair-display-${subset}-400-normal`,
      ]);
      const name = (href: string) => /([a-z-]+-\d{3}-normal)[^/]*\.woff2$/.exec(href)?.[1];
      expect(fonts.map(name).sort()).toEqual([...expected].sort());
      const timing = () =>
        page.evaluate(() => ({
          paint:
            performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
              ?.startTime ?? -1,
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.woff2'))
            .map((entry) => entry.startTime),
          preloaded: document.querySelectorAll('link[rel="preload"][as="font"]').length,
        }));
      const first = await timing();
      expect(first.paint).toBeGreaterThan(0);
      // Nothing of them on the first paint's path: each requested after it, none preloaded.
      expect(Math.min(...first.fonts)).toBeGreaterThanOrEqual(first.paint);
      expect(first.preloaded).toBe(0);
      // Not under the visitor's eyes: the page keeps its faces until the next navigation.
      await hydrated(page);
      await page.waitForTimeout(300);
      await expect(page.locator('html')).not.toHaveClass(/\bwf\b/);
      const before = new URL(page.url()).pathname;
      await page.locator('header nav a[href^="/"]').first().click();
      await page.waitForURL((url) => url.pathname !== before);
      await expect(page.locator('html')).toHaveClass(/\bwf\b/);
      expect(await page.evaluate(() => document.fonts.check('400 1em "Jost Latin"', 'a'))).toBe(
        true,
      );

      // The next page: `wf` before its first layout, the same files preloaded (from the cache).
      fonts.length = 0;
      await page.goto(path);
      await expect.poll(async () => (await timing()).paint).toBeGreaterThan(0);
      const again = await timing();
      expect(await page.locator('html').getAttribute('class')).toMatch(/\bwf\b/);
      expect(again.preloaded).toBe(subsets.length * 3);
      expect(Math.max(...again.fonts)).toBeLessThan(again.paint);
      expect(fonts.map(name).sort()).toEqual([...expected].sort());
      await page.evaluate(() => document.fonts.ready);
      // Every face of the families the page's two font stacks name is loaded: a named subset left
      // unloaded would make a layout create stand-in system faces (app/globals.css).
      const faces = () =>
        page.evaluate(() => {
          const root = getComputedStyle(document.documentElement);
          // The self-hosted families are the quoted names but the fallbacks (local system faces).
          const families = ['--font-sans', '--font-display'].flatMap((name) =>
            [...root.getPropertyValue(name).matchAll(/['"]([^'"]+)['"]/g)]
              .map((match) => match[1])
              .filter((family) => !family!.endsWith(' Fallback')),
          );
          return [...document.fonts]
            .filter((face) => families.includes(face.family.replace(/['"]/g, '')))
            .map((face) => `${face.family} ${face.weight} ${face.status}`);
        });
      await expect
        .poll(async () => (await faces()).filter((face) => !face.endsWith(' loaded')))
        .toEqual([]);
      expect(await faces()).toHaveLength(subsets.length * 3);

      // Every glyph of the page's text is drawn from the self-hosted faces, none from a system face.
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };
      const system = new Set<string>();
      const walk = async (node: DomNode) => {
        if (node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())) {
          const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', {
            nodeId: node.nodeId,
          });
          for (const font of used) if (!font.isCustomFont) system.add(font.familyName);
        }
        for (const child of node.children ?? []) await walk(child);
      };
      await walk(root as DomNode);
      expect([...system]).toEqual([]);
    });
  }

  test('one type scale: two weights and few size-weight pairs on the home page', async ({
    browser,
  }) => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto('/');
    const pairs = await phone.evaluate(() => {
      const seen = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (!parent || !walker.currentNode.textContent?.trim()) continue;
        // The font loader's hidden warm-up box lays the page's pairs out in the web faces after the
        // first paint, in idle time: not the first layout's type scale.
        if (parent.closest('div.wf[aria-hidden="true"]')) continue;
        const style = getComputedStyle(parent);
        seen.add(`${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`);
      }
      return [...seen];
    });
    await phone.close();
    // Each pair is a font instance the first layout creates (a synchronous font lookup each on
    // Linux): keep to the type scale in app/globals.css.
    expect(pairs.filter((pair) => !/ (400|700)$/.test(pair))).toEqual([]);
    expect(pairs.length, pairs.join('\n')).toBeLessThanOrEqual(14);
  });
});

test.describe('progress bar', () => {
  // The page's clock is paused, so the bar's timers run only when the test says: exact timings
  // however busy the machine is. The navigation's server answer is held until the test releases it.
  async function heldNavigation(page: Page, path: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${path}?_rsc=*`, async (route) => {
      if (!isNavigationFetch(route.request().headers())) return route.continue();
      await released;
      await route.continue();
    });
    return release;
  }

  async function openPaused(page: Page) {
    await page.clock.install();
    // Links navigate in the page only once it has hydrated (its scripts load after the first paint).
    await gotoHydrated(page, '/about-us');
    await page.clock.pauseAt(Date.now() + 60_000);
  }

  const link = (page: Page, href: string) =>
    page.getByRole('navigation', { name: 'Main menu' }).first().locator(`a[href="${href}"]`);
  const bar = (page: Page) => page.locator('#nprogress');
  /** nprogress slides the bar in from the left: translate3d(-90%) is 10 % done. */
  const done = (page: Page) =>
    page
      .locator('#nprogress .bar')
      .evaluate((el) => 100 + Number(/translate3d\((-?[\d.]+)%/.exec(el.style.transform)?.[1]));

  test('does not show for a navigation under 200 ms', async ({ page }) => {
    await openPaused(page);
    const release = await heldNavigation(page, '/gastronomy');
    await link(page, '/gastronomy').click();
    await page.clock.runFor(150);
    release();
    await expect(page).toHaveURL(/\/gastronomy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gastronomy/);
    await page.clock.runFor(6000);
    await expect(bar(page)).toHaveCount(0);
  });

  test('shows after 200 ms, grows to full over 5 s, hides 500 ms after the navigation ends', async ({
    page,
  }) => {
    await openPaused(page);
    const release = await heldNavigation(page, '/gastronomy');
    await link(page, '/gastronomy').click();
    await page.clock.runFor(199);
    await expect(bar(page)).toHaveCount(0);
    await page.clock.runFor(2);
    await expect(bar(page)).toHaveCount(1);
    await expect(page.locator('html')).not.toHaveClass(/nprogress-failed/);
    // Linear growth: 10 % half a second after showing, 50 % at 2.5 s, just short of full at 5 s.
    await page.clock.runFor(500);
    expect(await done(page)).toBeCloseTo(10, 0);
    await page.clock.runFor(2000);
    expect(await done(page)).toBeCloseTo(50, 0);
    await page.clock.runFor(2500);
    expect(await done(page)).toBeCloseTo(99, 0);
    await page.clock.runFor(5000);
    expect(await done(page)).toBeCloseTo(99, 0);

    release();
    await expect(page).toHaveURL(/\/gastronomy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gastronomy/);
    await page.clock.runFor(499);
    await expect(bar(page)).toHaveCount(1);
    await page.clock.runFor(2);
    await expect(bar(page)).toHaveCount(0);
  });

  test('turns red when the navigation fails', async ({ page }) => {
    await openPaused(page);
    const release = await heldNavigation(page, '/gastronomy');
    await link(page, '/gastronomy').click();
    await page.clock.runFor(300);
    await expect(bar(page)).toHaveCount(1);
    // What app/[locale]/error.tsx announces when it catches a failed navigation or refresh.
    await page.evaluate(() => window.dispatchEvent(new Event('shell:navigation-failed')));
    await expect(page.locator('html')).toHaveClass(/nprogress-failed/);
    // The colour eases in (a CSS transition, on the real clock): it ends red.
    await expect
      .poll(() =>
        page.locator('#nprogress .bar').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(239, 68, 68)');
    await page.clock.runFor(501);
    await expect(bar(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveClass(/nprogress-failed/);
    release();
  });
});

test.describe('chunk-load failure', () => {
  const chunkError = () =>
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Loading chunk 4711 failed.',
        error: Object.assign(new Error('Loading chunk 4711 failed.'), { name: 'ChunkLoadError' }),
      }),
    );

  test('reloads once, then not again within 60 s', async ({ page }) => {
    // Hydrated: the guard listens from then on (an error before it would reload nothing).
    await gotoHydrated(page, '/about-us');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    const reloaded = page.waitForEvent('load');
    await page.evaluate(chunkError);
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    // The reloaded page runs again (its cached HTML keeps the CSP that admits its inline scripts).
    await expect
      .poll(() =>
        page.evaluate(
          () => typeof (window as unknown as { next?: { router?: object } }).next?.router,
        ),
      )
      .toBe('object');
    const stamp = Number(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at')));
    expect(Date.now() - stamp).toBeLessThan(30_000);

    // A second failure right after: no reload (the page keeps its state).
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 2));
    await page.evaluate(chunkError);
    await page.evaluate(() =>
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', {
          promise: Promise.resolve(),
          reason: new TypeError('Failed to fetch dynamically imported module: /x.js'),
        }),
      ),
    );
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(2);

    // Once the minute is over, a failure reloads again.
    await page.evaluate(() =>
      sessionStorage.setItem('chunk-reload-at', String(Date.now() - 61_000)),
    );
    const again = page.waitForEvent('load');
    await page.evaluate(chunkError);
    await again;
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
  });

  // The framework's own wording of a failed chunk (lib/shell/chunk-reload.ts; coupling register).
  test('a code chunk gone after a deployment, met on a client navigation, reloads the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about-us');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // Every chunk not loaded yet is gone, as after a new deployment.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.locator('footer a[href="/contact-us"]').first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/contact-us$/);
    expect(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).toBeUndefined();
    // The site's guard reloaded (it knew the error for a failed chunk), not the router by itself.
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).not.toBeNull();
  });

  test('other errors never reload', async ({ page }) => {
    await gotoHydrated(page, '/about-us');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent('error', { message: 'x', error: new Error('boom') })),
    );
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toBeNull();
  });
});

test.describe('link prefetch', () => {
  async function prefetches(page: Page, path: string) {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) seen.push(request.url());
    });
    await page.goto(path);
    await settled(page);
    return seen;
  }

  function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
    return page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: { ...value, addEventListener() {}, removeEventListener() {} },
      });
    }, connection);
  }

  test('prefetches visible links once the browser is idle', async ({ page }) => {
    const seen = await prefetches(page, '/about-us');
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });

  test('skips prefetching with save-data', async ({ page }) => {
    await emulateConnection(page, { saveData: true, effectiveType: '4g' });
    expect(await prefetches(page, '/about-us')).toEqual([]);
  });

  test('skips prefetching on 2g', async ({ page }) => {
    await emulateConnection(page, { saveData: false, effectiveType: '2g' });
    expect(await prefetches(page, '/about-us')).toEqual([]);
  });
});

test.describe('link routing', () => {
  test('a click on an internal link navigates in the page; a ctrl-click is left to the browser', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/about-us');
    await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .locator('a[href="/gastronomy"]')
      .click();
    await expect(page).toHaveURL(/\/gastronomy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Gastronomy/);
    // Same document: the window survived and no page was requested.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(documents).toEqual([]);
    // Back returns in the page too.
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    const opened = context.waitForEvent('page');
    await page.locator('footer a[href="/legal-notices"]').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/legal-notices$/);
    await tab.close();
    await expect(page).toHaveURL(/\/about-us$/);
  });

  test('a link out of view is prefetched once it is pointed at or focused', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'])
        prefetched.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/about-us');
    await settled(page);
    // The footer is far below the first screen: not prefetched by the viewport rule.
    expect(prefetched).not.toContain('/legal-notices');
    await page
      .locator('footer a[href="/legal-notices"]')
      .evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
    await expect.poll(() => prefetched).toContain('/legal-notices');
  });
});
