// @vitest-environment node
import { fillFactsInText } from '../lib/content/fact-tokens';
import { factValues } from '../lib/content/venue-facts';
import { defaultSiteFacts } from '../lib/site';
import { afterAll, describe, expect, it } from 'vitest';
import { awkwardDays } from '../scripts/lib/calendar-days';
import { istanbulDay } from './dates';
import type { Db } from './db';
import { openDatabase } from './open-database';
import { getEvent, listEvents, listSessions } from './events';
import { getMenus } from './menus';
import { getPage } from './pages';
import { LOCALES, type EventSummary, type Locale, type Page } from './types';
import { offeredLocales, spelling, staticPathnames, type StaticPathname } from '../lib/i18n/routes';

// The seed against the site's route table (lib/i18n/routes.ts), itself checked against
// docs/product.md §2 by lib/i18n/routes.test.ts.
const urlIn = (route: StaticPathname, lang: Locale) => spelling(route, lang);
const offered = (route: StaticPathname, lang: Locale) => offeredLocales(route).includes(lang);
const ROUTES = staticPathnames;

const db: Db = openDatabase(':memory:');
afterAll(() => db.close());

const allPages: Page[] = ROUTES.flatMap((route) =>
  LOCALES.flatMap((lang) => {
    const page = getPage(db, urlIn(route, lang), lang, false);
    return page ? [page] : [];
  }),
);

describe('seed pages', () => {
  it('has every page of the route table in each language that offers it, and no other', () => {
    for (const route of ROUTES) {
      for (const lang of LOCALES) {
        const page = getPage(db, urlIn(route, lang), lang, false);
        expect(page !== null, `${lang} ${urlIn(route, lang)}`).toBe(offered(route, lang));
      }
    }
    const { count } = db
      .prepare<[], { count: number }>('SELECT count(*) AS count FROM pages')
      .get() ?? {
      count: 0,
    };
    expect(count).toBe(allPages.length);
    expect(allPages).toHaveLength(23 * 3 + 7);
  });

  it('points every hrefLangs entry at an existing page, itself included', () => {
    for (const page of allPages) {
      expect(page.hrefLangs).toContainEqual({ locale: page.locale, url: page.url });
      for (const entry of page.hrefLangs) {
        expect(
          getPage(db, entry.url, entry.locale, false),
          `${page.url} → ${entry.locale} ${entry.url}`,
        ).not.toBeNull();
      }
    }
  });

  it('gives every page a localised title, meta description, header image and 2–5 sections', () => {
    for (const page of allPages) {
      const where = `${page.locale} ${page.url}`;
      const meta = page.metas.find((item) => 'name' in item && item.name === 'description');
      // As visitors read it: the venue facts it names filled in (lib/content/fact-tokens.ts).
      const fill = { values: factValues(page.locale, defaultSiteFacts()), preview: false };
      const description = meta && fillFactsInText(meta.content, fill);
      expect(description?.length, where).toBeGreaterThanOrEqual(140);
      expect(description?.length, where).toBeLessThanOrEqual(160);
      expect(page.options[0]?.file).toMatchObject({ width: 1600, height: 900 });
      expect(page.options[0]?.file?.alt, where).toBeTruthy();
      expect(page.contents.length, where).toBeGreaterThanOrEqual(2);
      expect(page.contents.length, where).toBeLessThanOrEqual(5);
      expect(page.breadcrumbs[0]?.url).toBe('/');
      expect(JSON.stringify(page).toLowerCase()).not.toContain('lorem');
      if (page.locale === 'ru') expect(page.title, where).toMatch(/[А-Яа-яЁё]|Andy Show/);
    }
  });

  it('writes Turkish with its own letters', () => {
    const turkish = allPages
      .filter((page) => page.locale === 'tr')
      .map((page) => JSON.stringify(page));
    expect(turkish.join('')).toMatch(/ş/);
    expect(turkish.join('')).toMatch(/ğ/);
    expect(turkish.join('')).toMatch(/ı/);
    expect(turkish.join('')).toMatch(/İ/);
  });

  it('links editor HTML only to pages that exist', () => {
    for (const page of allPages) {
      for (const content of page.contents) {
        // A fragment names a place on the page (the cookies page's #cookie-settings).
        for (const [, href] of content.body.matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
          const match = /^\/(tr|ru|de)(\/.*)?$/.exec(href ?? '');
          const lang = (match?.[1] ?? 'en') as Locale;
          const url = match ? (match[2] ?? '/') : (href ?? '/');
          const target = getPage(db, url, lang, false) ?? getPage(db, url, 'en', false);
          expect(target, `${page.locale} ${page.url} links ${href}`).not.toBeNull();
        }
      }
    }
  });

  it('has long, structured legal pages', () => {
    for (const url of [
      '/legal-notices',
      '/cookies',
      '/privacy',
      '/legal-notices-tr',
      '/cerezler',
      '/privacyTr',
    ]) {
      for (const page of allPages.filter((candidate) => candidate.url === url)) {
        const html = page.contents.map((content) => content.body).join('');
        const sections = html.match(/<h2>/g)?.length ?? 0;
        expect(sections, `${page.locale} ${url}`).toBeGreaterThanOrEqual(6);
        expect(sections, `${page.locale} ${url}`).toBeLessThanOrEqual(10);
        expect(html).toMatch(/<h3>/);
        expect(html).toMatch(/<ul>/);
      }
    }
  });

  it('puts a 3–4 image gallery on the show, food, club, venue, business and about pages', () => {
    const withGallery = [
      '/andy-show',
      '/gastronomy',
      '/the-sin',
      '/venue',
      '/corporate',
      '/backstage',
    ];
    for (const url of [...withGallery, '/event-solutions', '/about-us']) {
      const slides = getPage(db, url, 'en', false)?.sliders.find(
        (slider) => slider.key === 'GALLERY',
      )?.slides;
      expect(slides?.length, url).toBeGreaterThanOrEqual(3);
      expect(slides?.length, url).toBeLessThanOrEqual(4);
      for (const slide of slides ?? []) {
        expect(slide.type).toBe('IMAGE');
        expect(slide.file.sourceUrl).toMatch(
          /^\/media\/gallery\/(show|gastronomy|club|venue|corporate|backstage)-[1-4]\.jpg$/,
        );
      }
    }
  });

  it('carries exactly one script and one onclick for the site sanitiser to remove', () => {
    const bodies = allPages.flatMap((page) => page.contents.map((content) => content.body));
    expect(bodies.filter((body) => body.includes('<script>alert(1)</script>'))).toHaveLength(1);
    expect(bodies.filter((body) => /\sonclick=/.test(body))).toHaveLength(1);
  });
});

