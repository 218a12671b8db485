import { expect, test, type APIRequestContext } from '@playwright/test';
import { allRoutes, decodeEntities, isEventPath } from './helpers';
import { href } from '../lib/i18n/navigation';
import { isGermanPath, offeredLocales } from '../lib/i18n/routes';
import { richResultProblems } from '../test/rich-results';
import { backupCanonical, unlistedPathnames } from '../lib/seo/sitemap';
import { E2E } from './ports';

type SitemapUrl = { loc: string; lastmod: string | undefined; alternates: Record<string, string> };

/** Absolute url as the site writes it: the root as the bare origin. */
const absolute = (path: string) => (path === '/' ? E2E.site : `${E2E.site}${path}`);
type JsonObject = Record<string, unknown>;

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: body.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
    lastmod: body.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1],
    alternates: Object.fromEntries(
      [
        ...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g),
      ].map(([, lang = '', href = '']) => [lang, href]),
    ),
  }));
}

async function getSitemap(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  return parseSitemap(await response.text());
}

/** The head of a page: canonical, hreflang alternates, Open Graph and Twitter tags. */
function head(html: string) {
  const attr = (tag: string, name: string) =>
    decodeEntities(tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? '');
  const links = [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map((m) => m[0]);
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) =>
    metas
      .filter((tag) => attr(tag, 'property') === key || attr(tag, 'name') === key)
      .map((tag) => attr(tag, 'content'));
  return {
    canonical: links.filter((l) => l.includes('"canonical"')).map((l) => attr(l, 'href')),
    alternates: Object.fromEntries(
      links
        .filter((l) => l.includes('hrefLang='))
        .map((l) => [attr(l, 'hrefLang'), attr(l, 'href')]),
    ),
    meta,
  };
}

/** Every JSON-LD block of a page, parsed; none may contain a raw `<`. */
function jsonLd(html: string): JsonObject[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => {
      expect(text).not.toContain('<');
      return JSON.parse(text) as JsonObject;
    },
  );
}

const ofType = (blocks: JsonObject[], type: string) => blocks.filter((b) => b['@type'] === type);

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

test('robots.txt keeps the API out and points to the absolute sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Disallow: /api/');
  // The list and schedule query variants (issue 31 item 6), by the names their links use (the past
  // events' "show more" writes `past=`).
  for (const name of ['view', 'filter', 'sort', 'order', 'month', 'show', 'past', 'days']) {
    expect(text).toContain(`Disallow: /*?${name}=`);
    expect(text).toContain(`Disallow: /*&${name}=`);
  }
  expect(text).toContain(`Sitemap: ${E2E.site}/sitemap.xml`);
});

