import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signPreviewLink } from '../lib/preview/link';
import { burgerMenu } from './helpers';
import { E2E } from './ports';
import { eventHref, href } from '../lib/i18n/navigation';

// The editor workspace of the embedded provider (docs/editing.md). A page and an event no
// other spec asserts texts on; both are restored through the admin API at the end.
const PAGE = { lang: 'tr', url: '/ise-alimlar', path: '/tr/ise-alimlar' } as const;
const WORKSPACE = `${E2E.provider}/admin`;
const bearer = { authorization: `Bearer ${E2E.adminToken}` };

type ProviderPage = { title: string; contents: { key: string; title: string; body: string }[] };

async function providerDocument(request: APIRequestContext): Promise<ProviderPage> {
  const response = await request.get(`${E2E.provider}/v1/pages/url-lang`, {
    params: { 'property-network-id': 4, url: PAGE.url, lang: PAGE.lang },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProviderPage;
}

async function signIn(page: Page, token: string = E2E.adminToken) {
  await page.goto(WORKSPACE);
  await page.getByLabel('Editor token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A scheduled event still to come, as the admin API lists it in a language. */
async function upcomingEvent(request: APIRequestContext, lang: string) {
  const list = await request.get(`${E2E.provider}/admin/events`, {
    params: { lang },
    headers: bearer,
  });
  return ((await list.json()) as { slug: string; status: string; startDate: string }[]).find(
    (e) => e.status === 'SCHEDULED' && Date.parse(e.startDate) > Date.now(),
  )!;
}

test.describe.configure({ mode: 'serial' });

test('an editor edits a Turkish page beside its live preview, shares it, publishes it; no visitor saw the draft', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const original = await providerDocument(request);
  const stamp = Date.now().toString(36);
  const title = `Kariyer ${stamp}`;
  const sectionTitle = `Taslak bölüm ${stamp}`;
  const sectionText = `Taslak metin ${stamp}`;
  // A visitor who has the page open before anything is published.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const colleague = await browser.newContext();
  try {
    await visitorPage.goto(PAGE.path);
    await expect(heading(visitorPage)).toHaveText(original.title);

    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Türkçe' })
      .click();
    await page.getByRole('link', { name: original.title, exact: true }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel('Section title').first().fill(sectionTitle);
    const text = page.getByRole('textbox', { name: 'Section text' }).first();
    await text.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(sectionText);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Draft saved');
    await expect(page.getByText('Changed since publish')).toBeVisible();

    // The live preview: the site's page in draft mode, at 1440 px, then at 390 px.
    const iframe = page.locator('iframe[title="Live preview"]');
    const preview = page.frameLocator('iframe[title="Live preview"]');
    await expect(iframe).toHaveCSS('width', '1440px');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByRole('heading', { name: sectionTitle })).toBeVisible();
    await expect(preview.getByText(sectionText)).toBeVisible();
    await page.getByRole('button', { name: '390 px' }).click();
    await expect(iframe).toHaveCSS('width', '390px');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(burgerMenu(preview)).toHaveAccessibleName('Menüyü aç');
    await expect(burgerMenu(preview)).toBeVisible();

    // A share link opens the draft for a colleague with no cookie, secret or token, at a clean URL.
    await page.getByRole('button', { name: 'Create preview link' }).click();
    await expect(page.getByLabel('Preview link')).toHaveValue(/sig=/);
    const link = await page.getByLabel('Preview link').inputValue();
    expect(link).not.toContain(E2E.draftSecret);
    const colleaguePage = await colleague.newPage();
    await colleaguePage.goto(link);
    await expect(colleaguePage).toHaveURL(`${E2E.site}${PAGE.path}`);
    await expect(heading(colleaguePage)).toHaveText(title);
    await expect(colleaguePage).toHaveTitle(new RegExp(title));
    await expect(colleaguePage.getByText(sectionText)).toBeVisible();

    // Until it is published, the visitor still gets the published page.
    await visitorPage.reload();
    await expect(heading(visitorPage)).toHaveText(original.title);
    await expect(visitorPage.getByText(sectionText)).toHaveCount(0);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    // "Published" means visitors get it: the very next load shows it (issue 31 item 12).
    await visitorPage.reload();
    await expect(heading(visitorPage)).toHaveText(title);
    await expect(visitorPage).toHaveTitle(new RegExp(title));
    await expect(visitorPage.getByText(sectionText)).toBeVisible();
  } finally {
    await visitor.close();
    await colleague.close();
    const params = { url: PAGE.url, lang: PAGE.lang };
    const restored = await request.put(`${E2E.provider}/admin/pages`, {
      params,
      headers: bearer,
      data: { title: original.title, contents: original.contents },
    });
    expect(restored.status()).toBe(200);
    await request.post(`${E2E.provider}/admin/pages/publish`, { params, headers: bearer });
  }
});

test('tampered and expired preview links answer 401 with a localised page and enable nothing', async ({
  request,
}) => {
  const { query } = signPreviewLink(E2E.draftSecret, PAGE.path);
  const params = new URLSearchParams(query);
  params.set('sig', `${params.get('sig')!.slice(0, -2)}xy`);
  const tampered = await request.get(`/api/draft?${params}`, { maxRedirects: 0 });
  expect(tampered.status()).toBe(401);
  expect(await tampered.text()).toContain('Bu önizleme bağlantısı çalışmıyor');
  const otherPath = new URLSearchParams(query);
  otherPath.set('path', '/tr/kurumsal');
  expect((await request.get(`/api/draft?${otherPath}`, { maxRedirects: 0 })).status()).toBe(401);

  const expired = signPreviewLink(E2E.draftSecret, '/de/schedule', {
    now: Date.now() - 49 * 3_600_000,
  });
  const old = await request.get(`/api/draft?${expired.query}`, { maxRedirects: 0 });
  expect(old.status()).toBe(401);
  expect(await old.text()).toContain('Dieser Vorschau-Link ist abgelaufen');
  for (const response of [tampered, old]) {
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    expect(response.headers()['cache-control']).toBe('private, no-store');
  }
  const good = await request.get(`/api/draft?${query}`, { maxRedirects: 0 });
  expect(good.status()).toBe(307);
  expect(good.headers().location).toBe(PAGE.path);
});

test('the workspace refuses a wrong token, and state changes without the CSRF token or from a foreign Origin', async ({
  page,
}) => {
  await signIn(page, 'not-the-token');
  await expect(page.getByRole('alert')).toHaveText(/token is not right/);
  expect(await page.context().cookies(WORKSPACE)).toEqual([]);

  await signIn(page);
  await expect(page.getByRole('heading', { name: /Pages/ })).toBeVisible();
  const cookie = (await page.context().cookies(WORKSPACE)).find((c) => c.name === 'editor_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const put = (headers: Record<string, string>) =>
    page.request.put(`${E2E.provider}/admin/pages`, {
      params: { url: PAGE.url, lang: PAGE.lang },
      headers,
      data: { title: 'CSRF' },
    });
  expect((await put({ origin: E2E.provider })).status()).toBe(403);
  expect((await put({ origin: 'http://evil.example', 'x-csrf-token': csrf! })).status()).toBe(403);
  const login = await page.request.post(`${WORKSPACE}/login`, {
    headers: { origin: 'http://evil.example' },
    form: { token: E2E.adminToken },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(403);
  const entry = await page.request.get(`${E2E.provider}/admin/pages/entry`, {
    params: { url: PAGE.url, lang: PAGE.lang },
  });
  expect((await entry.json()).draft).toBeNull();
});

test('draft mode lists event drafts in the events list, and an event title names the page', async ({
  browser,
  request,
}) => {
  const event = await upcomingEvent(request, 'tr');
  const params = { slug: event.slug, lang: 'tr' };
  const title = `Taslak etkinlik ${Date.now().toString(36)}`;
  const saved = await request.put(`${E2E.provider}/admin/events`, {
    params,
    headers: bearer,
    data: { title },
  });
  expect(saved.status()).toBe(200);
  const editor = await browser.newContext();
  try {
    const page = await editor.newPage();
    // A link opens the pages it names: the list, and the event's own page.
    const list = href('tr', '/events-concerts');
    const link = signPreviewLink(E2E.draftSecret, list, { also: [eventHref('tr', event.slug)] });
    await page.goto(`${E2E.site}/api/draft?${link.query}`);
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto(eventHref('tr', event.slug));
    await expect(page).toHaveTitle(`${title} | Andy Show`);
    const visitor = await request.get(list, {
      headers: { connection: 'close' },
    });
    expect(await visitor.text()).not.toContain(title);
  } finally {
    await editor.close();
    await request.delete(`${E2E.provider}/admin/events/draft`, { params, headers: bearer });
  }
});

test('venue facts: an editor sets the map coordinates and the club’s hours, sees where they show, and visitors keep the published facts', async ({
  page,
  request,
}) => {
  const admin = (path: string) => request.get(`${E2E.provider}${path}`, { headers: bearer });
  const published = (await (await admin('/admin/settings')).json()).published;
  expect(Object.keys(published.hours)).toEqual(['doors', 'dinner', 'show', 'club', 'lobsterClub']);
  try {
    await signIn(page);
    await page.getByRole('link', { name: /Phone, e-mail, messengers/ }).click();
    await expect(heading(page)).toHaveText(/Venue facts/);
    await page.getByLabel('Latitude').fill('36.85');
    await page.getByLabel('Longitude').fill('30.78');
    const club = page.getByRole('group', { name: 'The Sin night club' });
    // Beside the fact: the names texts use for it, and the pages that show it.
    await expect(club.getByText('{clubHours}')).toBeVisible();
    await expect(club).toContainText('/the-sin');
    // The hours are time pickers (issue 45 item 5).
    await expect(club.getByLabel('Opens')).toHaveAttribute('type', 'time');
    await club.getByLabel('Opens').fill('23:30');
    await club.getByLabel('Closes').fill('04:00');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText(/Draft saved/);

    const draft = (await (await admin('/admin/settings')).json()).draft;
    expect(draft.geo).toEqual({ latitude: 36.85, longitude: 30.78 });
    expect(draft.hours).toEqual({ ...published.hours, club: { opens: '23:30', closes: '04:00' } });
    // Visitors (the public read) still get the published facts.
    const visible = await request.get(`${E2E.provider}/v1/settings`, {
      params: { 'property-id': 4, lang: 'en' },
    });
    expect((await visible.json()).hours.club).toEqual(published.hours.club);
  } finally {
    await request.post(`${E2E.provider}/admin/settings/discard`, { headers: bearer });
  }
});

// Issue 31 items 10 and 11: what an editor gets wrong is said beside the field in plain words,
// dates are picked in Istanbul time, nothing is cut, a long word wraps, and a paste is cleaned.
test('event editing: pickers in Istanbul time, plain errors beside the field, no silent cut, long words wrap, pastes cleaned', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const event = await upcomingEvent(request, 'en');
  const params = { slug: event.slug, lang: 'en' };
  try {
    await signIn(page);
    await page.goto(`${WORKSPACE}/edit/event?slug=${encodeURIComponent(event.slug)}&lang=en`);

    // The start as a picker showing Istanbul wall-clock time (the provider stores +03:00).
    const starts = page.getByLabel('Starts (Istanbul time)');
    await expect(starts).toHaveAttribute('type', 'datetime-local');
    await expect(starts).toHaveValue(event.startDate.slice(0, 16));
    const ends = page.getByLabel('Ends (Istanbul time, optional)');
    await expect(ends).toHaveAttribute('type', 'datetime-local');

    // A 691-character title is kept whole and refused with its length, beside the field.
    const title = page.getByLabel(/^Title/);
    await title.fill('x'.repeat(691));
    await expect(title).toHaveValue('x'.repeat(691));
    // An end a month before the start.
    const start = new Date(Date.parse(event.startDate));
    const monthBefore = new Date(start.getTime() - 30 * 86_400_000 + 3 * 3_600_000);
    await ends.fill(monthBefore.toISOString().slice(0, 16));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Not saved');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    const titleError = page.locator(`#${await title.getAttribute('aria-describedby')}`);
    await expect(titleError).toHaveText(
      'Use at most 300 characters: this has 691. Nothing was cut; shorten it and save again.',
    );
    await expect(page.getByText(/Too small|expected string/)).toHaveCount(0);

    // With a valid title, the provider still refuses the end before the start, beside the end.
    const word = 'Supercalifragilistic'.repeat(15);
    await title.fill(word);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(ends).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await ends.getAttribute('aria-describedby')}`)).toHaveText(
      'The event cannot end before it starts.',
    );

    // Pasted Word HTML is cleaned by the site's sanitiser as it lands in the editor.
    await ends.fill('');
    const description = page.locator('.rte[data-name="description"]');
    await description.click();
    await page.keyboard.press('ControlOrMeta+a');
    await description.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<!--StartFragment--><p class="MsoNormal" style="color:red;font-size:14pt"><b>Gala</b> night<o:p></o:p></p>' +
          '<img src="file:///C:/Users/x/clip_image001.png"><a href="javascript:alert(1)">click</a><!--EndFragment-->',
      );
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect(description).toContainText('Gala night');
    const pasted = await description.innerHTML();
    expect(pasted).not.toMatch(/Mso|style=|file:|javascript:|<img|<!--|o:p/);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Draft saved');
    expect(await description.innerHTML()).not.toMatch(/Mso|style=|file:|javascript:/);

    // The 300-character word wraps in the preview's h1 at both widths.
    const preview = page.frameLocator('iframe[title="Live preview"]');
    const h1 = preview.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(word);
    for (const width of ['390 px', '1440 px']) {
      await page.getByRole('button', { name: width }).click();
      const overflow = await h1.evaluate((element) => ({
        heading: element.scrollWidth - element.clientWidth,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
      expect(overflow, width).toEqual({ heading: 0, page: 0 });
    }
  } finally {
    await request.delete(`${E2E.provider}/admin/events/draft`, { params, headers: bearer });
  }
});

test('a text that names an unknown venue fact: the editor is told, the preview marks it, visitors never see braces', async ({
  browser,
  page,
  request,
}) => {
  const original = await providerDocument(request);
  const params = { url: PAGE.url, lang: PAGE.lang };
  const { club } = (
    await (
      await request.get(`${E2E.provider}/v1/settings`, { params: { 'property-id': 4, lang: 'tr' } })
    ).json()
  ).hours as { club: { opens: string; closes: string } };
  const clubHours = `${club.opens}–${club.closes}`;
  try {
    await signIn(page);
    await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`);
    await page.getByText('Venue facts in texts').click();
    await expect(page.getByRole('cell', { name: '{clubHours}' })).toBeVisible();
    await page.getByLabel('Section title').first().fill('Kulüp {clubHours} · {clubHour}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toHaveText(/\{clubHour\}: no venue fact has this name/);

    const editor = await browser.newContext();
    try {
      const preview = await editor.newPage();
      await preview.goto(
        `${E2E.site}/api/draft?${signPreviewLink(E2E.draftSecret, PAGE.path).query}`,
      );
      await expect(preview.getByText(`Kulüp ${clubHours} · {clubHour}`)).toBeVisible();
    } finally {
      await editor.close();
    }
    await request.post(`${E2E.provider}/admin/pages/publish`, { params, headers: bearer });
    await expect
      .poll(async () => (await request.get(PAGE.path)).text())
      .toContain(`Kulüp ${clubHours}`);
    const html = await (await request.get(PAGE.path)).text();
    expect(html).not.toContain('clubHour}');
  } finally {
    await request.put(`${E2E.provider}/admin/pages`, {
      params,
      headers: bearer,
      data: { title: original.title, contents: original.contents },
    });
    await request.post(`${E2E.provider}/admin/pages/publish`, { params, headers: bearer });
  }
});

// Issue 45: a workspace a four-language venue can run on.

const ENGLISH = { lang: 'en', url: '/recruitments' } as const;
type Change = { field: string; before: string; after: string };
type AdminEntry = {
  published: { title: string; updatedAt: string };
  draft: { title: string } | null;
  state: string;
  behindSource: { since: string; changes: Change[] } | null;
  scheduled: { id: number; at: string } | null;
};

const admin = {
  entry: async (
    request: APIRequestContext,
    kind: 'pages' | 'events',
    params: Record<string, string>,
  ) =>
    (await (
      await request.get(`${E2E.provider}/admin/${kind}/entry`, { params, headers: bearer })
    ).json()) as AdminEntry,
  put: (request: APIRequestContext, kind: string, params: Record<string, string>, data: unknown) =>
    request.put(`${E2E.provider}/admin/${kind}`, { params, headers: bearer, data }),
  post: (request: APIRequestContext, path: string, params: Record<string, string> = {}) =>
    request.post(`${E2E.provider}/admin/${path}`, { params, headers: bearer }),
};

/** `ms` from now as the workspace writes a moment: Istanbul wall-clock time with its offset. */
const istanbulIn = (ms: number) =>
  `${new Date(Date.now() + ms + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;

test('translations behind English: the list counts and filters them, the editor shows English before and after beside the field, “Still correct” and publishing clear it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const english = await admin.entry(request, 'pages', ENGLISH);
  const original = english.published.title;
  const changed = `Careers at the venue ${Date.now().toString(36)}`;
  try {
    expect((await admin.put(request, 'pages', ENGLISH, { title: changed })).status()).toBe(200);
    expect((await admin.post(request, 'pages/publish', ENGLISH)).status()).toBe(200);
    const turkish = await admin.entry(request, 'pages', { url: PAGE.url, lang: 'tr' });
    expect(turkish.behindSource!.changes).toContainEqual({
      field: 'title',
      label: 'Title',
      before: original,
      after: changed,
    });

    await signIn(page);
    const tabs = page.getByRole('navigation', { name: 'Language' });
    await expect(tabs.getByRole('link', { name: /Türkçe/ })).toContainText(/\d+ behind/);
    await tabs.getByRole('link', { name: /Türkçe/ }).click();
    await page.getByLabel('Behind English').check();
    const row = page.getByRole('row', { name: new RegExp(turkish.published.title) });
    await expect(row).toContainText('Behind English since');
    await expect(page.getByRole('row', { name: /Hakkımızda/ })).toBeHidden();
    await expect(page).toHaveURL(/behind=1/);

    await row.getByRole('link', { name: turkish.published.title }).click();
    const notice = page.getByRole('region', { name: /Behind English since/ });
    await expect(notice).toBeVisible();
    // Beside the title: English before and after, and one click to the English.
    const note = page.getByRole('note').filter({ hasText: 'English changed this' }).first();
    await expect(note).toContainText(`English was${original}`);
    await expect(note).toContainText(`English now${changed}`);
    await expect(note.getByRole('link', { name: /Open the English/ })).toHaveAttribute(
      'href',
      '/admin/edit/page?url=%2Frecruitments&lang=en',
    );
    await notice.getByRole('button', { name: 'Still correct' }).click();
    await expect(page.getByRole('status')).toContainText('still correct');
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: /Behind English/ })).toHaveCount(0);
    expect(
      (await admin.entry(request, 'pages', { url: PAGE.url, lang: 'tr' })).behindSource,
    ).toBeNull();

    // Publishing the Russian translation clears it there.
    await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(ENGLISH.url)}&lang=ru`);
    await expect(page.getByRole('region', { name: /Behind English since/ })).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    await expect(page.getByRole('region', { name: /Behind English/ })).toHaveCount(0);
    expect(
      (await admin.entry(request, 'pages', { url: ENGLISH.url, lang: 'ru' })).behindSource,
    ).toBeNull();
  } finally {
    await admin.put(request, 'pages', ENGLISH, { title: original });
    await admin.post(request, 'pages/publish', ENGLISH);
    for (const lang of ['tr', 'ru']) {
      await admin.post(request, 'pages/still-correct', {
        url: lang === 'tr' ? PAGE.url : ENGLISH.url,
        lang,
      });
    }
  }
});

