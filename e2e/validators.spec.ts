import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { localeOfPath } from '../lib/i18n/locales';
import {
  allRoutes,
  burgerMenu,
  gotoHydrated,
  isEventPath,
  languageSwitcher,
  sitemapPaths,
} from './helpers';

/**
 * Tools nobody here wrote, over every page type in every language (issue 31 items 1 and 2): the
 * Nu Html Checker (vnu-jar, the W3C validator's own program, run offline on Java) and axe at phone
 * and desktop widths. The inventory: every page of the route table, the first event page of each
 * language in the sitemap, the calendar view and the 404 page of each language.
 */
// The jar vnu-jar ships (devDependency); Java comes from Debian (scripts/ensure-system.mjs).
const VNU_JAR = path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');
const NOT_FOUND = [
  '/this-page-does-not-exist-qa',
  '/tr/bu-sayfa-yok-qa',
  '/ru/net-takoy-stranitsy-qa',
  '/de/diese-seite-gibt-es-nicht-qa',
];
const CALENDARS = ['/events-concerts?view=calendar', '/ru/events-concerts?view=calendar'];

async function firstEventPages(request: APIRequestContext): Promise<string[]> {
  const events = (await sitemapPaths(request)).filter(isEventPath);
  const first = new Map<string, string>();
  for (const p of events) {
    const { locale } = localeOfPath(p);
    if (!first.has(locale)) first.set(locale, p);
  }
  return [...first.values()];
}

async function inventory(request: APIRequestContext): Promise<string[]> {
  return [
    ...allRoutes()
      // /thank-you sends the visitor home after 5 s; it is checked like the others.
      .map((route) => route.path),
    ...(await firstEventPages(request)),
    ...CALENDARS,
    ...NOT_FOUND,
  ];
}

type VnuMessage = { type: string; subType?: string; message: string; extract?: string };

// The checker's CSS parser does not know container-query units (cqi): valid CSS, not a defect.
const knownFalsePositive = (m: VnuMessage) =>
  m.message.startsWith('CSS:') && (m.extract ?? '').includes('cqi');

test('the Nu Html Checker finds no error and no warning on any page', async ({ request }) => {
  test.setTimeout(300_000);
  const pages = await inventory(request);
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files = new Map<string, string>();
    const statuses: string[] = [];
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page, { maxRedirects: 0 });
      if (![200, 404].includes(response.status()))
        statuses.push(`${page} answers ${response.status()}`);
      const file = path.join(dir, `${String(index).padStart(3, '0')}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, page);
    }
    // vnu exits 1 when it reports anything: the report is read either way.
    const output = await promisify(execFile)('java', ['-jar', VNU_JAR, '--format', 'json', dir], {
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      (result) => result.stderr,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    const report = JSON.parse(output) as { messages: Array<VnuMessage & { url: string }> };
    const problems = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'warning')
      .filter((m) => !knownFalsePositive(m))
      .map((m) => `${files.get(m.url) ?? m.url}: ${m.message} [${(m.extract ?? '').trim()}]`);
    expect([...statuses, ...problems], [...statuses, ...problems].join('\n')).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

// One load per page: drawn at 390 px, then widened to 1440 px (the layout follows the media queries; the
// one load halves the walk's navigations).
async function axeFailures(page: Page, path: string): Promise<string[]> {
  const failures: string[] = [];
  await page.setViewportSize(WIDTHS[0]!);
  // /thank-you counts down to the home page: the RSC answer that navigation waits for is held, so
  // axe reads the thank-you page, not the home page, however long the analysis takes.
  if (path.endsWith('/thank-you'))
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      () => undefined,
    );
  await page.goto(path);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations) {
      failures.push(
        `${path} @${viewport.width}: ${violation.id} ${violation.nodes.map((n) => n.target).join(' | ')}`,
      );
    }
  }
  // What axe read is the page asked for (not where a redirect took it meanwhile).
  expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  return failures;
}

/**
 * Every page type, each in one of its languages, the languages taken in turn so that every language
 * is walked (and the home page in each): the DOM of a page type is the same in every language (one
 * recipe, one set of blocks), and what differs, the text, is proven complete per language by
 * lib/i18n/messages.test.ts and valid in every language by the Nu Html Checker above. One walk per
 * branch instead of 76 pages at two widths (design decision in docs/decisions.md, "Test time").
 */
function axeWalk(): string[] {
  const routes = allRoutes();
  const byRoute = new Map<string, string[]>();
  for (const route of routes)
    byRoute.set(route.route, [...(byRoute.get(route.route) ?? []), route.path]);
  const walk = [...byRoute.values()].map((paths, index) => paths[index % paths.length]!);
  const homes = routes.filter((route) => route.route === '/').map((route) => route.path);
  return [...new Set([...homes, ...walk])];
}

test.describe('axe (WCAG 2.1 A/AA) finds no violation at 390 and 1440 px', () => {
  // The 404 page, the calendar and an event page are one recipe each too: one language of each (the
  // checker above reads them in every language).
  for (const path of [...axeWalk(), CALENDARS[1]!, NOT_FOUND[1]!]) {
    test(path, async ({ page }) => {
      const failures = await axeFailures(page, path);
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }

  test('an event page', async ({ page, request }) => {
    const events = await firstEventPages(request);
    const path = events.find((event) => localeOfPath(event).locale === 'ru') ?? events[0]!;
    const failures = await axeFailures(page, path);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  test('the header open: the burger menu at 390 px, the language list at 1440 px', async ({
    page,
  }) => {
    const failures: string[] = [];
    const check = async (state: string) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      for (const violation of results.violations)
        failures.push(
          `${state}: ${violation.id} ${violation.nodes.map((n) => n.target).join(' | ')}`,
        );
    };
    await page.setViewportSize(WIDTHS[0]!);
    await gotoHydrated(page, '/tr/hakkimizda');
    await burgerMenu(page).click();
    await expect(page.getByRole('dialog')).toHaveAttribute('aria-modal', 'true');
    await check('menu @390');
    await page.keyboard.press('Escape');
    await languageSwitcher(page).click();
    await check('language list @390');
    await page.setViewportSize(WIDTHS[1]!);
    await page.keyboard.press('Escape');
    await languageSwitcher(page).click();
    await check('language list @1440');
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
