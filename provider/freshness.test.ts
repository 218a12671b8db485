// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BehindSource } from './freshness';
import {
  bearer,
  json,
  startStubServer,
  startTestProvider,
  type StubServer,
  type TestClient,
  type TestProvider,
} from '../test/provider';
import type { EventDetail, Page } from './types';

// Issue 45 item 1: a translation knows when its English source published a text it does not have.
const TOKEN = 'editor-token';
let provider: TestProvider;
let admin: TestClient;
let site: StubServer;

type Listed = { url?: string; slug?: string; behindSource: BehindSource | null };
type Entry<T> = { published: T; behindSource: BehindSource | null; version: number };

beforeAll(async () => {
  site = await startStubServer((_req, res) => res.writeHead(200).end('{}'));
  provider = await startTestProvider({
    adminToken: TOKEN,
    revalidateUrl: `${site.url}/api/revalidate`,
  });
  admin = provider.as(bearer(TOKEN));
});
afterAll(async () => {
  await provider.close();
  await site.close();
});

const pageEntry = (url: string, lang: string) =>
  admin
    .get(`/admin/pages/entry?url=${encodeURIComponent(url)}&lang=${lang}`)
    .then(json<Entry<Page>>);
const eventEntry = (slug: string, lang: string) =>
  admin.get(`/admin/events/entry?slug=${slug}&lang=${lang}`).then(json<Entry<EventDetail>>);

async function publishPage(url: string, lang: string, patch: Record<string, unknown>) {
  expect((await admin.put(`/admin/pages?url=${url}&lang=${lang}`, patch)).status).toBe(200);
  const published = await admin.post(`/admin/pages/publish?url=${url}&lang=${lang}`);
  expect(published.status).toBe(200);
  return json<Page>(published);
}