test('the sitemap lists every page in every language, each answering 200 with reciprocal alternates', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const urls = await getSitemap(request);
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  expect(byLoc.size).toBe(urls.length);

  // Every page of the route table in every language it is offered in (the provider has them all),
  // but the four noindex thank-you pages.
  for (const route of allRoutes()) {
    const loc = absolute(route.path);
    const unlisted = unlistedPathnames.has(route.route);
    expect(byLoc.has(loc), `${loc} in the sitemap`).toBe(!unlisted);
  }
  const thankYou = offeredLocales('/thank-you').map((locale) =>
    absolute(href(locale, '/thank-you')),
  );
  expect(urls.filter((url) => thankYou.includes(url.loc))).toEqual([]);
  // And the event pages, each in its languages.
  const events = urls.filter((url) => isEventPath(new URL(url.loc).pathname));
  expect(events.length).toBeGreaterThan(5);

  // The backup routes are out (canonical to their main pages).
  expect(urls.filter((url) => /nightClub|gastronomyBackUp/.test(url.loc))).toEqual([]);

  for (const url of urls) {
    expect(url.loc === E2E.site || url.loc.startsWith(`${E2E.site}/`), url.loc).toBe(true);
    // The provider's last publish of that language version, a W3C datetime.
    expect(url.lastmod, `${url.loc} lastmod`).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/,
    );
    const languages = Object.keys(url.alternates).filter((lang) => lang !== 'x-default');
    // It lists itself; x-default is the English version.
    expect(Object.entries(url.alternates)).toContainEqual([expect.any(String), url.loc]);
    if (url.alternates.en) expect(url.alternates['x-default']).toBe(url.alternates.en);
    for (const lang of languages) {
      const other = byLoc.get(url.alternates[lang]!);
      expect(other, `${url.loc} → ${lang} ${url.alternates[lang]} is listed`).toBeDefined();
      expect(other!.alternates, `${url.alternates[lang]} lists ${url.loc} back`).toEqual(
        url.alternates,
      );
    }
  }

  // Every url answers 200 and its head says what the sitemap says: canonical, hreflang, sharing tags.
  await inBatches(urls, 3, async (url) => {
    const response = await request.get(url.loc, { maxRedirects: 0 });
    expect(response.status(), url.loc).toBe(200);
    const html = await response.text();
    // Structured data that tells the truth today (test/rich-results.ts).
    expect(richResultProblems(jsonLd(html), new Date(), url.loc)).toEqual([]);
    const tags = head(html);
    expect(tags.canonical, url.loc).toEqual([url.loc]);
    expect(tags.alternates, url.loc).toEqual(url.alternates);
    expect(tags.meta('description')[0]?.length ?? 0, `${url.loc} description`).toBeGreaterThan(20);
    expect(tags.meta('og:title')[0], url.loc).toBeTruthy();
    expect(tags.meta('og:url'), url.loc).toEqual([url.loc]);
    expect(tags.meta('og:image'), `${url.loc}: one og:image`).toHaveLength(1);
    const image = tags.meta('og:image')[0] ?? '';
    expect(image, url.loc).toBe(
      `${E2E.site}/og${new URL(url.loc).pathname.replace(/^\/$/, '/index')}.png`,
    );
    expect(tags.meta('twitter:card'), url.loc).toEqual(['summary_large_image']);
    expect(tags.meta('twitter:image')[0], url.loc).toBe(image);
  });
});

test('the backup routes answer 200, canonical to their main page, with no language versions of their own', async ({
  request,
}) => {
  for (const route of allRoutes().filter((r) =>
    ['/nightClub', '/gastronomyBackUp'].includes(r.route),
  )) {
    const response = await request.get(route.path, { maxRedirects: 0 });
    expect(response.status(), route.path).toBe(200);
    const tags = head(await response.text());
    expect(tags.canonical, route.path).toEqual([
      absolute(backupCanonical(route.locale, route.route)!),
    ]);
    expect(tags.alternates, route.path).toEqual({});
  }
});

test('social images are generated per page and event, in the page language', async ({
  request,
}) => {
  const urls = await getSitemap(request);
  const event = urls.find((url) => url.loc.includes('/ru/events-concerts/'));
  const paths = ['/og/index.png', '/og/tr/hakkimizda.png', '/og/de/event-solutions.png'];
  if (event) paths.push(`/og${new URL(event.loc).pathname}.png`);
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // PNG signature, then IHDR: width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
    expect(png.length, path).toBeGreaterThan(20_000);
  }
  for (const path of ['/og/no-such-page.png', '/og/tr/about-us.png', '/og/de/about-us.png']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('home: the site, the venue and the hotel group as JSON-LD', async ({ request }) => {
  for (const [path, url] of [
    ['/', absolute('/')],
    ['/tr', absolute('/tr')],
  ] as const) {
    const blocks = jsonLd(await (await request.get(path)).text());
    const [venue] = [...ofType(blocks, 'EntertainmentBusiness'), ...ofType(blocks, 'NightClub')];
    expect(venue, path).toBeDefined();
    expect(venue).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Andy Show',
      url,
      telephone: expect.stringMatching(/^\+90[\d ]+$/),
      priceRange: expect.stringMatching(/€/),
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.any(String),
        addressLocality: expect.any(String),
        addressCountry: 'TR',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
    });
    // No rating without a count of ratings; the site itself as a WebSite node.
    expect(venue).not.toHaveProperty('aggregateRating');
    expect(ofType(blocks, 'WebSite')).toEqual([
      expect.objectContaining({ name: 'Andy Show', url, inLanguage: path === '/' ? 'en' : 'tr' }),
    ]);
    // The facts are the provider's settings (GET /v1/settings).
    const settings = (await (
      await request.get(`${E2E.provider}/v1/settings`, { params: { 'property-id': 4, lang: 'en' } })
    ).json()) as { phone: string; hours: Record<string, { opens: string; closes: string }> };
    expect(venue!.telephone).toBe(settings.phone);
    const hours = venue!.openingHoursSpecification as { opens: string; closes: string }[];
    // The dinner show (dinner's start to the show's end), the club and the Lobster Club.
    const { dinner, show, club, lobsterClub } = settings.hours;
    expect(hours.map((h) => `${h.opens}-${h.closes}`)).toEqual([
      `${dinner!.opens}-${show!.closes}`,
      `${club!.opens}-${club!.closes}`,
      `${lobsterClub!.opens}-${lobsterClub!.closes}`,
    ]);
    expect(hours.map((h) => `${h.opens}-${h.closes}`)).toContain('23:00-03:00');
    expect(venue!.department).toMatchObject({
      '@type': 'NightClub',
      name: 'The Sin',
      openingHoursSpecification: [expect.objectContaining({ opens: '23:00', closes: '03:00' })],
    });

    const [organization] = ofType(blocks, 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Aurora Hotels Group',
      url: expect.stringMatching(/^https:\/\//),
    });
    expect(venue!.parentOrganization).toEqual({ '@id': organization!['@id'] });
  }
});

