import { expect, test, type Page } from '@playwright/test';
import de from '../messages/de.json';
import en from '../messages/en.json';
import ru from '../messages/ru.json';
import tr from '../messages/tr.json';
import { formatPercent, localFacts } from '../lib/content/format';
import { factValues } from '../lib/content/venue-facts';
import { defaultSiteFacts } from '../lib/site';
import type { Locale } from '../lib/i18n/locales';
import { serverPage, settled } from './helpers';

type Tree = { [key: string]: string | Tree };
const messages: Record<Locale, Tree> = { en, tr, ru, de } as Record<Locale, Tree>;

// Figures as each language formats them (Intl grouping, no-break spaces), compared as plain text.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A message by dotted key, with {placeholders} filled in as the site does, as plain text. */
function message(locale: Locale, key: string, values: Record<string, string | number> = {}) {
  const text = key
    .split('.')
    .reduce<string | Tree>((node, part) => (node as Tree)[part]!, messages[locale]);
  expect(typeof text, `${locale} ${key}`).toBe('string');
  return plain(
    Object.entries(values).reduce(
      (out, [name, value]) => out.replaceAll(`{${name}}`, String(value)),
      text as string,
    ),
  );
}

// First renders and cold image optimisation are slow on a shared machine: generous time per test.
test.describe.configure({ timeout: 90_000 });

// The seed's venue facts are the site's defaults (lib/site.ts), written as the pages write them.
const times = factValues('en', defaultSiteFacts());

const score = (locale: Locale) => (locale === 'en' ? '4.5' : '4,5');
const cap = (locale: Locale) => {
  const { theatre, party, galaDinner } = localFacts(locale).capacities;
  return { theatre: plain(theatre), party: plain(party), galaDinner: plain(galaDinner) };
};
const tech = (locale: Locale) => {
  const t = localFacts(locale).technical;
  return {
    mapping: plain(t.mapping),
    projectors: plain(t.projectors),
    screen: plain(t.effectScreen),
    led: plain(t.led),
    facade: plain(t.facadeScreenPixels),
    facadeTotal: plain(t.facadeTotalPixels),
  };
};
const club = (locale: Locale) => {
  const c = localFacts(locale).club;
  return { entry: plain(c.entry), bottle: plain(c.bottle), lounges: plain(c.lounges.join(' · ')) };
};

type Case = {
  name: string;
  paths: Partial<Record<Locale, string>>;
  /** A section heading from this page's messages. */
  heading: string;
  /** Figures of docs/product.md §9 the page must show. */
  figures: (locale: Locale) => string[];
  /** A sentence built from messages and docs/product.md §9 figures (a rule, a price line…). */
  sentence?: [
    string,
    Record<string, string | number> | ((locale: Locale) => Record<string, string | number>),
  ];
};

const cases: Case[] = [
  {
    name: 'home',
    paths: { en: '/', tr: '/tr', ru: '/ru' },
    heading: 'Home.show.title',
    figures: (locale) => [
      times.doorsOpen,
      times.dinnerHours,
      times.showHours,
      times.clubHours,
      cap(locale).theatre,
      cap(locale).party,
      cap(locale).galaDinner,
      `${score(locale)} / 5`,
      '50+',
    ],
  },
  {
    name: 'the show',
    paths: { en: '/andy-show', tr: '/tr/andy-show', ru: '/ru/andy-show' },
    heading: 'Show.evening.title',
    figures: (locale) => [
      times.doorsOpen,
      times.dinnerHours,
      times.showHours,
      '270°',
      tech(locale).mapping,
      tech(locale).projectors,
      tech(locale).screen,
    ],
    sentence: ['Content.rules.bagLimit', { litres: 16 }],
  },
  {
    name: 'gastronomy',
    paths: { en: '/gastronomy', tr: '/tr/gastronomi', ru: '/ru/gastronomy' },
    heading: 'Gastronomy.kitchen.title',
    figures: (locale) => [
      times.dinnerHours,
      times.lobsterClubHours,
      plain(formatPercent(locale, 50)),
    ],
    sentence: [
      'Content.rules.childDiscount',
      (locale) => ({ from: 6, to: 12, percent: formatPercent(locale, 50) }),
    ],
  },
  {
    name: 'the club',
    paths: { en: '/the-sin', tr: '/tr/the-sin', ru: '/ru/the-sin' },
    heading: 'Club.prices.title',
    figures: (locale) => [
      times.clubHours,
      '18+',
      club(locale).entry,
      club(locale).bottle,
      club(locale).lounges,
      '2 / 6 / 12',
    ],
    sentence: ['Content.rules.clubAge', { age: 18 }],
  },
  {
    name: 'venue',
    paths: { en: '/venue', tr: '/tr/mekan', ru: '/ru/venue' },
    heading: 'Venue.technical.title',
    figures: (locale) => [
      cap(locale).theatre,
      cap(locale).party,
      cap(locale).galaDinner,
      '270°',
      tech(locale).mapping,
      tech(locale).led,
      tech(locale).facade,
      tech(locale).facadeTotal,
    ],
  },
  {
    name: 'corporate',
    paths: { en: '/corporate', tr: '/tr/kurumsal', ru: '/ru/corporate' },
    heading: 'Corporate.formats.title',
    figures: (locale) => [cap(locale).galaDinner, cap(locale).theatre, cap(locale).party, '50+'],
  },
  {
    name: 'about us',
    paths: { en: '/about-us', tr: '/tr/hakkimizda', ru: '/ru/about-us' },
    heading: 'About.worlds.title',
    figures: (locale) => ['50+', cap(locale).theatre, `${score(locale)} / 5`, times.showHours],
    sentence: ['About.group.text', (locale) => ({ percent: formatPercent(locale, 10) })],
  },
  {
    name: 'backstage',
    paths: { en: '/backstage', tr: '/tr/sahne-arkasi', ru: '/ru/backstage' },
    heading: 'Backstage.apply.title',
    figures: (locale) => ['50+', cap(locale).theatre, times.showHours],
  },
  {
    name: 'recruitments',
    paths: { en: '/recruitments', tr: '/tr/ise-alimlar', ru: '/ru/recruitments' },
    heading: 'Recruitments.teams.title',
    figures: (locale) => [cap(locale).theatre, '50+', `${times.doorsOpen}–${times.clubCloses}`],
  },
  {
    name: 'night club',
    paths: { en: '/nightClub', tr: '/tr/nightClub', ru: '/ru/nightClub', de: '/de/nightClub' },
    heading: 'NightClub.prices.title',
    figures: (locale) => [times.clubHours, '18+', club(locale).entry, '2 / 6 / 12'],
    sentence: ['Content.rules.clubAge', { age: 18 }],
  },
  {
    name: 'gastronomy (backup)',
    paths: {
      en: '/gastronomyBackUp',
      tr: '/tr/gastronomyBackUp',
      ru: '/ru/gastronomyBackUp',
      de: '/de/gastronomyBackUp',
    },
    heading: 'GastronomyBackUp.menu.title',
    figures: () => [times.dinnerHours, times.lobsterClubHours, times.showHours],
    sentence: [
      'Content.rules.childDiscount',
      (locale) => ({ from: 6, to: 12, percent: formatPercent(locale, 50) }),
    ],
  },
];