test('a publish scheduled a few seconds ahead reaches a visitor within 3 s of its time; the workspace sets and cancels one in Istanbul time', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const params = { url: PAGE.url, lang: PAGE.lang };
  const original = await providerDocument(request);
  const title = `Kariyer saatinde ${Date.now().toString(36)}`;
  try {
    expect((await admin.put(request, 'pages', params, { title })).status()).toBe(200);
    const at = istanbulIn(6_000);
    const scheduled = await request.post(`${E2E.provider}/admin/pages/publish`, {
      params: { ...params, at },
      headers: bearer,
    });
    expect(scheduled.status()).toBe(202);
    // A visitor reloading: one load that fails (a busy machine) is another reload, not a failed test.
    const visible = async () =>
      request
        .get(PAGE.path, { timeout: 5_000 })
        .then(async (response) => (await response.text()).includes(title))
        .catch(() => false);
    expect(await visible()).toBe(false);
    await expect.poll(visible, { timeout: 15_000, intervals: [200] }).toBe(true);
    const seenAt = Date.now();
    expect(seenAt).toBeGreaterThanOrEqual(Date.parse(at));
    expect(seenAt - Date.parse(at)).toBeLessThanOrEqual(3_000);

    // In the workspace: a moment tomorrow evening, in Istanbul time, then cancelled.
    await admin.put(request, 'pages', params, { title: `${title} 2` });
    await signIn(page);
    await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`);
    await page.getByRole('button', { name: 'Publish later…' }).click();
    const tomorrow = new Date(Date.now() + 27 * 3_600_000).toISOString().slice(0, 10);
    await page.getByLabel('Publish at (Istanbul time)').fill(`${tomorrow}T21:30`);
    await page.getByRole('button', { name: 'Set publish time' }).click();
    await expect(page.getByRole('status')).toContainText('Publish set for');
    await expect(page.getByText(/Publishes .*21:30 \(Istanbul time\)/)).toBeVisible();
    const entry = await admin.entry(request, 'pages', params);
    expect(entry.scheduled!.at).toBe(`${tomorrow}T21:30:00+03:00`);
    await page.getByRole('link', { name: 'All content' }).click();
    const list = page.getByRole('region', { name: /Scheduled publishes/ });
    await expect(list).toContainText(`${title} 2`);
    await page.goBack();
    await page.getByRole('button', { name: 'Cancel scheduled publish' }).click();
    await expect(page.getByRole('status')).toContainText('Scheduled publish cancelled');
    expect((await admin.entry(request, 'pages', params)).scheduled).toBeNull();
  } finally {
    await request.delete(`${E2E.provider}/admin/pages/draft`, { params, headers: bearer });
    await admin.put(request, 'pages', params, { title: original.title });
    await admin.post(request, 'pages/publish', params);
  }
});

test('history: each publish is a version, compared with the live one; restoring makes it the draft, and publishing it brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const params = { url: PAGE.url, lang: PAGE.lang };
  const original = await providerDocument(request);
  const stamp = Date.now().toString(36);
  try {
    for (const title of [`Kariyer A ${stamp}`, `Kariyer B ${stamp}`]) {
      await admin.put(request, 'pages', params, { title });
      expect((await admin.post(request, 'pages/publish', params)).status()).toBe(200);
    }
    const history = (await (
      await request.get(`${E2E.provider}/admin/pages/history`, { params, headers: bearer })
    ).json()) as { version: number; title: string }[];
    expect(history.slice(0, 2).map((item) => item.title)).toEqual([
      `Kariyer B ${stamp}`,
      `Kariyer A ${stamp}`,
    ]);
    const before = history.find(
      (item) => item.title === original.title && item.version < history[1]!.version,
    )!;

    await signIn(page);
    await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`);
    await page.getByRole('link', { name: 'History' }).click();
    const versions = page.getByRole('navigation', { name: /Versions/ });
    await expect(versions.getByRole('link').first()).toContainText('live now');
    await versions.getByRole('link', { name: new RegExp(`Version ${before.version}\\b`) }).click();
    const compare = page.getByRole('region', {
      name: new RegExp(`Version ${before.version} compared`),
    });
    const titleChange = compare
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Title', exact: true }) });
    await expect(titleChange).toContainText(original.title);
    await expect(titleChange.locator('ins')).toContainText(`B ${stamp}`);

    await compare
      .getByRole('button', { name: `Restore version ${before.version} as the draft` })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit\/page/);
    await expect(page.getByLabel(/^Title/)).toHaveValue(original.title);
    await expect(page.getByText('Changed since publish')).toBeVisible();
    const preview = page.frameLocator('iframe[title="Live preview"]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original.title);
    // Not published: visitors keep the live version until the editor publishes.
    expect(await (await request.get(PAGE.path)).text()).toContain(`Kariyer B ${stamp}`);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    expect(await (await request.get(PAGE.path)).text()).not.toContain(`Kariyer B ${stamp}`);
  } finally {
    await admin.put(request, 'pages', params, {
      title: original.title,
      contents: original.contents,
    });
    await admin.post(request, 'pages/publish', params);
  }
});

