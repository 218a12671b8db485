// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  json,
  startTestProvider,
  type TestClient,
  type TestProvider,
} from '../test/provider';
import type { EventDetail, Page, SettingsDocument } from './types';

// Issue 45 item 2: every publish is a version; a version can be made the draft again.
const TOKEN = 'editor-token';
let provider: TestProvider;
let admin: TestClient;

type Listed = {
  version: number;
  publishedAt: string;
  note: string | null;
  title?: string;
  current: boolean;
};

beforeAll(async () => {
  provider = await startTestProvider({ adminToken: TOKEN });
  admin = provider.as(bearer(TOKEN));
});
afterAll(() => provider.close());

const PAGE = 'url=/hakkimizda&lang=tr';

async function publish(path: string, query: string, patch: unknown) {
  expect((await admin.put(`${path}${query ? `?${query}` : ''}`, patch)).status).toBe(200);
  const response = await admin.post(`${path}/publish${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return response;
}

const visible = async (lang: string, url: string) =>
  json<Page>(
    await provider.get(`/v1/pages/url-lang?property-network-id=4&url=${url}&lang=${lang}`),
  );

describe('history and restore', () => {
  it('keeps each publish of a page as a version, newest first, the first being the page as it was', async () => {
    const original = await visible('tr', '/hakkimizda');
    const first = await json<Page>(await publish('/admin/pages', PAGE, { title: 'Biz kimiz' }));
    await publish('/admin/pages', PAGE, { title: 'Biz kimiz?' });

    const history = await json<Listed[]>(await admin.get(`/admin/pages/history?${PAGE}`));
    expect(history.map(({ version, title, current }) => ({ version, title, current }))).toEqual([
      { version: 3, title: 'Biz kimiz?', current: true },
      { version: 2, title: 'Biz kimiz', current: false },
      { version: 1, title: original.title, current: false },
    ]);
    expect(history[1]!.publishedAt).toBe(first.updatedAt);
    expect(Date.parse(history[0]!.publishedAt)).toBeGreaterThanOrEqual(
      Date.parse(history[1]!.publishedAt),
    );

    const one = await json<{ version: number; document: Page }>(
      await admin.get(`/admin/pages/version?${PAGE}&version=1`),
    );
    expect(one.version).toBe(1);
    expect(one.document.title).toBe(original.title);
    expect(one.document.contents).toEqual(original.contents);
  });

  it('restores a version as the draft, without publishing it; publishing it is a new version', async () => {
    const original = (
      await json<{ document: Page }>(await admin.get(`/admin/pages/version?${PAGE}&version=1`))
    ).document;
    const restored = await admin.post(`/admin/pages/restore?${PAGE}&version=1`);
    expect(restored.status).toBe(200);
    const entry = await json<{ state: string; draft: Page; published: Page }>(restored);
    expect(entry.state).toBe('changed');
    expect(entry.draft.title).toBe(original.title);
    expect(entry.published.title).toBe('Biz kimiz?');
    // Visitors keep the published version; the preview shows the restored one.
    expect((await visible('tr', '/hakkimizda')).title).toBe('Biz kimiz?');
    const preview = await provider.get(
      '/v1/pages/url-lang?property-network-id=4&url=/hakkimizda&lang=tr&preview=true',
    );
    expect((await json<Page>(preview)).title).toBe(original.title);

    expect((await admin.post(`/admin/pages/publish?${PAGE}`)).status).toBe(200);
    const history = await json<Listed[]>(await admin.get(`/admin/pages/history?${PAGE}`));
    expect(history[0]).toMatchObject({ version: 4, title: original.title, current: true });
    expect((await visible('tr', '/hakkimizda')).title).toBe(original.title);
  });

  it('restores an event translation’s texts and keeps what its languages share as it is now', async () => {
    const events = await json<{ slug: string }[]>(await admin.get('/admin/events?lang=en'));
    const query = `slug=${events[1]!.slug}&lang=en`;
    const before = (
      await json<{ published: EventDetail }>(await admin.get(`/admin/events/entry?${query}`))
    ).published;
    const moved = '2027-06-01T21:00:00+03:00';
    await publish('/admin/events', query, { title: 'Renamed', startDate: moved, endDate: null });

    const restored = await json<{ draft: EventDetail }>(
      await admin.post(`/admin/events/restore?${query}&version=1`),
    );
    expect(restored.draft.title).toBe(before.title);
    expect(restored.draft.summary).toBe(before.summary);
    expect(restored.draft.startDate).toBe(moved);
    const history = await json<Listed[]>(await admin.get(`/admin/events/history?${query}`));
    expect(history.map((item) => item.title)).toEqual(['Renamed', before.title]);
  });

  it('keeps the venue facts’ versions and restores them', async () => {
    const facts = (await json<{ published: SettingsDocument }>(await admin.get('/admin/settings')))
      .published;
    await publish('/admin/settings', '', { phone: '+90 242 555 12 34' });
    const history = await json<Listed[]>(await admin.get('/admin/settings/history'));
    expect(history.map((item) => item.version)).toEqual([2, 1]);
    const entry = await json<{ draft: SettingsDocument; state: string; version: number }>(
      await admin.post('/admin/settings/restore?version=1'),
    );
    expect(entry.draft.phone).toBe(facts.phone);
    expect(entry.state).toBe('changed');
    expect(entry.version).toBe(2);
  });

  it('answers plain errors for a version that does not exist or is not a number', async () => {
    expect((await admin.get(`/admin/pages/version?${PAGE}&version=99`)).status).toBe(404);
    expect((await admin.post(`/admin/pages/restore?${PAGE}&version=99`)).status).toBe(404);
    const bad = await admin.post(`/admin/pages/restore?${PAGE}&version=latest`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      errors: { version: 'Give a version number from the history.' },
    });
    expect((await admin.get('/admin/pages/history?url=/nope&lang=tr')).status).toBe(404);
    expect((await provider.get(`/admin/pages/history?${PAGE}`)).status).toBe(401);
  });
});
