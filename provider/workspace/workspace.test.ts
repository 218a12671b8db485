// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPreviewLink } from '../../lib/preview/link';
import {
  bearer,
  json,
  startTestProvider,
  type TestClient,
  type TestProvider,
} from '../../test/provider';

const TOKEN = 'editor-token';
let provider: TestProvider;
let origin: string;

beforeAll(async () => {
  provider = await startTestProvider({
    adminToken: TOKEN,
    draftSecret: 'draft-secret',
    siteUrl: 'http://127.0.0.1:3999',
  });
  origin = provider.url;
});
afterAll(() => provider.close());

/** Signs in; `editor` sends the session's cookie, Origin and CSRF token. */
async function signIn(): Promise<{ cookie: string; csrf: string; editor: TestClient }> {
  const response = await provider.get('/admin/login', {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `token=${TOKEN}`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  const setCookie = response.headers.get('set-cookie')!;
  expect(setCookie).toMatch(/HttpOnly/);
  expect(setCookie).toMatch(/SameSite=Strict/);
  const cookie = setCookie.split(';')[0]!;
  const list = await (await provider.get('/admin?lang=tr', { headers: { cookie } })).text();
  const csrf = /name="csrf-token" content="([^"]+)"/.exec(list)![1]!;
  return { cookie, csrf, editor: provider.as({ cookie, Origin: origin, 'X-CSRF-Token': csrf }) };
}

describe('editor workspace', () => {
  it('shows the sign-in form, refuses a wrong token and a foreign Origin', async () => {
    const form = await provider.get('/admin');
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await form.text()).toContain('name="token"');
    const post = (token: string, from: string) =>
      provider.get('/admin/login', {
        method: 'POST',
        headers: { Origin: from, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
        redirect: 'manual',
      });
    const wrong = await post('nope', origin);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.text()).toContain('That token is not right');
    expect((await post(TOKEN, 'http://evil.example')).status).toBe(403);
  });

  it('lists pages and events with their state, edits through the session with its CSRF token', async () => {
    const { cookie, csrf, editor } = await signIn();
    const list = await (await provider.get('/admin?lang=tr', { headers: { cookie } })).text();
    expect(list).toContain('Hakkımızda');
    const put = (headers: Record<string, string>) =>
      provider
        .as({ cookie, ...headers })
        .put('/admin/pages?url=/hakkimizda&lang=tr', { title: 'Biz kimiz?' });
    expect((await put({ Origin: origin })).status).toBe(403);
    expect((await put({ Origin: 'http://evil.example', 'X-CSRF-Token': csrf })).status).toBe(403);
    expect((await put({ 'X-CSRF-Token': csrf })).status).toBe(403);
    expect((await put({ Origin: origin, 'X-CSRF-Token': csrf })).status).toBe(200);

    const pages = await json<{ url: string; state: string; title: string }[]>(
      await provider.get('/admin/pages?lang=tr', { headers: { cookie } }),
    );
    expect(pages.find((page) => page.url === '/hakkimizda')).toMatchObject({
      state: 'changed',
      title: 'Biz kimiz?',
    });
    expect(pages.find((page) => page.url === '/')?.state).toBe('published');
    const events = await json<{ slug: string; state: string }[]>(
      await provider.as(bearer(TOKEN)).get('/admin/events?lang=tr'),
    );
    expect(events.length).toBeGreaterThan(3);
    expect(events.every((event) => event.state === 'published')).toBe(true);

    const discard = () => editor.delete('/admin/pages/draft?url=/hakkimizda&lang=tr');
    expect((await discard()).status).toBe(200);
    expect((await discard()).status).toBe(409);
    const entry = await json<{ state: string; draft: unknown; published: { title: string } }>(
      await provider.get('/admin/pages/entry?url=/hakkimizda&lang=tr', { headers: { cookie } }),
    );
    expect(entry).toMatchObject({ state: 'published', draft: null });
    expect(entry.published.title).toBe('Hakkımızda');
  });

  it('sanitises editor HTML with the site sanitiser before storing it', async () => {
    const { editor } = await signIn();
    const response = await editor.put('/admin/events?slug=turk-pop-gecesi-deniz-aras&lang=tr', {
      description: '<p onclick="x()"><b>Canlı</b><script>alert(1)</script></p>',
    });
    expect((await json<{ description: string }>(response)).description).toBe('<p><b>Canlı</b></p>');
  });

  it('makes signed preview links for site paths only, and signs out', async () => {
    const { cookie, csrf, editor } = await signIn();
    const headers = { cookie, Origin: origin, 'X-CSRF-Token': csrf };
    const made = await editor.post('/admin/preview-links', { path: '/tr/hakkimizda' });
    expect(made.status).toBe(201);
    const { url } = await json<{ url: string }>(made);
    const link = new URL(url);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3999/api/draft');
    expect(url).not.toContain('draft-secret');
    const params = link.searchParams;
    expect(
      verifyPreviewLink('draft-secret', params.get('path')!, params.get('exp'), params.get('sig')),
    ).toBe('ok');
    const bad = await editor.post('/admin/preview-links', { path: '//evil.example' });
    expect(bad.status).toBe(400);

    const logout = await provider.get('/admin/logout', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `csrf=${csrf}`,
      redirect: 'manual',
    });
    expect(logout.status).toBe(303);
    expect((await provider.get('/admin/pages?lang=tr', { headers: { cookie } })).status).toBe(401);
  });
});

