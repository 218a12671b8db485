// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bearer,
  json,
  startStubServer,
  startTestProvider,
  type StubServer,
  type TestClient,
  type TestProvider,
} from '../test/provider';
import type { EventDetail, EventSummary, Page, Settings, SettingsDocument } from './types';
import { eventHref } from '../lib/i18n/navigation';

type Notice = { secret: string | undefined; body: Record<string, unknown> };

const TOKEN = 'editor-token';
let provider: TestProvider;
/** The provider as an editor with the admin token. */
let admin: TestClient;
let site: StubServer;
let notices: Notice[] = [];
let waiters: (() => void)[] = [];
// While set, the site stub holds its answers back until this promise settles.
let siteGate: Promise<void> | null = null;
let siteAnswers = 0;

/** Resolves once the site stub has received `count` revalidation notices. */
const noticesReceived = (count: number) =>
  new Promise<void>((resolve) => {
    const check = () => (notices.length >= count ? resolve() : waiters.push(check));
    check();
  });

beforeAll(async () => {
  site = await startStubServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const secret = req.headers['x-revalidate-secret'];
      notices.push({ secret: Array.isArray(secret) ? secret[0] : secret, body: JSON.parse(text) });
      const pending = waiters;
      waiters = [];
      pending.forEach((wake) => wake());
      void (siteGate ?? Promise.resolve()).then(() => {
        siteAnswers += 1;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
      });
    });
  });
  provider = await startTestProvider({
    adminToken: TOKEN,
    revalidateUrl: `${site.url}/api/revalidate`,
    revalidateSecret: 'site-secret',
  });
  admin = provider.as(bearer(TOKEN));
});

afterAll(async () => {
  await provider.close();
  await site.close();
});

beforeEach(() => {
  notices = [];
});

const page = async (url: string, lang: string, preview = false) =>
  json<Page>(
    await provider.get(
      `/v1/pages/url-lang?property-network-id=4&url=${encodeURIComponent(url)}&lang=${lang}${preview ? '&preview=true' : ''}`,
    ),
  );

