// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestProvider, type TestProvider } from '../test/provider';
import type { EventDetail, EventSummary, Menu, Page, Session, Settings } from './types';

let provider: TestProvider;

beforeAll(async () => {
  provider = await startTestProvider();
});

afterAll(async () => {
  await provider.close();
});

const pagePath = (url: string, lang: string) =>
  `/v1/pages/url-lang?property-network-id=4&url=${encodeURIComponent(url)}&lang=${lang}`;

describe('GET /health', () => {
  it('answers ok', async () => {
    const response = await provider.get('/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});

describe('GET /v1/pages/url-lang', () => {
  it.each([
    ['/about-us', 'en', 'About Us'],
    ['/hakkimizda', 'tr', 'Hakkımızda'],
    ['/about-us', 'ru', 'О нас'],
    ['/event-solutions', 'de', 'Eventlösungen'],
  ])('returns %s in %s', async (url, lang, title) => {
    const response = await provider.get(pagePath(url, lang));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const page = await json<Page>(response);
    expect(page).toMatchObject({ url, locale: lang, title, property: { id: 4 } });
    expect(typeof page.id).toBe('number');
    expect(page.options[0]).toMatchObject({ key: 'HEADER_IMAGE', value: null });
    expect(page.options[0]?.file?.sourceUrl).toMatch(/^\/media\/headers\/[a-z-]+\.jpg$/);
    expect(page.contents.length).toBeGreaterThanOrEqual(2);
    expect(page.metas).toContainEqual({ property: 'og:image', content: '/media/og-default.jpg' });
    expect(page.hrefLangs).toContainEqual({ locale: lang, url });
    expect(page.breadcrumbs.at(-1)).toEqual({ text: title, url });
  });

  it('lists every language version of a page in hrefLangs', async () => {
    const page = await json<Page>(await provider.get(pagePath('/proposal-request', 'en')));
    expect(page.hrefLangs).toEqual([
      { locale: 'en', url: '/proposal-request' },
      { locale: 'tr', url: '/teklif-al' },
      { locale: 'ru', url: '/proposal-request' },
      { locale: 'de', url: '/proposal-request' },
    ]);
  });

  it('gives the home page its hero slides', async () => {
    const page = await json<Page>(await provider.get(pagePath('/', 'tr')));
    expect(page.heroSlides.map((slide) => slide.type)).toEqual([
      'VIDEO',
      'VIDEO',
      'IMAGE',
      'IMAGE',
    ]);
    expect(page.heroSlides[0]).toMatchObject({
      file: { sourceUrl: '/media/hero/hero-1.mp4' },
      mobileFile: { sourceUrl: '/media/hero/hero-1-mobile.mp4' },
      poster: { sourceUrl: '/media/hero/hero-1.jpg' },
    });
    expect(page.breadcrumbs).toEqual([{ text: 'Ana sayfa', url: '/' }]);
  });

  it('forgives a trailing slash but not a wrong language spelling', async () => {
    expect((await provider.get(pagePath('/hakkimizda/', 'tr'))).status).toBe(200);
    expect((await provider.get(pagePath('/hakkimizda', 'en'))).status).toBe(404);
  });

  it('answers 404 JSON for an unknown page and for a page German does not offer', async () => {
    for (const [url, lang] of [
      ['/no-such-page', 'en'],
      ['/about-us', 'de'],
    ] as const) {
      const response = await provider.get(pagePath(url, lang));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 400 for a missing or invalid parameter', async () => {
    const missingLang = await provider.get('/v1/pages/url-lang?property-network-id=4&url=/');
    expect(missingLang.status).toBe(400);
    expect(await missingLang.json()).toEqual({ errors: { lang: expect.any(String) } });
    expect((await provider.get(pagePath('/', 'fr'))).status).toBe(400);
    expect((await provider.get('/v1/pages/url-lang?url=/&lang=en')).status).toBe(400);
    expect((await provider.get('/v1/pages/url-lang?property-network-id=4&lang=en')).status).toBe(
      400,
    );
  });

  it('answers 404 for another network', async () => {
    const response = await provider.get('/v1/pages/url-lang?property-network-id=5&url=/&lang=en');
    expect(response.status).toBe(404);
  });
});

describe('GET /v1/menus', () => {
  it('returns a header menu and a footer with every section', async () => {
    const response = await provider.get('/v1/menus?property-id=4&lang=tr');
    expect(response.status).toBe(200);
    const menus = await json<Menu[]>(response);
    const header = menus.find((menu) => menu.type === 'HEADER');
    const footer = menus.find((menu) => menu.type === 'FOOTER');
    expect(header?.items).toHaveLength(7);
    expect(header?.items.every((item) => item.section === null)).toBe(true);
    expect(header?.items).toContainEqual({ url: '/gastronomi', text: 'Gastronomi', section: null });
    const sections = new Set(footer?.items.map((item) => item.section));
    expect([...sections]).toEqual(['COL_1', 'COL_2', 'COL_3', 'COL_4', 'BOTTOM']);
    expect(footer?.items).toContainEqual({
      url: 'https://aurorahotels.example',
      text: 'Aurora Hotels Group',
      section: 'COL_4',
    });
  });

  it('links German menus to German pages and English paths otherwise', async () => {
    const menus = await json<Menu[]>(await provider.get('/v1/menus?property-id=4&lang=de'));
    const urls = menus.flatMap((menu) => menu.items.map((item) => item.url));
    expect(urls).toContain('/event-solutions');
    expect(urls).toContain('/andy-show');
    expect(urls).not.toContain('/hakkimizda');
  });

  it('validates its query and returns nothing for another property', async () => {
    expect((await provider.get('/v1/menus?property-id=4')).status).toBe(400);
    expect((await provider.get('/v1/menus?lang=en')).status).toBe(400);
    expect(await json(await provider.get('/v1/menus?property-id=9&lang=en'))).toEqual([]);
  });
});

describe('GET /v1/settings', () => {
  it('gives the venue facts, the evening of docs/product.md §9 included, in every language', async () => {
    const response = await provider.get('/v1/settings?property-id=4&lang=ru');
    expect(response.status).toBe(200);
    const settings = await json<Settings>(response);
    expect(settings.locale).toBe('ru');
    expect(settings.phone).toMatch(/^\+90 242 /);
    expect(settings.phone).not.toContain('555');
    expect(settings.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(settings.address).toMatchObject({ region: 'Antalya', country: 'TR' });
    expect(settings.hours).toEqual({
      doors: '19:30',
      dinner: { opens: '20:00', closes: '21:00' },
      show: { opens: '21:00', closes: '22:30' },
      club: { opens: '23:00', closes: '03:00' },
      lobsterClub: { opens: '19:00', closes: '24:00' },
    });
    const de = await json<Settings>(await provider.get('/v1/settings?property-id=4&lang=de'));
    expect({ ...de, locale: 'ru' }).toEqual(settings);
  });

  it('validates its query and answers 404 for another property', async () => {
    expect((await provider.get('/v1/settings?property-id=4')).status).toBe(400);
    expect((await provider.get('/v1/settings?property-id=4&lang=fr')).status).toBe(400);
    expect((await provider.get('/v1/settings?property-id=9&lang=en')).status).toBe(404);
  });
});

describe('GET /v1/events/slider', () => {
  const slider = async (filter?: string, locale = 'en') => {
    const query = filter ? `&date-filter=${filter}` : '';
    const response = await provider.get(`/v1/events/slider?property-id=4&locale=${locale}${query}`);
    expect(response.status).toBe(200);
    return json<EventSummary[]>(response);
  };
  const ends = (event: EventSummary) => Date.parse(event.endDate ?? event.startDate);

  it('splits events into upcoming and past, sorted by start date', async () => {
    const now = Date.now();
    const [upcoming, past, all, byDefault] = await Promise.all([
      slider('ONLY_UPCOMING'),
      slider('ONLY_PAST'),
      slider('ALL'),
      slider(),
    ]);
    expect(byDefault).toEqual(upcoming);
    expect(upcoming.every((event) => ends(event) >= now)).toBe(true);
    expect(past.every((event) => ends(event) < now)).toBe(true);
    expect(past.length).toBeGreaterThanOrEqual(4);
    expect(all).toHaveLength(upcoming.length + past.length);
    const starts = all.map((event) => Date.parse(event.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('returns every status and the summary fields', async () => {
    const all = await slider('ALL');
    expect(new Set(all.map((event) => event.status))).toEqual(
      new Set(['SCHEDULED', 'TENTATIVE', 'CANCELLED', 'POSTPONED', 'DRAFT']),
    );
    expect(all[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
      status: expect.any(String),
      startDate: expect.stringMatching(/\+03:00$/),
      endDate: expect.stringMatching(/\+03:00$/),
      doorsOpen: expect.stringMatching(/\+03:00$/),
      location: expect.any(String),
      comingSoon: expect.any(Boolean),
      image: expect.objectContaining({
        sourceUrl: expect.stringMatching(/^\/media\/events\/event-\d\d\.jpg$/),
      }),
      ticketUrl: expect.stringMatching(/^https:\/\/booking\.andyshow\.example\/events\//),
      // Optional project additions (docs/provider-contract.md).
      performer: null,
      price: null,
      salesStart: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const jazz = all.find((event) => event.id === 103);
    expect(jazz).toMatchObject({
      performer: { type: 'PerformingGroup', name: 'Blue Lara Quartet' },
      price: { amount: 95, currency: 'EUR' },
      salesStart: expect.stringMatching(/\+03:00$/),
    });
  });

  it('returns only the events translated in the asked language, with their own slugs', async () => {
    const [en, de] = await Promise.all([slider('ALL'), slider('ALL', 'de')]);
    expect(de.length).toBeGreaterThanOrEqual(3);
    expect(de.length).toBeLessThan(en.length);
    expect(de.map((event) => event.slug)).toContain('filmmusik-gala');
  });

  it('accepts property-id and locale as headers and rejects a bad filter', async () => {
    const response = await provider.get('/v1/events/slider', {
      headers: { 'property-id': '4', locale: 'ru' },
    });
    expect(response.status).toBe(200);
    expect((await json<EventSummary[]>(response)).length).toBeGreaterThan(0);
    const bad = await provider.get('/v1/events/slider?property-id=4&locale=en&date-filter=SOON');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { 'date-filter': expect.any(String) } });
  });
});

describe('GET /v1/events/publishers/4/slugs/{slug}', () => {
  const detail = (slug: string, lang: string) =>
    provider.get(
      `/v1/events/publishers/4/slugs/${encodeURIComponent(slug)}?lang=${lang}&property-id=4`,
    );

  it('finds an event by its Turkish slug', async () => {
    const response = await detail('turk-pop-gecesi-deniz-aras', 'tr');
    expect(response.status).toBe(200);
    const event = await json<EventDetail>(response);
    expect(event).toMatchObject({
      id: 104,
      slug: 'turk-pop-gecesi-deniz-aras',
      title: 'Deniz Aras ile Türk Pop Gecesi',
      publisher: { id: 4 },
      location: 'Andy Show Tiyatrosu, Antalya',
    });
    expect(event.schedule[0]).toEqual({ time: '19:30', text: 'Kapı açılışı' });
    expect(event.meta).toMatchObject({
      title: expect.any(String),
      image: '/media/events/event-04.jpg',
    });
    expect(event.hrefLangs.map((entry) => entry.locale)).toEqual(['en', 'tr', 'ru']);
  });

  it('finds an event by its German slug and lists its alternates', async () => {
    const event = await json<EventDetail>(await detail('filmmusik-gala', 'de'));
    expect(event.hrefLangs).toEqual([
      { locale: 'en', slug: 'film-music-gala' },
      { locale: 'tr', slug: 'film-muzikleri-galasi' },
      { locale: 'ru', slug: 'gala-kinomuzyki' },
      { locale: 'de', slug: 'filmmusik-gala' },
    ]);
  });

  it('looks the slug up in the asked language only', async () => {
    expect((await detail('filmmusik-gala', 'en')).status).toBe(404);
    expect((await detail('no-such-event', 'en')).status).toBe(404);
    expect(
      (await provider.get('/v1/events/publishers/5/slugs/film-music-gala?lang=en')).status,
    ).toBe(404);
    expect((await provider.get('/v1/events/publishers/4/slugs/film-music-gala')).status).toBe(400);
  });
});

describe('GET /v1/events/calendar', () => {
  const calendar = async (filter: string) => {
    const response = await provider.get(
      `/v1/events/calendar?event-id=103&locale=en&date-filter=${filter}`,
      {
        headers: { locale: 'en' },
      },
    );
    expect(response.status).toBe(200);
    return json<Session[]>(response);
  };

  it('lists the sessions of an event with every status', async () => {
    const sessions = await calendar('ALL');
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session) => session.status)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
      'CANCELLED',
    ]);
    expect(sessions[0]).toEqual({
      id: expect.any(Number),
      eventId: 103,
      status: 'SCHEDULED',
      startDate: expect.stringMatching(/T20:00:00\+03:00$/),
      endDate: expect.stringMatching(/T23:00:00\+03:00$/),
      ticketUrl: expect.stringContaining(
        'https://booking.andyshow.example/events/jazz-dinner-evenings',
      ),
    });
    expect(await calendar('ONLY_UPCOMING')).toHaveLength(3);
    expect(await calendar('ONLY_PAST')).toHaveLength(0);
  });

  it('requires an event id and returns an empty list for an unknown one', async () => {
    expect((await provider.get('/v1/events/calendar?locale=en')).status).toBe(400);
    expect(await json(await provider.get('/v1/events/calendar?event-id=999&locale=en'))).toEqual(
      [],
    );
  });
});

describe('routing', () => {
  it('answers 404 JSON for unknown paths and 405 for a wrong method', async () => {
    const unknown = await provider.get('/v2/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
    const wrong = await provider.send('POST', '/v1/menus', {});
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(await wrong.json()).toEqual({ message: 'Method not allowed' });
  });

  it('hides the test hooks and the admin API unless enabled', async () => {
    expect((await provider.send('POST', '/__test/reset')).status).toBe(404);
    expect((await provider.get('/__test/submissions')).status).toBe(404);
    expect((await provider.send('PUT', '/admin/pages?url=/&lang=en', { title: 'x' })).status).toBe(
      404,
    );
  });
});