// Issue 45: the list, a translation's editor and the history, as the server draws them.
describe('workspace pages for a four-language venue', () => {
  it('counts and marks translations behind English in the list, per language and for all', async () => {
    const { cookie } = await signIn();
    const admin = provider.as(bearer(TOKEN));
    await admin.put('/admin/pages?url=/venue&lang=en', { title: 'The venue, renewed' });
    expect((await admin.post('/admin/pages/publish?url=/venue&lang=en')).status).toBe(200);
    const list = await (await provider.get('/admin?lang=tr', { headers: { cookie } })).text();
    expect(list).toMatch(/lang="tr">Türkçe <span class="behind-count">1 behind<\/span>/);
    const row =
      /<tr data-kind="page" data-lang="tr"[^>]*data-behind[^>]*data-words="[^"]*\/tr\/mekan"/;
    expect(list).toMatch(row);
    expect(list).toContain('Behind English since <time');
    // Every language at once: each row names its language.
    const all = await (await provider.get('/admin?lang=all', { headers: { cookie } })).text();
    for (const lang of ['en', 'tr', 'ru', 'de']) expect(all).toContain(`data-lang="${lang}"`);
    expect(all).toContain('aria-current="page">All languages');

    const editor = await (
      await provider.get('/admin/edit/page?url=/mekan&lang=tr', { headers: { cookie } })
    ).text();
    expect(editor).toContain('Behind English since');
    // Beside the title: English before and after, the changed words marked.
    const note =
      /English was<\/span>(.*?)<\/p>\s*<p class="now"><span class="diff-label">English now<\/span>(.*?)<\/p>/.exec(
        editor,
      );
    expect(note![1]).toMatch(/<del>[^<]+<\/del>/);
    expect(note![2]).toMatch(/<ins>[^<]*renewed<\/ins>/);
    expect(editor).toContain('href="/admin/edit/page?url=%2Fvenue&amp;lang=en"');
    await admin.post('/admin/pages/still-correct?url=/mekan&lang=tr');
    const checked = await (
      await provider.get('/admin/edit/page?url=/mekan&lang=tr', { headers: { cookie } })
    ).text();
    expect(checked).not.toContain('Behind English since');
  });

  it('shows the history with the chosen version compared with the live one', async () => {
    const { cookie } = await signIn();
    const admin = provider.as(bearer(TOKEN));
    await admin.put('/admin/pages?url=/gastronomi&lang=tr', { title: 'Mutfak' });
    await admin.post('/admin/pages/publish?url=/gastronomi&lang=tr');
    const history = await provider.get('/admin/history/page?url=/gastronomi&lang=tr', {
      headers: { cookie },
    });
    expect(history.status).toBe(200);
    const html = await history.text();
    // Opened without a version: the one before the live one, what the last publish changed.
    expect(html).toContain('Version 1 compared with the live version');
    expect(html).toContain('Version 2 · live now');
    expect(html).toMatch(
      /<h3>Title<\/h3><div class="diff"><p class="was"><span class="diff-label">Version 1<\/span><del>Gastronomi<\/del>/,
    );
    expect(html).toContain('data-version="1"');
    expect(
      (await provider.get('/admin/history/page?url=/nope&lang=tr', { headers: { cookie } })).status,
    ).toBe(404);
    const signedOut = await provider.get('/admin/history/settings', { redirect: 'manual' });
    expect(signedOut.status).toBe(303);
    const facts = await provider.get('/admin/history/settings?lang=en', { headers: { cookie } });
    expect(await facts.text()).toContain('Version 1 · live now');
  });

  it('draws the venue hours as time pickers that keep a 24:00 as it was', async () => {
    const { cookie } = await signIn();
    const html = await (
      await provider.get('/admin/edit/settings?lang=en', { headers: { cookie } })
    ).text();
    expect(html).toMatch(/name="hours\.doors" value="\d\d:\d\d" type="time"/);
    const facts = await json<{ published: { hours: Record<string, { closes: string }> } }>(
      await provider.as(bearer(TOKEN)).get('/admin/settings'),
    );
    const midnight = Object.entries(facts.published.hours).find(
      ([, span]) => typeof span === 'object' && span.closes === '24:00',
    );
    if (midnight) {
      expect(html).toContain(
        `name="hours.${midnight[0]}.closes" value="00:00" type="time" step="60" required data-stored="24:00"`,
      );
    }
  });
});

describe('wrong editor tokens', () => {
  it('count per client at sign-in and on the API together; a guesser’s flood never keeps the right token out', async () => {
    const own = await startTestProvider({ adminToken: TOKEN });
    try {
      const signIn = (token: string) =>
        own.get('/admin/login', {
          method: 'POST',
          headers: { Origin: own.url, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `token=${token}`,
          redirect: 'manual',
        });
      const api = (token: string) => own.get('/admin/settings', { headers: bearer(token) });
      // Ten wrong tokens, on the API and at sign-in: each a plain 401.
      for (let i = 0; i < 5; i++) expect((await api(`guess-${i}`)).status).toBe(401);
      for (let i = 0; i < 5; i++) expect((await signIn(`guess-${i}`)).status).toBe(401);
      // Over the limit: refused unchecked, with Retry-After, however many follow.
      for (let i = 0; i < 50; i++) {
        const refused = await (i % 2 ? api : signIn)(`again-${i}`);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // The right token, from the same address, gets in at once, both ways.
      expect((await signIn(TOKEN)).status).toBe(303);
      expect((await api(TOKEN)).status).toBe(200);
      // And the guesser stays locked out.
      expect((await api('again-x')).status).toBe(429);
    } finally {
      await own.close();
    }
  });
});