test('media: a phone photo uploaded in the workspace loses its GPS data, previews, and reaches the event page through next/image; the library offers it again', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const event = await upcomingEvent(request, 'en');
  const params = { slug: event.slug, lang: 'en' };
  const before = await (
    await request.get(`${E2E.provider}/admin/events/entry`, { params, headers: bearer })
  ).json();
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#5b2a86' },
  })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Photographer on the roof' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '36/1 51/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 47/1 0/1',
      },
    })
    .toBuffer();
  try {
    await signIn(page);
    await page.goto(`${WORKSPACE}/edit/event?slug=${encodeURIComponent(event.slug)}&lang=en`);
    const picture = page.getByRole('group', { name: /Event image/ });
    // A type the site cannot use is refused before it is sent, in plain words.
    await picture.getByLabel('Upload a picture').setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(page.getByRole('status')).toContainText(
      'is not a JPEG, PNG, WebP or AVIF picture',
    );

    await picture
      .getByLabel('Upload a picture')
      .setInputFiles({ name: 'gala.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('status')).toContainText('Uploaded: 1200 × 800 px');
    const address = picture.getByLabel('Picture address');
    await expect(address).toHaveValue(new RegExp(`^${E2E.provider}/uploads/[0-9a-f]{32}\\.jpg$`));
    await expect(picture.locator('img.thumb')).toBeVisible();
    await expect
      .poll(() =>
        picture.locator('img.thumb').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1200);
    const uploaded = await address.inputValue();
    const served = Buffer.from(await (await request.get(uploaded)).body());
    expect(served.includes(Buffer.from('Photographer on the roof'))).toBe(false);
    expect((await sharp(served).metadata()).exif).toBeUndefined();

    await picture.getByLabel(/^Alt text/).fill('The stage in violet light');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');

    // The visitor's page shows it through the site's image optimiser.
    const visitor = await request.get(eventHref('en', event.slug));
    const html = (await visitor.text()).replace(/&amp;/g, '&');
    const sources = [...html.matchAll(/src="(\/_next\/image\?url=([^"&]+)[^"]*)"/g)];
    const shown = sources.find((match) => decodeURIComponent(match[2]!) === uploaded);
    expect(shown, 'an <img> of the uploaded picture').toBeDefined();
    const optimised = await request.get(shown![1]!, {
      headers: { accept: 'image/avif,image/webp' },
    });
    expect(optimised.status()).toBe(200);
    expect(optimised.headers()['content-type']).toMatch(/^image\//);

    // The library offers the picture on another page.
    await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`);
    const header = page.getByRole('group', { name: 'Header image' });
    await header.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Picture library' });
    await library
      .getByRole('button', { name: /Use the picture of 1200 × 800 px/ })
      .first()
      .click();
    await expect(library).toBeHidden();
    await expect(header.getByLabel('Picture address')).toHaveValue(uploaded);
  } finally {
    // The shared image as it was: its alt text is each translation's, not the image's.
    const image = { ...(before.published.image as Record<string, unknown>) };
    delete image.alt;
    await request.put(`${E2E.provider}/admin/events`, {
      params,
      headers: bearer,
      data: { image, imageAlt: '' },
    });
    await request.post(`${E2E.provider}/admin/events/publish`, { params, headers: bearer });
  }
});

test('the list: search and filters by kind, state and language, kept in the address', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${WORKSPACE}?lang=tr`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('hakk');
  await expect(page.getByRole('row', { name: /Hakkımızda/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Bize Ulaşın/ })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    /Showing 1 of \d+\./,
  );
  await page.reload();
  await expect(search).toHaveValue('hakk');
  await expect(page.getByRole('row', { name: /Bize Ulaşın/ })).toBeHidden();

  await search.fill('');
  await page.getByLabel('Kind').selectOption('event');
  await expect(page.getByRole('heading', { name: /^Pages/ })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Events/ })).toBeVisible();
  await page.getByLabel('State').selectOption('changed');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await expect(page.getByRole('heading', { name: /^Pages/ })).toBeVisible();

  // Every language at once, each row saying which.
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'All languages' })
    .click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('/about-us');
  // English and Russian (Turkish says /hakkimizda, German has no such page).
  await expect(page.locator('tr[data-kind="page"]:visible')).toHaveCount(2);
  await expect(page.locator('tr[data-kind="page"]:visible .lang-code')).toHaveText(['EN', 'RU']);
});