describe('admin pages', () => {
  it('keeps an edit in a draft visible only with preview=true, then publishes it', async () => {
    const put = await admin.put('/admin/pages?url=/hakkimizda&lang=tr', { title: 'Biz Kimiz' });
    expect(put.status).toBe(200);
    expect((await page('/hakkimizda', 'tr')).title).toBe('Hakkımızda');
    expect((await page('/hakkimizda', 'tr', true)).title).toBe('Biz Kimiz');

    // A second edit merges into the same draft.
    const contents = [{ key: 'INTRO', title: 'Merhaba', body: '<p>Yeni metin</p>' }];
    await admin.put('/admin/pages?url=/hakkimizda&lang=tr', { contents });
    const draft = await page('/hakkimizda', 'tr', true);
    expect(draft.title).toBe('Biz Kimiz');
    expect(draft.contents).toEqual([
      { key: 'INTRO', title: 'Merhaba', subtitle: '', body: '<p>Yeni metin</p>', file: null },
    ]);
    expect(draft.url).toBe('/hakkimizda');

    const publish = await admin.post('/admin/pages/publish?url=/hakkimizda&lang=tr');
    expect(publish.status).toBe(200);
    expect((await page('/hakkimizda', 'tr')).title).toBe('Biz Kimiz');
    await noticesReceived(1);
    expect(notices).toEqual([
      { secret: 'site-secret', body: { type: 'page', lang: 'tr', url: '/hakkimizda' } },
    ]);

    const again = await admin.post('/admin/pages/publish?url=/hakkimizda&lang=tr');
    expect(again.status).toBe(409);
  });

  it('answers a publish only once the site has dropped the old version (issue 31 item 12)', async () => {
    let open!: () => void;
    siteGate = new Promise((resolve) => (open = resolve));
    try {
      await admin.put('/admin/pages?url=/about-us&lang=ru', { title: 'О нас сегодня' });
      const before = siteAnswers;
      // How many answers the site had given when the publish was answered.
      const publish = admin
        .post('/admin/pages/publish?url=/about-us&lang=ru')
        .then((reply) => ({ status: reply.status, siteAnswers: siteAnswers - before }));
      await noticesReceived(1);
      open();
      expect(await publish).toEqual({ status: 200, siteAnswers: 1 });
    } finally {
      siteGate = null;
      open?.();
    }
  });

  it('says in plain words what is wrong with a field, and cuts nothing (issue 31 item 10)', async () => {
    const empty = await admin.put('/admin/pages?url=/about-us&lang=en', { title: '' });
    expect(empty.status).toBe(400);
    expect((await json<{ errors: object }>(empty)).errors).toEqual({
      title: 'This cannot be empty.',
    });
    const long = await admin.put('/admin/events?slug=new-year-gala-2027&lang=en', {
      title: 'x'.repeat(691),
      meta: { description: 'y'.repeat(301) },
      ticketUrl: 'tickets please',
    });
    expect((await json<{ errors: object }>(long)).errors).toEqual({
      title:
        'Use at most 300 characters: this has 691. Nothing was cut; shorten it and save again.',
      'meta.description':
        'Use at most 300 characters: this has 301. Nothing was cut; shorten it and save again.',
      ticketUrl: 'Enter a full web address, starting with https://.',
    });
  });

  it('refuses an event that would end before it starts, from the patch or the draft it joins', async () => {
    const url = '/admin/events?slug=new-year-gala-2027&lang=en';
    const before = await admin.put(url, {
      startDate: '2026-12-01T20:00:00+03:00',
      endDate: '2026-11-01T20:00:00+03:00',
    });
    expect(before.status).toBe(400);
    expect((await json<{ errors: object }>(before)).errors).toEqual({
      endDate: 'The event cannot end before it starts.',
    });
    // Only a new start, after the event's current end: refused too.
    const later = await admin.put(url, { startDate: '2030-01-01T20:00:00+03:00' });
    expect(later.status).toBe(400);
    expect((await admin.get(`/admin/events/entry?slug=new-year-gala-2027&lang=en`)).status).toBe(
      200,
    );
  });

  it('returns the published page for preview=true when there is no draft', async () => {
    expect(await page('/about-us', 'ru', true)).toEqual(await page('/about-us', 'ru'));
  });

  it('ignores fields the database owns and rejects invalid ones', async () => {
    const owned = await admin.put('/admin/pages?url=/venue&lang=en', { url: '/elsewhere' });
    expect(owned.status).toBe(400);
    expect(await owned.json()).toEqual({ errors: { body: 'No editable fields.' } });
    const invalid = await admin.put('/admin/pages?url=/venue&lang=en', { title: 42 });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ errors: { title: expect.any(String) } });
    const missing = await admin.put('/admin/pages?url=/nowhere&lang=en', { title: 'x' });
    expect(missing.status).toBe(404);
    const noLang = await admin.put('/admin/pages?url=/venue', { title: 'x' });
    expect(noLang.status).toBe(400);
  });

  it('answers 401 without the right token', async () => {
    const wrong = await provider
      .as(bearer('nope'))
      .put('/admin/pages?url=/venue&lang=en', { title: 'x' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Unauthorized' });
    const none = await provider.send('POST', '/admin/pages/publish?url=/venue&lang=en');
    expect(none.status).toBe(401);
  });
});