async function mainText(page: Page) {
  return ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

// What each language says is checked on the HTML the server sends (parsed by the browser, nothing
// loaded): the text is the same once drawn, and every page type is drawn, at 390 and 1440 px, by the
// axe walk of e2e/validators.spec.ts and by the page walk of e2e/page-walk.spec.ts.
test.describe('content-a pages in every language', () => {
  for (const item of cases) {
    for (const [locale, path] of Object.entries(item.paths) as [Locale, string][]) {
      test(`${item.name} (${locale}) shows its sections and product figures`, async ({ page }) => {
        const { query } = await serverPage(page, path);
        expect(await query('html', 'lang')).toEqual([locale]);
        expect(await query('main h2')).toContain(message(locale, item.heading).trim());
        const text = plain((await query('main')).join(' '));
        for (const figure of item.figures(locale)) expect(text, figure).toContain(figure);
        if (item.sentence) {
          const [key, args] = item.sentence;
          expect(text).toContain(
            message(locale, key, typeof args === 'function' ? args(locale) : args),
          );
        }
        // A missing message would show its raw key (Namespace.key) instead of text.
        expect(text).not.toMatch(
          /\b(Home|Show|Gastronomy|Club|Venue|Corporate|About|Backstage|Recruitments|NightClub|GastronomyBackUp|Content|Hero)\.[a-z]/,
        );
      });
    }
  }
});

test('the show page states the house rules with their figures', async ({ page }) => {
  await page.goto('/andy-show');
  const text = await mainText(page);
  expect(text).toContain(message('en', 'Content.rules.childrenFrom', { from: 6, suits: 8 }));
  expect(text).toContain(message('en', 'Content.rules.entranceCloses', { minutes: 30 }));
  expect(text).toContain(message('en', 'Content.rules.noLateEntry'));
  expect(text).toContain(message('en', 'Content.rules.noPhotos'));
  expect(text).toContain(message('en', 'Content.rules.groups', { size: 9 }));
});

test('calls to action: book now opens the booking site in a new tab, proposal and contact are localised', async ({
  page,
}) => {
  await page.goto('/tr/kurumsal', { waitUntil: 'domcontentloaded' });
  const cta = page.getByRole('region', { name: message('tr', 'Corporate.cta.title') });
  const book = cta.getByRole('link', { name: /Şimdi rezervasyon|Rezervasyon/ }).first();
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('href', /^https:\/\//);
  await expect(
    cta.getByRole('link', { name: message('tr', 'Common.requestProposal') }),
  ).toHaveAttribute('href', '/tr/teklif-al');
  await expect(cta.getByRole('link', { name: message('tr', 'Common.contactUs') })).toHaveAttribute(
    'href',
    '/tr/bize-ulasin',
  );
  // German pages link pages German lacks in English, and the proposal request in German.
  await page.goto('/de/nightClub', { waitUntil: 'domcontentloaded' });
  await expect(
    page.locator('section[aria-labelledby="night-club-cta"] a[href="/contact-us"]'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: message('de', 'Content.extraMenu.label') })
      .getByRole('link', { name: message('de', 'Content.extraMenu.nightClub') }),
  ).toHaveAttribute('aria-current', 'page');
});

test('galleries show the provider sliders through next/image with sizes', async ({ page }) => {
  await page.goto('/venue');
  const gallery = page.getByRole('list', { name: message('en', 'Venue.gallery.title') });
  const images = gallery.locator('img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('sizes', /vw/);
    await expect(image).toHaveAttribute('src', /\/_next\/image\?url=%2Fmedia%2Fgallery%2Fvenue-/);
  }
});

// The slideshow loads after first paint; on a loaded machine the first optimised images hold the
// browser's connections for a while, hence the generous waits.
const MOUNT = { timeout: 45_000 };

test.describe('hero', () => {
  test.describe.configure({ timeout: 90_000 });
  // Timing-sensitive (which element paints first); it failed under a load average of ~25 and is
  // not yet confirmed on an idle machine. LCP is also measured by `npm run audit`. Re-enable after a
  // calm run: see the session note of issue 3.
  // Chromium never counts an image that fills the whole viewport as the LCP (it is taken for a
  // background), so the full-screen poster cannot be "the" LCP element: the test checks that the
  // largest paint is the hero's (its title over the poster), and that the poster is the priority image.
  test('the poster is the priority image, the LCP is the hero, the slideshow mounts after first paint', async ({
    page,
    request,
  }) => {
    // As on a running site, the optimised poster is already cached (a cold optimiser under load
    // can be slower than the videos, which then cover the poster before it ever paints).
    await request.get('/_next/image?url=%2Fmedia%2Fhero%2Fhero-1.jpg&w=1600&q=75', {
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    await page.addInitScript(() => {
      (window as unknown as { __lcp: string[] }).__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
          (window as unknown as { __lcp: string[] }).__lcp.push(
            `${entry.element?.closest('[data-hero]') ? 'hero-' : ''}${entry.element?.tagName ?? '?'}`,
          );
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto('/');
    const html = await response!.text();
    // Server HTML: the poster with high priority and full-width sizes; no slideshow before hydration.
    const poster = html.match(/<section[^>]*data-hero[\s\S]*?<img[^>]*>/)?.[0] ?? '';
    expect(poster).toMatch(/fetchPriority="high"|fetchpriority="high"/i);
    expect(poster).toContain('sizes="100vw"');
    expect(html).not.toContain('data-hero-slideshow');
    const region = page.getByRole('region', { name: message('en', 'Hero.region') });
    await expect(region).toBeVisible(MOUNT);
    await expect(region.getByRole('group')).toHaveCount(4);
    await expect(region.getByRole('group', { name: '1 of 4' })).toBeAttached();
    const hero = page.locator('[data-hero]');
    const box = await hero.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(900);
    await settled(page);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    expect(lcp.at(-1)).toMatch(/^hero-(H1|IMG)$/);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(
      0.05,
    );
  });

  test('the first video plays muted; the sound button and a click on the video toggle sound; pause works', async ({
    page,
  }) => {
    await page.goto('/');
    const video = page.locator('[data-hero-slideshow] video[data-hero-video]').first();
    await expect(video).toHaveAttribute('src', '/media/hero/hero-1.mp4', MOUNT);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted), MOUNT)
      .toBe(true);
    const sound = page.getByRole('button', { name: message('en', 'Hero.sound') });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.focus();
    await page.keyboard.press('Enter');
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);
    await video.click({ force: true });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);

    const pause = page.getByRole('button', { name: message('en', 'Hero.pause') });
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), MOUNT).toBe(true);
  });

  test('when a video ends the next starts', async ({ page }) => {
    await page.goto('/');
    const videos = page.locator('[data-hero-slideshow] video[data-hero-video]');
    // The first slide plays alone; Swiper is loaded when the slideshow first moves.
    await expect(videos).toHaveCount(1, MOUNT);
    await expect(page.locator('[data-hero-slideshow] .swiper')).toHaveCount(0);
    await expect
      .poll(() => videos.first().evaluate((v: HTMLVideoElement) => !v.paused), MOUNT)
      .toBe(true);
    await videos.first().evaluate((v) => v.dispatchEvent(new Event('ended')));
    await expect(page.locator('[data-hero-slideshow] p[aria-hidden]')).toHaveText('02 / 04');
    await expect(page.locator('[data-hero-slideshow] .swiper')).toHaveCount(1, MOUNT);
    await expect(videos).toHaveCount(2);
    await expect
      .poll(() => videos.nth(1).evaluate((v: HTMLVideoElement) => !v.paused), MOUNT)
      .toBe(true);
  });

  test('phones and tablets get the mobile file', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.locator('[data-hero-slideshow] video[data-hero-video]').first(),
    ).toHaveAttribute('src', '/media/hero/hero-1-mobile.mp4', MOUNT);
    await context.close();
  });
});
