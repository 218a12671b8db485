import { expect, test, type APIRequestContext } from '@playwright/test';
import { eventHref } from '../lib/i18n/navigation';
import { signGrant } from '../lib/preview/grant';
import { DRAFT_MARK_HEADER } from '../lib/server/response';
import { signPreviewLink } from '../lib/preview/link';
import { ogImagePath } from '../lib/seo/og';
import { decodeEntities, providerPage } from './helpers';
import { E2E } from './ports';

// A page no other spec asserts texts on; its title is restored at the end.
const PAGE = { lang: 'de', url: '/gastronomyBackUp', path: '/de/gastronomyBackUp' } as const;
const admin = { authorization: `Bearer ${E2E.adminToken}` };

async function saveDraft(request: APIRequestContext, title: string) {
  const response = await request.put(`${E2E.provider}/admin/pages`, {
    params: { url: PAGE.url, lang: PAGE.lang },
    headers: admin,
    data: { title },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function publish(request: APIRequestContext) {
  const response = await request.post(`${E2E.provider}/admin/pages/publish`, {
    params: { url: PAGE.url, lang: PAGE.lang },
    headers: admin,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The public page's <h1> and <title>, as a visitor without cookies gets them: by default as a
 * crawler asks (past the server's page cache), or as a browser loads the page (through it).
 */
async function publicTitles(request: APIRequestContext, { asBrowser = false } = {}) {
  // A fresh connection each time: a kept-alive one can be closed by the server between two steps.
  const response = await request.get(PAGE.path, {
    maxRedirects: 0,
    headers: {
      connection: 'close',
      ...(asBrowser ? { accept: 'text/html', 'sec-fetch-dest': 'document' } : {}),
    },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    title: decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    h1: decodeEntities(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? ''),
    banner: html.includes('data-testid="preview-banner"'),
    fromPageCache: response.headers()['x-server-cache'] === 'hit',
  };
}

test.describe.configure({ mode: 'serial' });

test('a wrong or missing secret is refused with 401 and enables nothing', async ({ request }) => {
  for (const query of ['?secret=wrong&path=/about-us', '?path=/about-us', '?secret=&path=/']) {
    const response = await request.get(`/api/draft${query}`, { maxRedirects: 0 });
    expect(response.status(), query).toBe(401);
    expect(response.headers()['set-cookie'] ?? '', query).not.toContain('__prerender_bypass');
  }
  const external = await request.get(`/api/draft?secret=${E2E.draftSecret}&path=//evil.example`, {
    maxRedirects: 0,
  });
  expect(external.status()).toBe(400);
  expect(external.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');

  const wrongSecrets: Record<string, string>[] = [{ 'x-revalidate-secret': 'wrong' }, {}];
  for (const headers of wrongSecrets) {
    const response = await request.post('/api/revalidate', { headers, data: { type: 'all' } });
    expect(response.status()).toBe(401);
  }
});

test('an edited draft shows in preview only; published, it is public within 5 s without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const original = (await providerPage(request, PAGE.lang, PAGE.url)).title;
  const draft = `${original} – Entwurf ${Date.now().toString(36)}`;
  try {
    // Warm the public cache, then save a draft: the public page keeps the published title.
    expect((await publicTitles(request)).h1).toBe(original);
    await saveDraft(request, draft);
    const before = await publicTitles(request);
    expect(before.h1).toBe(original);
    expect(before.title).not.toContain(draft);

    // Preview: draft mode shows the draft and the banner.
    await page.goto(`/api/draft?secret=${E2E.draftSecret}&path=${encodeURIComponent(PAGE.path)}`, {
      waitUntil: 'domcontentloaded',
    });
    await expect(page).toHaveURL(new RegExp(`${PAGE.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft);
    await expect(page).toHaveTitle(new RegExp(draft));
    const banner = page.getByRole('complementary', { name: 'Vorschau' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Vorschau beenden' })).toHaveAttribute(
      'href',
      `/api/draft/exit?path=${encodeURIComponent(PAGE.path)}`,
    );

    // Still not public, and the public page carries no banner.
    const during = await publicTitles(request);
    expect(during.h1).toBe(original);
    expect(during.banner).toBe(false);

    // Leaving preview returns to the page as visitors see it, without the banner.
    await banner.getByRole('link', { name: 'Vorschau beenden' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    await page.waitForLoadState('networkidle');

    // The server's page cache holds the page as browsers load it (after one more request when a
    // publish of the editor tests running beside these expired it in between).
    await expect
      .poll(async () => publicTitles(request, { asBrowser: true }), { intervals: [50] })
      .toMatchObject({ h1: original, fromPageCache: true });

    // Publish: the provider calls the webhook; the public page follows within 5 seconds.
    const published = Date.now();
    await publish(request);
    await expect
      .poll(async () => (await publicTitles(request)).h1, { timeout: 5_000, intervals: [100] })
      .toBe(draft);
    expect(Date.now() - published).toBeLessThan(5_000);
    // The page cache was emptied too, though the provider drops the webhook's connection early.
    expect((await publicTitles(request, { asBrowser: true })).h1).toBe(draft);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft);
  } finally {
    await saveDraft(request, original);
    await publish(request);
    await expect
      .poll(async () => (await publicTitles(request)).h1, { timeout: 15_000 })
      .toBe(original);
  }
});

/** The draft-mode cookies a preview entry sets, as one Cookie header. */
async function enter(request: APIRequestContext, query: string): Promise<string> {
  const entered = await request.get(`/api/draft?${query}`, {
    maxRedirects: 0,
    headers: { connection: 'close' },
  });
  expect(entered.status(), await entered.text()).toBe(307);
  const cookies = entered
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]!);
  expect(cookies.some((cookie) => cookie.startsWith('__prerender_bypass='))).toBe(true);
  return cookies.join('; ');
}

test('a preview opens the drafts of what it names, until it expires, under the current secret only', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const original = (await providerPage(request, PAGE.lang, PAGE.url)).title;
  const draft = `${original} – Umfang ${Date.now().toString(36)}`;
  const titleWith = async (cookie: string, forged: Record<string, string> = {}) => {
    const response = await request.get(PAGE.path, {
      maxRedirects: 0,
      headers: { cookie, connection: 'close', ...forged },
    });
    expect(response.status()).toBe(200);
    // The proxy's draft-mode mark (lib/preview/framing.ts) is the server's alone: it never leaves.
    expect(response.headers()[DRAFT_MARK_HEADER]).toBeUndefined();
    const html = await response.text();
    return {
      // The editor workspace may frame the page (PREVIEW_FRAME_ANCESTORS) only under a live grant.
      framed: !/frame-ancestors 'none'/.test(response.headers()['content-security-policy'] ?? ''),
      h1: decodeEntities(
        html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '',
      ),
      cleared: response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'set-cookie')
        .map(({ value }) => value)
        .filter(
          (value) =>
            /^(__prerender_bypass|preview_grant)=;/.test(value) &&
            /expires=thu, 01 jan 1970/i.test(value),
        ).length,
    };
  };
  try {
    await saveDraft(request, draft);
    // A link to another page (and the CMS's secret entry for another page) shows this one as published.
    const other = await enter(
      request,
      signPreviewLink(E2E.draftSecret, '/de/event-solutions').query,
    );
    expect(await titleWith(other)).toEqual({ h1: original, cleared: 0, framed: false });
    const cms = await enter(request, `secret=${E2E.draftSecret}&path=/de/proposal-request`);
    expect(await titleWith(cms)).toEqual({ h1: original, cleared: 0, framed: false });
    // A client's own mark grants nothing: with no cookie, or with a grant for another page.
    const forged = { [DRAFT_MARK_HEADER]: 'granted' };
    expect(await titleWith('', forged)).toEqual({ h1: original, cleared: 0, framed: false });
    expect(await titleWith(other, forged)).toEqual({ h1: original, cleared: 0, framed: false });
    // A link that names it, alone or in its list, shows the draft, framed for the workspace.
    const named = await enter(request, signPreviewLink(E2E.draftSecret, PAGE.path).query);
    expect(await titleWith(named)).toEqual({ h1: draft, cleared: 0, framed: true });
    const listed = await enter(
      request,
      signPreviewLink(E2E.draftSecret, '/de/event-solutions', { also: [PAGE.path] }).query,
    );
    expect((await titleWith(listed)).h1).toBe(draft);
    const bypass = named.split('; ').find((cookie) => cookie.startsWith('__prerender_bypass='))!;
    // Next's cookie alone (the build's preview id), a grant that expired, one signed with an
    // earlier DRAFT_SECRET: published, and every draft-mode cookie cleared.
    const past = Math.floor(Date.now() / 1000) - 1;
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (const cookie of [
      bypass,
      `${bypass}; preview_grant=${signGrant(E2E.draftSecret, [[PAGE.path, past]])}`,
      `${bypass}; preview_grant=${signGrant('an-earlier-secret', [[PAGE.path, future]])}`,
    ]) {
      expect(await titleWith(cookie), cookie).toEqual({ h1: original, cleared: 2, framed: false });
    }
  } finally {
    await saveDraft(request, original);
  }
});

type ProviderEvent = { id: number; slug: string; title: string; status: string };

async function saveEventDraft(
  request: APIRequestContext,
  lang: string,
  slug: string,
  title: string,
) {
  const response = await request.put(`${E2E.provider}/admin/events`, {
    params: { slug, lang },
    headers: admin,
    data: { title },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function publishEvent(request: APIRequestContext, lang: string, slug: string) {
  const response = await request.post(`${E2E.provider}/admin/events/publish`, {
    params: { slug, lang },
    headers: admin,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The .ics as text with its folded lines joined (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

test('what draft mode renders (social image, .ics) is private and never stored; public answers stay public', async ({
  playwright,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const originalPage = (await providerPage(request, PAGE.lang, PAGE.url)).title;
  // Short, so the card's title clamp keeps it whole.
  const draftPage = `Entwurf ${stamp}`;
  const events = await request.get(`${E2E.provider}/v1/events/slider`, {
    params: { 'property-id': 4, locale: PAGE.lang, 'date-filter': 'ALL' },
  });
  expect(events.status()).toBe(200);
  const event = ((await events.json()) as ProviderEvent[]).find((e) =>
    ['SCHEDULED', 'TENTATIVE'].includes(e.status),
  )!;
  expect(event, 'a shown event in the seed').toBeDefined();
  const draftEventMarker = `Entwurf-${stamp}`;
  const ogPath = `/og${PAGE.path}.png`;
  const eventOgPath = ogImagePath(eventHref(PAGE.lang, event.slug));
  const icsPath = `/api/events/${PAGE.lang}/${encodeURIComponent(event.slug)}/ics`;

  // The editor's preview cookie, from its own context: `request` never holds it.
  const editor = await playwright.request.newContext({ baseURL: E2E.site });
  // The preview names the page and the event: their social images and the event's .ics follow.
  const also = [event.slug, `no-such-event-${stamp}`]
    .map((slug) => `&also=${encodeURIComponent(eventHref(PAGE.lang, slug))}`)
    .join('');
  const entered = await editor.get(
    `/api/draft?secret=${E2E.draftSecret}&path=${encodeURIComponent(PAGE.path)}${also}`,
    { maxRedirects: 0 },
  );
  expect(entered.status()).toBe(307);
  const cookies = entered
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value.split(';')[0]!)
    .join('; ');
  expect(cookies, 'draft mode cookie').toContain('__prerender_bypass=');
  const asEditor = (path: string) =>
    editor.get(path, { headers: { cookie: cookies, connection: 'close' } });
  const asVisitor = (path: string) => request.get(path, { headers: { connection: 'close' } });

  try {
    const publicPng = await asVisitor(ogPath);
    expect(publicPng.status()).toBe(200);
    await saveDraft(request, draftPage);
    await saveEventDraft(request, PAGE.lang, event.slug, `${event.title} ${draftEventMarker}`);

    // Draft mode: the page's card shows the draft title, the .ics the draft event; neither cacheable.
    const draftPng = await asEditor(ogPath);
    expect(draftPng.status()).toBe(200);
    expect(draftPng.headers()['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(await draftPng.body(), await publicPng.body())).not.toBe(0);
    const draftEventPng = await asEditor(eventOgPath);
    expect(draftEventPng.status()).toBe(200);
    expect(draftEventPng.headers()['cache-control']).toBe('private, no-store');
    const draftIcs = await asEditor(icsPath);
    expect(draftIcs.status()).toBe(200);
    expect(draftIcs.headers()['cache-control']).toBe('private, no-store');
    expect(unfold(await draftIcs.text())).toContain(draftEventMarker);
    const missing = await asEditor(`/api/events/${PAGE.lang}/no-such-event-${stamp}/ics`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('private, no-store');
    // The draft page's React payload (fetched from the page's URL, lib/html/flight.ts): the draft,
    // never stored, like the page (no browser keeps a draft after the preview); a visitor asking the
    // same URL gets the public page's, unkept.
    const draftHtml = await (await asEditor(PAGE.path)).text();
    expect(draftHtml).toContain(draftPage);
    const flightPath = /"([^"]+[?&]__flight=[0-9a-f]{32})"/.exec(draftHtml)![1]!;
    const draftFlight = await asEditor(flightPath);
    expect(draftFlight.status()).toBe(200);
    expect(draftFlight.headers()['cache-control']).toBe('no-store');
    expect(await draftFlight.text()).toContain(draftPage);
    const visitorFlight = await asVisitor(flightPath);
    expect(visitorFlight.status()).toBe(200);
    expect(visitorFlight.headers()['cache-control']).toBe('no-store');
    expect(await visitorFlight.text()).not.toContain(draftPage);

    // Without the cookie: the published card and event, publicly cacheable.
    const visitorPng = await asVisitor(ogPath);
    expect(visitorPng.status()).toBe(200);
    expect(visitorPng.headers()['cache-control']).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(Buffer.compare(await visitorPng.body(), await publicPng.body())).toBe(0);
    const visitorIcs = await asVisitor(icsPath);
    expect(visitorIcs.status()).toBe(200);
    expect(visitorIcs.headers()['cache-control']).toBe('public, max-age=300');
    const publicText = unfold(await visitorIcs.text());
    expect(publicText).not.toContain(draftEventMarker);
  } finally {
    // Undo: the drafts become the published content again (unchanged), and draft mode ends.
    await saveDraft(request, originalPage);
    await publish(request);
    await saveEventDraft(request, PAGE.lang, event.slug, event.title);
    await publishEvent(request, PAGE.lang, event.slug);
    await editor.dispose();
  }
  const after = await providerPage(request, PAGE.lang, PAGE.url);
  expect(after.title).toBe(originalPage);
  expect(unfold(await (await asVisitor(icsPath)).text())).not.toContain(draftEventMarker);
});

// `{ type: 'all' }` is unit-tested: here it would empty every cache in the middle of the suite.
test('the revalidation webhook maps each kind of change to its cache tags', async ({ request }) => {
  const post = (data: unknown) =>
    request.post('/api/revalidate', {
      headers: { 'x-revalidate-secret': E2E.revalidateSecret },
      data: data as Record<string, string>,
    });
  const cases: [Record<string, string>, string[]][] = [
    [{ type: 'page', lang: 'tr', url: '/hakkimizda' }, ['page:tr:/hakkimizda']],
    [{ type: 'menus', lang: 'ru' }, ['menus:ru']],
    [{ type: 'event', lang: 'de', slug: 'gala' }, ['event:de:gala', 'events:de']],
    [{ type: 'events', lang: 'en' }, ['events:en']],
  ];
  for (const [body, tags] of cases) {
    const response = await post(body);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ revalidated: true, tags });
  }
  expect((await post({ type: 'page', lang: 'tr' })).status()).toBe(400);
  // Only the site's languages, site paths and a body of a few KB.
  for (const body of [
    { type: 'menus', lang: 'xx' },
    { type: 'page', lang: 'en', url: 'https://evil.example/' },
    { type: 'page', lang: 'en', url: `/${'a'.repeat(600)}` },
    { type: 'event', lang: 'en', slug: 'a\u0000b' },
  ]) {
    expect((await post(body)).status(), JSON.stringify(body)).toBe(400);
  }
  const large = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': E2E.revalidateSecret, 'content-type': 'application/json' },
    data: JSON.stringify({ type: 'page', lang: 'en', url: `/${'a'.repeat(64 * 1024)}` }),
  });
  expect(large.status()).toBe(413);
});