test('content pages: the provider breadcrumbs as a BreadcrumbList', async ({ request, page }) => {
  const html = await (await request.get('/tr/hakkimizda')).text();
  const [breadcrumbs] = ofType(jsonLd(html), 'BreadcrumbList');
  expect(breadcrumbs).toMatchObject({
    '@context': 'https://schema.org',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Ana sayfa', item: `${E2E.site}/tr` },
      { '@type': 'ListItem', position: 2, name: 'Hakkımızda', item: `${E2E.site}/tr/hakkimizda` },
    ],
  });
  // The same trail is visible on the page.
  await page.goto('/tr/hakkimizda');
  const trail = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('ol') });
  await expect(trail.first()).toContainText('Ana sayfa');
  await expect(trail.first()).toContainText('Hakkımızda');
});

test('the FAQ page: every question and answer as FAQPage JSON-LD', async ({ request }) => {
  const html = await (await request.get('/frequently-asked-questions')).text();
  const [faq] = ofType(jsonLd(html), 'FAQPage');
  expect(faq, 'FAQPage JSON-LD').toBeDefined();
  const questions = faq!.mainEntity as JsonObject[];
  expect(questions.length).toBeGreaterThan(3);
  for (const question of questions) {
    expect(question).toMatchObject({
      '@type': 'Question',
      name: expect.stringMatching(/\S/),
      acceptedAnswer: { '@type': 'Answer', text: expect.stringMatching(/\S/) },
    });
    // Each question is on the page itself.
    expect(decodeEntities(html)).toContain(question.name as string);
  }
});

test('an event page: the event as JSON-LD', async ({ request }) => {
  const urls = await getSitemap(request);
  const event = urls.find((url) => /\/events-concerts\/[^/]+$/.test(url.loc));
  expect(event, 'an event page in the sitemap').toBeDefined();
  const [data] = ofType(jsonLd(await (await request.get(event!.loc)).text()), 'Event');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    name: expect.stringMatching(/\S/),
    startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    location: { address: { addressCountry: 'TR' } },
  });
});

test('German pages link straight to final urls: no internal link answers a redirect', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of ['/de/event-solutions', '/de/proposal-request']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const hrefs = new Set(
      [...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)]
        .map(([, href = '']) => decodeEntities(href).replace(/#.*$/, ''))
        .filter((href) => href && !href.startsWith('/api/') && !href.startsWith('//')),
    );
    // Header menu, footer columns, logo, breadcrumbs: a page's worth of links.
    expect(hrefs.size, path).toBeGreaterThan(15);
    await inBatches([...hrefs], 4, async (href) => {
      const answer = await request.get(href, { maxRedirects: 0 });
      expect(answer.status(), `${path} links ${href}`).toBeLessThan(300);
    });
    expect(hrefs.has('/'), `${path} links the home page as /`).toBe(true);
    // A /de link is a German route; anything else is linked without /de.
    for (const href of hrefs) {
      const german = href.match(/^\/de(\/[^?]*)?(\?.*)?$/);
      if (german) expect(isGermanPath(german[1] ?? '/'), `${path} links ${href}`).toBe(true);
    }
  }
});