describe('admin events', () => {
  const detail = async (slug: string, lang: string, preview = false) =>
    json<EventDetail>(
      await provider.get(
        `/v1/events/publishers/4/slugs/${slug}?lang=${lang}${preview ? '&preview=true' : ''}`,
      ),
    );

  it('drafts and publishes a translation', async () => {
    const put = await admin.put('/admin/events?slug=alina-vetrova-live&lang=en', {
      title: 'Alina Vetrova Live',
      meta: { description: 'New description' },
    });
    expect(put.status).toBe(200);
    expect((await detail('alina-vetrova-live', 'en')).title).not.toBe('Alina Vetrova Live');
    const preview = await detail('alina-vetrova-live', 'en', true);
    expect(preview.title).toBe('Alina Vetrova Live');
    expect(preview.meta.description).toBe('New description');
    expect(preview.meta.image).toBe('/media/events/event-05.jpg');

    await admin.post('/admin/events/publish?slug=alina-vetrova-live&lang=en');
    expect((await detail('alina-vetrova-live', 'en')).title).toBe('Alina Vetrova Live');
    await noticesReceived(1);
    expect(notices.map((notice) => notice.body)).toEqual([
      { type: 'event', slug: 'alina-vetrova-live', lang: 'en' },
    ]);
  });

  it('lists drafts in the slider with preview=true only, by their draft dates', async () => {
    const list = async (query: string) =>
      json<EventSummary[]>(
        await provider.get(`/v1/events/slider?property-id=4&locale=tr&date-filter=${query}`),
      );
    const [first] = await list('ONLY_UPCOMING');
    const slug = first!.slug;
    const past = '2001-05-05T20:00:00+03:00';
    const put = await admin.put(`/admin/events?slug=${slug}&lang=tr`, {
      title: 'Taslak başlık',
      startDate: past,
      endDate: null,
    });
    expect(put.status).toBe(200);
    expect((await list('ALL')).find((e) => e.slug === slug)?.title).toBe(first!.title);
    const drafts = await list('ALL&preview=true');
    expect(drafts.find((e) => e.slug === slug)?.title).toBe('Taslak başlık');
    expect(drafts[0]?.slug).toBe(slug);
    expect((await list('ONLY_UPCOMING&preview=true')).some((e) => e.slug === slug)).toBe(false);
    expect((await list('ONLY_PAST&preview=true')).some((e) => e.slug === slug)).toBe(true);
    expect((await list('ONLY_UPCOMING')).some((e) => e.slug === slug)).toBe(true);
  });

  it('shares a published status change with every language and tells the site for each', async () => {
    await admin.put('/admin/events?slug=the-sin-neon-nights&lang=en', { status: 'CANCELLED' });
    await admin.post('/admin/events/publish?slug=the-sin-neon-nights&lang=en');
    expect((await detail('the-sin-neon-gecesi', 'tr')).status).toBe('CANCELLED');
    const slider = await json<EventSummary[]>(
      await provider.get('/v1/events/slider?property-id=4&locale=ru'),
    );
    expect(slider.find((event) => event.id === 107)?.status).toBe('CANCELLED');
    await noticesReceived(3);
    expect(notices.map((notice) => notice.body.lang).sort()).toEqual(['en', 'ru', 'tr']);
  });

  it('validates event drafts', async () => {
    const response = await admin.put('/admin/events?slug=film-music-gala&lang=en', {
      status: 'LIVE',
      startDate: 'tomorrow',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<{ errors: object }>(response)).errors).sort()).toEqual([
      'startDate',
      'status',
    ]);
  });
  it('refuses script and traversal urls and control characters in events and pages', async () => {
    const refused = async (path: string, body: Record<string, unknown>) => {
      const response = await admin.put(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      return Object.keys((await json<{ errors: object }>(response)).errors);
    };
    const event = '/admin/events?slug=film-music-gala&lang=en';
    expect(await refused(event, { ticketUrl: "javascript:alert('x')" })).toEqual(['ticketUrl']);
    // Errors are keyed by the field's whole path (the workspace shows each beside its field).
    expect(await refused(event, { image: { sourceUrl: '/../../../../etc/passwd' } })).toEqual([
      'image.sourceUrl',
    ]);
    expect(await refused(event, { meta: { image: 'javascript:alert(1)' } })).toEqual([
      'meta.image',
    ]);
    expect(await refused(event, { summary: 'a\u0000b\u001b[2J' })).toEqual(['summary']);
    expect(await refused(event, { title: 'line\u2028break' })).toEqual(['title']);
    const page = '/admin/pages?url=/venue&lang=en';
    expect(
      await refused(page, {
        options: [{ key: 'HEADER_IMAGE', file: { sourceUrl: 'javascript:x' } }],
      }),
    ).toEqual(['options.0.file.sourceUrl']);
    expect(
      await refused(page, {
        contents: [{ key: 'A', title: 't', file: { sourceUrl: '../../../../etc/passwd' } }],
      }),
    ).toEqual(['contents.0.file.sourceUrl']);
    expect(await refused(page, { title: 'Esc\u001b]0;x\u0007' })).toEqual(['title']);
    // Site paths and http(s) addresses, and text of several lines, are fine.
    const fine = await admin.put(event, {
      summary: 'Two lines\nand a\ttab',
      image: { sourceUrl: '/media/gallery/venue-1.jpg' },
      ticketUrl: 'https://tickets.example/gala',
      meta: { image: 'https://cdn.example/gala.jpg' },
    });
    expect(fine.status, await fine.clone().text()).toBe(200);
    await admin.delete('/admin/events/draft?slug=film-music-gala&lang=en');
  });
});

