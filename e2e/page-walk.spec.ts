import { expect, test, type Page } from '@playwright/test';
import { seedStrings } from '../test/copy/copy-strings';
import { messageStrings } from '../test/copy/copy-sources';
import { localeOfPath, locales, type Locale } from '../lib/i18n/locales';
import { href } from '../lib/i18n/navigation';
import { dotlessCapitals, englishOnlyWords, englishWords } from '../test/copy/rendered-copy';
import { breakablePairs, figureOffences } from '../test/copy/typography';
import { factValues } from '../lib/content/venue-facts';
import { defaultSiteFacts } from '../lib/site';
import { allRoutes, isEventPath, sitemapPaths } from './helpers';
import { hitAreaProblems } from './hit-areas';

// One walk of every page in every language (the route table, every event page the sitemap lists,
// the schedule's calendar), each page loaded once and drawn at 390 px:
// - nothing sticks out sideways on a phone (a page wider than the screen scrolls sideways and
//   shows a strip of background at the edge);
// - on every page type in English and a sample of the others, every control's hit area is at least
//   44 × 44 px, closed and with the menu and the language switcher open (issue 43, e2e/hit-areas.ts);
// - the text it draws reads as the language writes it (issue 46): figures grouped and signed as
//   the language does, no line break inside a number and its unit, Turkish capitals with İ, and on
//   German pages no English word outside what is marked English (lang="en") and the brand names.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * German as the site writes it besides its copy: the venue facts (a Turkish address: “Lara Caddesi
 * No. 404”) and Intl's names of days and months (“Do.”, “Dez.”).
 */
const germanBesidesCopy = [
  ...Object.values(factValues('de', defaultSiteFacts())),
  ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1))).flatMap((day) =>
    (['long', 'short'] as const).flatMap((width) => [
      new Intl.DateTimeFormat('de-DE', { month: width }).format(day),
      new Intl.DateTimeFormat('de-DE', { weekday: width }).format(day),
    ]),
  ),
];

/** English words German copy never uses (test/copy/rendered-copy.ts). */
const englishOnly = englishOnlyWords(
  [...messageStrings('en'), ...seedStrings('en')].map(([, text]) => text),
  [...messageStrings('de'), ...seedStrings('de')].map(([, text]) => text).concat(germanBesidesCopy),
);

type Drawn = {
  /** The page's text, one entry per block (inline runs joined as drawn), with its language. */
  blocks: { text: string; lang: string }[];
  /** Each text node drawn in capitals by CSS in a Turkish context: its text and what was drawn. */
  capitals: { source: string; rendered: string }[];
  width: number;
};

/** What the page draws: its text by block and language, and its CSS capitals in Turkish. */
function drawn(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    const blockOf = (node: Node) => {
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const display = getComputedStyle(el).display;
        if (display !== 'inline' && display !== 'contents') return el;
      }
      return document.body;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const blocks: { text: string; lang: string; block: Element }[] = [];
    const capitals: { source: string; rendered: string }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? '';
      const block = blockOf(node);
      const last = blocks.at(-1);
      if (last && last.block === block && last.lang === lang) last.text += node.textContent;
      else blocks.push({ text: node.textContent ?? '', lang, block });
      if (lang === 'tr' && /i/.test(node.textContent ?? '') && parent.checkVisibility()) {
        if (getComputedStyle(parent).textTransform === 'uppercase') {
          // What the browser draws for this node alone: a span of its own inherits everything.
          const span = document.createElement('span');
          parent.insertBefore(span, node);
          span.append(node);
          capitals.push({ source: node.textContent ?? '', rendered: span.innerText });
          span.replaceWith(node);
        }
      }
    }
    return {
      blocks: blocks
        .map(({ text, lang }) => ({ text: text.replace(/[ \t\n\r]+/g, ' ').trim(), lang }))
        .filter(({ text }) => text),
      capitals,
      width: document.documentElement.scrollWidth,
    };
  });
}

/** What reads wrong on a page of `locale`: each finding with the text it was found in. */
function offences(locale: Locale, { blocks, capitals }: Drawn): string[] {
  const found: string[] = [];
  for (const { text, lang } of blocks) {
    const language = (lang.split('-')[0] ?? '') as Locale;
    if (!locales.includes(language)) continue;
    for (const offence of [...breakablePairs(text, language), ...figureOffences(text, language)])
      found.push(`${offence} in “${text.slice(0, 120)}”`);
    if (locale === 'de' && language === 'de')
      for (const word of englishWords(text, englishOnly))
        found.push(`English “${word}” in “${text.slice(0, 120)}”`);
  }
  for (const { source, rendered } of capitals)
    for (const offence of dotlessCapitals(source, rendered))
      found.push(`dotless capital I: ${offence}`);
  return found;
}

/**
 * Where the walk hit-tests the controls: every page type in English (the route table, the first
 * event page, the calendar), a sample in the other languages (the home page where there is one,
 * contact, offers, the proposal, event solutions, the first event page, the calendar). A page type
 * is one recipe in every language; the sample catches what a language's longer words do.
 */
function hitTested(locale: Locale, path: string, paths: string[]): boolean {
  const firstEvent = paths.find(isEventPath);
  if (isEventPath(path)) return path === firstEvent;
  if (locale === 'en' || path.endsWith('?view=calendar')) return true;
  return (
    ['/', '/contact-us', '/our-offers', '/proposal-request', '/event-solutions'] as const
  ).some((route) => path === href(locale, route));
}

for (const locale of locales) {
  test(`every page in ${locale} fits a 390 px phone and its text reads as ${locale} writes it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const paths = [
      ...allRoutes()
        .filter((route) => route.locale === locale)
        .map((route) => route.path),
      ...(await sitemapPaths(request)).filter(
        (path) => isEventPath(path) && localeOfPath(path).locale === locale,
      ),
      `${href(locale, '/schedule')}?view=calendar`,
    ];
    expect(paths.length).toBeGreaterThan(locale === 'de' ? 8 : 25);
    // Every page is loaded as a document: the thank-you page's countdown home (an RSC request) is held,
    // so what is read and measured there is the thank-you page.
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      () => undefined,
    );
    const overflowing: string[] = [];
    const wrong: string[] = [];
    const small: string[] = [];
    let capitals = 0;
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('load');
      const seen = await drawn(page);
      if (seen.width > 390) overflowing.push(`${path} (${seen.width} px)`);
      wrong.push(...offences(locale, seen).map((offence) => `${path}: ${offence}`));
      capitals += seen.capitals.length;
      if (hitTested(locale, path, paths)) small.push(...(await hitAreaProblems(page, path)));
    }
    expect(overflowing).toEqual([]);
    expect(wrong, wrong.join('\n')).toEqual([]);
    expect(small, small.join('\n')).toEqual([]);
    // The capitals check saw Turkish capitals with i in them (it can fail).
    if (locale === 'tr') expect(capitals).toBeGreaterThan(20);
  });
}