test('the list at 390 px: no sideways scroll, rows as cards', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const phone = await context.newPage();
    await signIn(phone);
    await phone.goto(`${WORKSPACE}?lang=ru`);
    await expect(phone.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    expect(
      await phone.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
  } finally {
    await context.close();
  }
});

// What Word puts on the clipboard: list paragraphs with their bullet as text, a javascript: link,
// a local image, Office's own tags and styles.
const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><style><!-- p.MsoNormal {margin:0cm;} --></style></head><body lang=TR style='tab-interval:35.4pt'><!--StartFragment-->
<p class=MsoNormal><b><span style='font-size:14.0pt;color:red'>Kalın kırmızı başlık<o:p></o:p></span></b></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Madde bir<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Alt madde<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Madde iki<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Birinci adım<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>İkinci adım<o:p></o:p></p>
<p class=MsoNormal>Bilet için <a href="javascript:alert(1)">tıkla</a> ya da <a href="https://tickets.example/gala">buradan</a> al.<img src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image001.png"><o:p></o:p></p>
<!--EndFragment--></body></html>`;

test('a paste from Word keeps its paragraphs and lists: nothing glued to the sentence before or after, no “·” paragraphs, no dead link', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`);
  const text = page.getByRole('textbox', { name: 'Section text' }).first();
  // The caret after the first sentence of a paragraph, mid-text.
  await text.evaluate((element) => {
    element.innerHTML = '<p>Birinci cümle keşfediyor. Devamı burada.</p>';
    element.focus();
    const node = element.firstChild!.firstChild as Text;
    const range = document.createRange();
    range.setStart(node, node.data.indexOf(' Devamı'));
    range.collapse(true);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await text.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Kalın kırmızı başlık');
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, WORD_HTML);
  await expect(text).toContainText('İkinci adım');
  const structure = await text.evaluate((element) => ({
    blocks: [...element.children].map(
      (child) =>
        `${child.tagName}: ${(child as HTMLElement).innerText.trim().replace(/\s+/g, ' ')}`,
    ),
    bullets: [...element.querySelectorAll(':scope > ul > li')].map((li) =>
      li.firstChild!.textContent!.trim(),
    ),
    nested: [...element.querySelectorAll('ul ul li')].map((li) => li.textContent!.trim()),
    numbered: [...element.querySelectorAll('ol > li')].map((li) => li.textContent!.trim()),
    links: [...element.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
  }));
  expect(structure.blocks).toEqual([
    'P: Birinci cümle keşfediyor.',
    'P: Kalın kırmızı başlık',
    expect.stringMatching(/^UL: Madde bir/),
    'OL: Birinci adım İkinci adım',
    'P: Bilet için tıkla ya da buradan al.',
    'P: Devamı burada.',
  ]);
  expect(structure.bullets).toEqual(['Madde bir', 'Madde iki']);
  expect(structure.nested).toEqual(['Alt madde']);
  expect(structure.numbered).toEqual(['Birinci adım', 'İkinci adım']);
  expect(structure.links).toEqual([['buradan', 'https://tickets.example/gala']]);
  expect(await text.innerText()).not.toContain('·');
});