describe('admin settings', () => {
  const settings = async (lang: string, preview = false) =>
    json<Settings>(
      await provider.get(
        `/v1/settings?property-id=4&lang=${lang}${preview ? '&preview=true' : ''}`,
      ),
    );

  it('drafts the contact facts, shows them only in preview, then publishes them', async () => {
    const before = await settings('tr');
    const put = await admin.put('/admin/settings', {
      phone: '+90 242 999 00 11',
      social: { youtube: null },
    });
    expect(put.status).toBe(200);
    const state = await json<{ published: SettingsDocument; draft: SettingsDocument }>(put);
    expect(state.draft.phone).toBe('+90 242 999 00 11');
    expect(state.draft.social).toEqual({ ...before.social, youtube: null });
    expect(state.published.phone).toBe(before.phone);
    expect((await settings('tr')).phone).toBe(before.phone);
    expect((await settings('tr', true)).phone).toBe('+90 242 999 00 11');

    const read = await admin.get('/admin/settings');
    expect((await json<{ draft: SettingsDocument }>(read)).draft.phone).toBe('+90 242 999 00 11');

    const publish = await admin.post('/admin/settings/publish');
    expect(publish.status).toBe(200);
    expect((await settings('ru')).phone).toBe('+90 242 999 00 11');
    expect((await settings('ru')).social.youtube).toBeNull();
    await noticesReceived(1);
    expect(notices).toEqual([{ secret: 'site-secret', body: { type: 'settings' } }]);
    const again = await admin.post('/admin/settings/publish');
    expect(again.status).toBe(409);
  });

  it('merges one time of the evening into the hours and keeps the others', async () => {
    const put = await admin.put('/admin/settings', { hours: { club: { closes: '04:00' } } });
    const { draft, published } = await json<{
      draft: SettingsDocument;
      published: SettingsDocument;
    }>(put);
    expect(draft.hours).toEqual({ ...published.hours, club: { opens: '23:00', closes: '04:00' } });
    await admin.post('/admin/settings/discard');
  });

  it('lists where each fact shows: the site’s places and the copy that names it', async () => {
    const usage = await json<Record<string, string[]>>(
      await admin.get('/admin/settings/usage?lang=tr'),
    );
    expect(usage.phone).toEqual(['*']);
    expect(usage.club).toEqual(expect.arrayContaining(['/tr', '/tr/the-sin', '/tr/tekliflerimiz']));
    expect(usage.address).toContain(eventHref('tr', '*'));
    // German has no club page: its list names only what German visitors get.
    const de = await json<Record<string, string[]>>(
      await admin.get('/admin/settings/usage?lang=de'),
    );
    expect(de.club?.every((path) => path === '*' || path.startsWith('/de'))).toBe(true);
    expect((await provider.get('/admin/settings/usage?lang=tr')).status).toBe(401);
  });

  it('discards a draft', async () => {
    await admin.put('/admin/settings', { email: 'events@andyshow.example' });
    const discard = await admin.post('/admin/settings/discard');
    expect((await json<{ draft: unknown }>(discard)).draft).toBeNull();
    expect((await settings('en', true)).email).not.toBe('events@andyshow.example');
  });

  it('validates the facts and needs the token', async () => {
    const invalid = await admin.put('/admin/settings', {
      phone: '555',
      email: 'nope',
      mapUrl: 'javascript:alert(1)',
      hours: { club: { opens: '25:00' } },
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await json<{ errors: object }>(invalid)).errors).sort()).toEqual([
      'email',
      'hours.club.opens',
      'mapUrl',
      'phone',
    ]);
    expect((await provider.get('/admin/settings')).status).toBe(401);
    expect((await provider.send('PUT', '/admin/settings', { email: 'a@b.example' })).status).toBe(
      401,
    );
  });
});