describe('seed menus', () => {
  it('links every internal menu item to a page of its language or English', () => {
    for (const lang of LOCALES) {
      for (const item of getMenus(db, 4, lang).flatMap((menu) => menu.items)) {
        if (item.url.startsWith('https://')) continue;
        const page =
          getPage(db, item.url, lang, false) ??
          (lang === 'de' ? getPage(db, item.url, 'en', false) : null);
        expect(page, `${lang} ${item.url}`).not.toBeNull();
      }
    }
  });
});

describe.each<[string, Date]>([
  ['today', new Date()],
  ['the evening of 14 February', new Date('2026-02-14T21:00:00+03:00')],
  ['New Year’s Eve after the gala started', new Date('2026-12-31T22:00:00+03:00')],
  ['1 January, after midnight', new Date('2027-01-01T01:00:00+03:00')],
  ['the first Saturday of October', new Date('2026-10-03T12:00:00+03:00')],
  // The days the date-dependent end-to-end tests also run on (npm run test:dates).
  ...awkwardDays(new Date()).map(({ label, at }): [string, Date] => [label, at]),
])('seed events seeded on %s', (_label, now) => {
  const eventDb = openDatabase(':memory:', now);
  afterAll(() => eventDb.close());
  const at = now.getTime();
  const all = listEvents(eventDb, 'en', 'ALL', at);
  const upcoming = listEvents(eventDb, 'en', 'ONLY_UPCOMING', at);
  const past = listEvents(eventDb, 'en', 'ONLY_PAST', at);
  const count = (list: EventSummary[], status: string) =>
    list.filter((event) => event.status === status).length;

  it('spreads statuses and dates as the spec needs', () => {
    expect(all.length).toBeGreaterThanOrEqual(14);
    expect(count(all, 'SCHEDULED')).toBeGreaterThan(all.length / 2);
    expect(count(all, 'TENTATIVE')).toBeGreaterThanOrEqual(2);
    expect(count(all, 'CANCELLED')).toBeGreaterThanOrEqual(2);
    expect(count(all, 'DRAFT')).toBe(1);
    expect(count(upcoming, 'CANCELLED')).toBeGreaterThanOrEqual(1);
    expect(count(upcoming, 'POSTPONED')).toBeGreaterThanOrEqual(1);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(count(past, 'SCHEDULED') + count(past, 'TENTATIVE')).toBeGreaterThanOrEqual(3);
    expect(all.filter((event) => event.comingSoon)).toHaveLength(1);
    const days = upcoming
      .filter((event) => event.status === 'SCHEDULED')
      .map((event) => istanbulDay(new Date(event.startDate)));
    expect(new Set(days).size).toBeLessThan(days.length);
  });

  it('translates every event into en, tr and ru, and at least three into German', () => {
    for (const lang of ['tr', 'ru'] as const) {
      expect(listEvents(eventDb, lang, 'ALL', at)).toHaveLength(all.length);
    }
    const german = listEvents(eventDb, 'de', 'ALL', at);
    expect(german.length).toBeGreaterThanOrEqual(3);
    for (const event of german) {
      const english = all.find((candidate) => candidate.id === event.id);
      expect(event.slug).not.toBe(english?.slug);
    }
  });

  it('gives every event a detail whose hrefLangs slugs resolve', () => {
    for (const summary of all) {
      const event = getEvent(eventDb, summary.slug, 'en', false);
      expect(event?.schedule.length).toBeGreaterThan(0);
      expect(event?.description).toContain('<p>');
      for (const entry of event?.hrefLangs ?? []) {
        expect(getEvent(eventDb, entry.slug, entry.locale, false)?.id).toBe(summary.id);
      }
    }
  });

  it('gives each event 1–3 sessions, one event several on different days with one cancelled', () => {
    const sessions = all.map((event) => listSessions(eventDb, event.id, 'ALL', at));
    expect(sessions.every((list) => list.length >= 1 && list.length <= 3)).toBe(true);
    const several = sessions.find(
      (list) => list.length > 1 && list.some((s) => s.status === 'CANCELLED'),
    );
    expect(several).toBeDefined();
    expect(new Set(several?.map((s) => istanbulDay(new Date(s.startDate)))).size).toBe(
      several?.length,
    );
  });
});