test('the event form fits its column at 1440 px: an error it jumps to scrolls nothing sideways', async ({
  page,
  request,
}) => {
  const event = await upcomingEvent(request, 'tr');
  await signIn(page);
  await page.goto(`${WORKSPACE}/edit/event?slug=${encodeURIComponent(event.slug)}&lang=tr`);
  const form = page.locator('form#edit');
  await page.getByLabel('Ticket URL').fill('htp//tickets.example');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Ticket URL')).toBeFocused();
  await expect(page.getByLabel('Ticket URL')).toHaveAttribute('aria-invalid', 'true');
  const layout = await form.evaluate((element) => ({
    overflow: element.scrollWidth - element.clientWidth,
    scrolledSideways: element.scrollLeft,
  }));
  expect(layout).toEqual({ overflow: 0, scrolledSideways: 0 });
  const column = (await form.boundingBox())!;
  for (const control of [
    page.getByLabel('Status'),
    page.getByLabel('Starts (Istanbul time)'),
    page.getByRole('button', { name: 'Save draft' }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(column.x);
    expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
  }
});

test('the workspace’s list, a translation behind English, the picture library and the history pass axe and the Nu Html Checker', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const english = await admin.entry(request, 'pages', ENGLISH);
  const pages = [
    `${WORKSPACE}?lang=tr`,
    `${WORKSPACE}/edit/page?url=${encodeURIComponent(PAGE.url)}&lang=tr`,
    `${WORKSPACE}/history/page?url=${encodeURIComponent(ENGLISH.url)}&lang=en`,
    `${WORKSPACE}/edit/settings?lang=en`,
  ];
  const failures: string[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-workspace-'));
  try {
    await admin.put(request, 'pages', ENGLISH, { title: `${english.published.title} (checked)` });
    await admin.post(request, 'pages/publish', ENGLISH);
    await signIn(page);
    for (const [index, address] of pages.entries()) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(address);
      await writeFile(
        path.join(dir, `${index}.html`),
        await (await page.request.get(address)).text(),
      );
      if (address.includes('/edit/page')) {
        await expect(page.getByRole('region', { name: /Behind English/ })).toBeVisible();
        await page.getByRole('button', { name: 'Publish later…' }).click();
      }
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          // The live preview is the site's page, checked by e2e/validators.spec.ts.
          .exclude('iframe')
          .analyze();
        for (const violation of results.violations) {
          failures.push(
            `${address} @${width}: ${violation.id} ${violation.nodes.map((n) => n.target).join(' | ')}`,
          );
        }
      }
      if (address.includes('/edit/page')) {
        await page
          .getByRole('group', { name: 'Header image' })
          .getByRole('button', { name: 'Choose from library' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Picture library' })).toBeVisible();
        const dialog = await new AxeBuilder({ page }).include('#media-library').analyze();
        failures.push(...dialog.violations.map((violation) => `library: ${violation.id}`));
      }
    }
    const output = await promisify(execFile)(
      'java',
      [
        '-jar',
        path.resolve(__dirname, '../node_modules/vnu-jar/build/dist/vnu.jar'),
        '--format',
        'json',
        dir,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).then(
      (result) => result.stderr,
      (error: { stderr?: string }) => error.stderr ?? '',
    );
    const report = JSON.parse(output) as {
      messages: {
        type: string;
        subType?: string;
        message: string;
        url: string;
        extract?: string;
      }[];
    };
    failures.push(
      ...report.messages
        .filter((m) => m.type === 'error' || m.subType === 'warning')
        .map((m) => `${m.url.split('/').pop()}: ${m.message} [${(m.extract ?? '').trim()}]`),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await admin.put(request, 'pages', ENGLISH, { title: english.published.title });
    await admin.post(request, 'pages/publish', ENGLISH);
    for (const [url, lang] of [
      [PAGE.url, 'tr'],
      [ENGLISH.url, 'ru'],
    ] as const) {
      await admin.post(request, 'pages/still-correct', { url, lang });
    }
  }
});

test('without scripts the list shows everything and the history still compares', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${WORKSPACE}?lang=tr&q=nothing-matches-this`);
    // The filters need the script: hidden, and every row shown.
    await expect(page.getByRole('search', { name: 'Find content' })).toBeHidden();
    await expect(page.getByRole('row', { name: /Hakkımızda/ })).toBeVisible();
    await page.goto(
      `${WORKSPACE}/history/page?url=${encodeURIComponent(PAGE.url)}&lang=${PAGE.lang}`,
    );
    await expect(
      page
        .getByRole('navigation', { name: /Versions/ })
        .getByRole('link')
        .first(),
    ).toContainText('live now');
    await expect(
      page.getByRole('heading', { name: /compared with the live version/ }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