describe('translation freshness', () => {
  it('starts with every translation in step with its English source', async () => {
    for (const lang of ['tr', 'ru', 'de']) {
      const pages = await json<Listed[]>(await admin.get(`/admin/pages?lang=${lang}`));
      const events = await json<Listed[]>(await admin.get(`/admin/events?lang=${lang}`));
      expect(pages.length).toBeGreaterThan(0);
      expect([...pages, ...events].filter((entry) => entry.behindSource !== null)).toEqual([]);
    }
  });

  it('marks every other language behind when English publishes a text, with before and after per field', async () => {
    const before = (await pageEntry('/about-us', 'en')).published;
    const intro = before.contents[0]!;
    const published = await publishPage('/about-us', 'en', {
      title: 'About Us, renewed',
      contents: [{ ...intro, body: '<p>A new first paragraph.</p>' }, ...before.contents.slice(1)],
    });

    const turkish = await pageEntry('/hakkimizda', 'tr');
    expect(turkish.behindSource).toMatchObject({
      since: published.updatedAt,
      english: { editPath: '/admin/edit/page?url=%2Fabout-us&lang=en', sitePath: '/about-us' },
    });
    expect(turkish.behindSource!.changes).toEqual([
      { field: 'title', label: 'Title', before: before.title, after: 'About Us, renewed' },
      {
        field: `contents.${intro.key}.body`,
        label: 'Section 1 text',
        before: intro.body,
        after: '<p>A new first paragraph.</p>',
      },
    ]);
    // On the list too, in every language of the page; English itself is never behind.
    const russian = await json<Listed[]>(await admin.get('/admin/pages?lang=ru'));
    expect(russian.find((page) => page.url === '/about-us')!.behindSource!.since).toBe(
      published.updatedAt,
    );
    expect((await pageEntry('/about-us', 'en')).behindSource).toBeNull();
    // Another page is untouched.
    expect((await pageEntry('/bize-ulasin', 'tr')).behindSource).toBeNull();
  });

  it('keeps the first English publish as "since" and adds later changes to the same field list', async () => {
    const first = (await pageEntry('/hakkimizda', 'tr')).behindSource!;
    const english = (await pageEntry('/about-us', 'en')).published;
    await publishPage('/about-us', 'en', {
      title: 'About Us, renewed again',
      metas: [
        ...english.metas.filter((m) => !('name' in m && m.name === 'description')),
        { name: 'description', content: 'New description' },
      ],
    });
    const behind = (await pageEntry('/hakkimizda', 'tr')).behindSource!;
    expect(behind.since).toBe(first.since);
    expect(behind.sourceVersion).toBe(first.sourceVersion);
    expect(behind.englishVersion).toBe(first.englishVersion + 1);
    // The before is what the translation was made from, not the English in between.
    expect(behind.changes.find((change) => change.field === 'title')).toEqual({
      field: 'title',
      label: 'Title',
      before: first.changes[0]!.before,
      after: 'About Us, renewed again',
    });
    expect(behind.changes.map((change) => change.field)).toContain('metas.description');
  });

  it('clears when the translation is published, and on "still correct"; only English can make it behind', async () => {
    await publishPage('/hakkimizda', 'tr', { title: 'Hakkımızda, yenilendi' });
    expect((await pageEntry('/hakkimizda', 'tr')).behindSource).toBeNull();
    expect((await pageEntry('/about-us', 'ru')).behindSource).not.toBeNull();

    const checked = await admin.post('/admin/pages/still-correct?url=/about-us&lang=ru');
    expect(checked.status).toBe(200);
    expect((await json<Entry<Page>>(checked)).behindSource).toBeNull();
    expect((await pageEntry('/about-us', 'ru')).behindSource).toBeNull();

    // A translation publishing its own change makes no one behind.
    await publishPage('/hakkimizda', 'tr', { title: 'Hakkımızda' });
    expect((await pageEntry('/about-us', 'ru')).behindSource).toBeNull();
    expect((await pageEntry('/about-us', 'en')).behindSource).toBeNull();

    const english = await admin.post('/admin/pages/still-correct?url=/about-us&lang=en');
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      errors: { lang: 'English is the source: it cannot be behind itself.' },
    });
  });

  it('ignores English changes to what all languages share or to picture addresses', async () => {
    const events = await json<{ slug: string }[]>(await admin.get('/admin/events?lang=en'));
    const slug = events[0]!.slug;
    const english = (await eventEntry(slug, 'en')).published;
    const put = await admin.put(`/admin/events?slug=${slug}&lang=en`, {
      ticketUrl: 'https://tickets.example/new',
      status: 'TENTATIVE',
      image: { sourceUrl: '/media/events/event-02.jpg', width: 1200, height: 800 },
    });
    expect(put.status).toBe(200);
    expect((await admin.post(`/admin/events/publish?slug=${slug}&lang=en`)).status).toBe(200);
    const translations = english.hrefLangs.filter((alt) => alt.locale !== 'en');
    expect(translations.length).toBeGreaterThan(0);
    for (const alt of translations) {
      expect((await eventEntry(alt.slug, alt.locale)).behindSource).toBeNull();
    }

    // A text (the schedule's times included) does.
    await admin.put(`/admin/events?slug=${slug}&lang=en`, {
      summary: 'A new summary',
      schedule: [{ time: '21:30', text: 'Doors open' }],
    });
    const published = await admin.post(`/admin/events/publish?slug=${slug}&lang=en`);
    const alt = translations[0]!;
    const behind = (await eventEntry(alt.slug, alt.locale)).behindSource!;
    expect(behind.since).toBe((await json<EventDetail>(published)).updatedAt);
    expect(behind.changes.map((change) => change.field)).toEqual(['summary', 'schedule']);
    expect(behind.changes[0]).toMatchObject({ before: english.summary, after: 'A new summary' });
    expect(behind.changes[1]!.after).toBe('21:30 Doors open');
    expect(behind.english.editPath).toBe(`/admin/edit/event?slug=${slug}&lang=en`);
  });

  it('answers 404 for an unknown page and 400 without a language', async () => {
    expect((await admin.post('/admin/pages/still-correct?url=/nope&lang=tr')).status).toBe(404);
    expect((await admin.post('/admin/pages/still-correct?url=/hakkimizda')).status).toBe(400);
  });
});
