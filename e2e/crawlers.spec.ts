import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import tr from '../messages/tr.json';
import { formatPrice } from '../lib/content/format';
import { localeOfPath, type Locale } from '../lib/i18n/locales';
import { COOKIE_SETTINGS_ID } from '../lib/consent/config';
import { isEventPath } from './helpers';
import { E2E } from './ports';

// What crawlers read is what visitors see (issue 43 item 5): structured data states only what the
// page shows, anchors have their targets, and no page preloads a picture it does not show.

test.describe.configure({ timeout: 120_000 });

const tentativeLabel: Record<Locale, string> = {
  en: en.Events.tentative,
  tr: tr.Events.tentative,
  ru: ru.Events.tentative,
  de: de.Events.tentative,
};

type JsonObject = Record<string, unknown>;

/** An event page as the server sends it, read with the browser's HTML parser (nothing runs). */
async function readEventPage(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return page.evaluate(
    ({ html, tentative }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const text = (element: Element | null) => {
        if (!element) return '';
        const copy = element.cloneNode(true) as Element;
        // What a screen shows: no screen-reader-only text, no scripts.
        copy.querySelectorAll('.sr-only, script, style').forEach((hidden) => hidden.remove());
        // No-break spaces (the site's typography) count as spaces, as for a search engine.
        return (copy.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
      };
      const main = doc.querySelector('main');
      const header = main?.querySelector('section') ?? null;
      const trail = header?.querySelector('nav ol');
      return {
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
          (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
        ),
        visible: text(main),
        headerTentative: text(header).toLowerCase().includes(tentative.toLowerCase()),
        sessions: [...doc.querySelectorAll('[data-testid="event-sessions"] > li')].map((item) => ({
          start: item.querySelector('time')?.getAttribute('datetime') ?? '',
          tentative: text(item).toLowerCase().includes(tentative.toLowerCase()),
        })),
        crumbs: trail
          ? [...trail.querySelectorAll('li:not([aria-hidden="true"])')].map((item) => ({
              text: text(item),
              href: item.querySelector('a')?.getAttribute('href') ?? null,
            }))
          : [],
      };
    },
    { html, tentative: tentativeLabel[localeOfPath(path).locale] },
  );
}

async function eventPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = '']) => new URL(loc).pathname)
    .filter(isEventPath);
}

const ofType = (blocks: JsonObject[], type: string) => blocks.filter((b) => b['@type'] === type);
const offersOf = (event: JsonObject) =>
  (Array.isArray(event.offers) ? event.offers : event.offers ? [event.offers] : []) as JsonObject[];

test.describe('event pages', () => {
  test('state a price only where the page shows it, per session, with their breadcrumb', async ({
    page,
  }) => {
    const paths = await eventPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    const priced: string[] = [];
    let severalSessions = 0;
    let tentativePages = 0;
    for (const path of paths) {
      const { locale } = localeOfPath(path);
      const read = await readEventPage(page, path);
      const events = ofType(read.jsonLd, 'Event');

      // One Event per date the page lists (an event with none listed: the event itself).
      expect(events.length, `${path}: Events`).toBe(Math.max(1, read.sessions.length));
      if (read.sessions.length > 0) {
        expect(
          events.map((event) => event.startDate),
          `${path}: each listed date is an Event`,
        ).toEqual(read.sessions.map((session) => session.start));
      }
      if (read.sessions.length > 1) severalSessions += 1;

      // "To be confirmed" on the page: no Event claims a firm schedule.
      if (read.headerTentative) tentativePages += 1;
      events.forEach((event, index) => {
        const tentative = read.headerTentative || read.sessions[index]?.tentative === true;
        if (tentative) {
          expect(event.eventStatus, `${path}: a date to be confirmed`).toBeUndefined();
        }
      });

      // A price in the markup is a price on the page, as the page writes it.
      for (const event of events) {
        for (const offer of offersOf(event)) {
          if (offer.price === undefined) continue;
          const shown = formatPrice(
            locale,
            Number(offer.price),
            String(offer.priceCurrency),
          ).replace(/\u00a0|\u202f/g, ' ');
          expect(read.visible, `${path}: ${shown} on the page`).toContain(shown);
          priced.push(path);
        }
      }

      // The visible breadcrumb, as a BreadcrumbList.
      const [breadcrumbs, ...more] = ofType(read.jsonLd, 'BreadcrumbList');
      expect(more, `${path}: one BreadcrumbList`).toEqual([]);
      expect(read.crumbs.length, `${path}: visible breadcrumb`).toBe(3);
      expect(
        (breadcrumbs?.itemListElement as JsonObject[] | undefined)?.map((item) => ({
          position: item.position,
          name: String(item.name).replace(/[\s\u00a0\u202f]+/g, ' '),
          item: item.item,
        })),
        path,
      ).toEqual(
        read.crumbs.map((crumb, index) => ({
          position: index + 1,
          name: crumb.text,
          item: new URL(crumb.href ?? path, E2E.site).href.replace(/\/$/, ''),
        })),
      );
    }
    // The seed has priced, multi-date and to-be-confirmed events: none of the checks ran empty.
    expect(new Set(priced).size).toBeGreaterThanOrEqual(6);
    expect(severalSessions).toBeGreaterThan(0);
    expect(tentativePages).toBeGreaterThan(0);
  });

  test('the price is visible on the event page, at 390 px too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, price] of [
      ['/events-concerts/jazz-dinner-evenings', formatPrice('en', 95, 'EUR')],
      ['/tr/etkinlikler-konserler/turk-pop-gecesi-deniz-aras', formatPrice('tr', 3500, 'TRY')],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('main').getByText(price).first(), path).toBeVisible();
    }
  });
});

