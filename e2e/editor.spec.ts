import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

    await page.getByRole('button', { name: 'Publish' }).click();
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