test.describe('no page preloads a picture it does not show', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px, after the links are prefetched`, async ({ page }) => {
      await page.setViewportSize(viewport);
      let prefetched = 0;
      page.on('request', (request) => {
        if (request.headers()['next-router-prefetch']) prefetched += 1;
      });
      for (const path of [
        '/',
        '/tr',
        '/tr/etkinlikler-konserler',
        '/about-us',
        '/events-concerts/jazz-dinner-evenings',
        '/ru/venue',
      ]) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        // The router prefetches the links in view once the page is idle.
        await expect.poll(() => prefetched, { message: path }).toBeGreaterThan(0);
        await page.waitForLoadState('networkidle');
        const unused = await page.evaluate(() => {
          const pictures = [...document.images].map((img) => ({
            src: img.getAttribute('src'),
            srcset: img.getAttribute('srcset'),
            current: img.currentSrc,
          }));
          return [...document.querySelectorAll('link[rel="preload"][as="image"]')]
            .map((link) => ({
              href: link.getAttribute('href'),
              srcset: link.getAttribute('imagesrcset'),
            }))
            .filter(
              (link) =>
                !pictures.some(
                  (img) =>
                    (link.srcset !== null && link.srcset === img.srcset) ||
                    (link.srcset === null && link.href !== null && link.href === img.src),
                ),
            )
            .map((link) => link.href ?? link.srcset);
        });
        expect(unused, path).toEqual([]);
        prefetched = 0;
      }
    });
  }
});

test.describe('the footer’s cookie settings link', () => {
  test('has its target in every language, with JavaScript and without', async ({
    page,
    browser,
  }) => {
    for (const [from, to] of [
      ['/about-us', '/cookies'],
      ['/tr/hakkimizda', '/tr/cerezler'],
      ['/ru/about-us', '/ru/cookies'],
      ['/de/event-solutions', '/cookies'],
    ] as const) {
      await page.goto(from);
      const link = page.locator('footer [data-cookie-settings]');
      await expect(link, from).toHaveAttribute('href', `${to}#${COOKIE_SETTINGS_ID}`);
      await link.click();
      await expect(page).toHaveURL(`${E2E.site}${to}#${COOKIE_SETTINGS_ID}`);
      const target = page.locator(`#${COOKIE_SETTINGS_ID}`);
      await expect(target, to).toHaveCount(1);
      await expect(target, to).toBeInViewport();
    }
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const reader = await plain.newPage();
    for (const path of ['/cookies', '/tr/cerezler', '/ru/cookies']) {
      await reader.goto(`${path}#${COOKIE_SETTINGS_ID}`);
      await expect(reader.locator(`#${COOKIE_SETTINGS_ID}`), path).toBeInViewport();
    }
    await plain.close();
  });

  test('with consent configured, its section reopens the preferences', async ({ page }) => {
    await page.goto(`${E2E.thirdPartySite}/cookies#${COOKIE_SETTINGS_ID}`);
    const preferences = page.getByRole('dialog', { name: 'Cookie preferences' });
    await expect(preferences).toBeVisible({ timeout: 20_000 });
    await preferences.getByRole('button', { name: 'Close' }).click();
    await expect(preferences).toBeHidden();
    await page
      .locator(`section[aria-labelledby="${COOKIE_SETTINGS_ID}"]`)
      .getByRole('link', { name: en.Legal.cookieSettings.change })
      .click();
    await expect(preferences).toBeVisible();
  });
});
