import { spawn, type ChildProcess } from 'node:child_process';
import {
  request as httpRequest,
  type Agent as HttpAgent,
  type IncomingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { localeOfPath, type Locale } from '../lib/i18n/locales';
import { href } from '../lib/i18n/navigation';
import { pageUrlFromPath } from '../lib/i18n/page-url';
import {
  EVENT_DETAIL,
  offeredLocales,
  routeOf,
  staticPathnames,
  type AppPathname,
  type StaticPathname,
} from '../lib/i18n/routes';
import { E2E, siteEnv } from './ports';

/** A page in a language: its route, its site path and its provider url. */
export type RouteCase<R extends AppPathname = StaticPathname> = {
  locale: Locale;
  route: R;
  path: string;
  url: string;
};

/** Every page of the docs/product.md §2 route table in every language it is offered in. */
export function allRoutes(): RouteCase[] {
  return staticPathnames.flatMap((route) =>
    offeredLocales(route).map((locale) => {
      const path = href(locale, route);
      return { locale, route, path, url: pageUrlFromPath(path, locale) };
    }),
  );
}

/** The paths the sitemap lists (every page and event page in every language it is offered in). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Whether a site path is an event's page (in any language's spelling). */
export function isEventPath(path: string): boolean {
  const { locale, rest } = localeOfPath(path);
  return routeOf(locale, rest)?.pathname === EVENT_DETAIL;
}

/** The provider's own answer for a page, to compare what the site shows with what the provider says. */
export async function providerPage(
  request: APIRequestContext,
  lang: string,
  url: string,
  provider: string = E2E.provider,
) {
  const response = await request.get(`${provider}/v1/pages/url-lang`, {
    params: { 'property-network-id': 4, url, lang },
  });
  expect(response.status(), `provider page ${lang} ${url}`).toBe(200);
  return (await response.json()) as { title: string; property: { id: number } };
}

/**
 * An embedded provider of a spec's own (in memory, test hooks on, the suite's admin token): the faults
 * it is given and the edits made on it touch no other test, so the spec runs beside the others.
 */
export async function ownProvider(port: number, env: Record<string, string> = {}) {
  const { startProvider } = await import('../scripts/lib/cluster.mjs');
  const provider = await startProvider({
    port,
    env: { PROVIDER_TEST_HOOKS: '1', PROVIDER_ADMIN_TOKEN: E2E.adminToken, ...env },
  });
  return {
    ...provider,
    /** `setFault` on this provider. */
    setFault: (request: APIRequestContext, mode: Fault, paths?: string[], delayMs?: number) =>
      setFault(request, mode, paths, delayMs, provider.url),
  };
}

/**
 * A site of a spec's own on a provider of its own, the provider's publishes announced to that site: a
 * spec that breaks the provider runs beside the others. Its fault, provider-page and revalidate calls
 * are bound to the pair.
 */
export async function ownSiteAndProvider(sitePort: number, providerPort: number) {
  const origin = `http://127.0.0.1:${sitePort}`;
  const provider = await ownProvider(providerPort, {
    SITE_REVALIDATE_URL: `${origin}/api/revalidate`,
    REVALIDATE_SECRET: E2E.revalidateSecret,
  });
  const { startInstance } = await import('../scripts/lib/cluster.mjs');
  const start = () =>
    startInstance({
      port: sitePort,
      providerUrl: provider.url,
      env: siteEnv(sitePort, providerPort, origin),
    });
  let site = await start().catch(async (error: unknown) => {
    await provider.stop();
    throw error;
  });
  return {
    provider,
    get site() {
      return site;
    },
    /** Stops the site and starts it again (a deploy): empty caches, the same disk. */
    restartSite: async () => {
      await site.stop();
      site = await start();
    },
    stop: async () => {
      await site.stop();
      await provider.stop();
    },
    setFault: provider.setFault,
    providerPage: (request: APIRequestContext, lang: string, url: string) =>
      providerPage(request, lang, url, provider.url),
    revalidate: (request: APIRequestContext, body: Record<string, string>) =>
      revalidate(request, body, site.url),
  };
}

/**
 * The file's site and provider (ownSiteAndProvider), started before its tests and stopped after them,
 * the provider's faults lifted after each test. Call at the top of a spec file; the pair is there once
 * its tests run.
 */
export function siteAndProviderPerFile(sitePort: number, providerPort: number) {
  let own: Awaited<ReturnType<typeof ownSiteAndProvider>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    own = await ownSiteAndProvider(sitePort, providerPort);
  });
  test.afterAll(async () => {
    await own?.stop();
  });
  test.afterEach(async ({ request }) => {
    await own?.setFault(request, 'none');
  });
  return () => own!;
}

export type Fault =
  'none' | 'down' | 'hang' | 'trickle' | '500' | 'malformed' | 'wrong-shape' | 'slow';

export async function setFault(
  request: APIRequestContext,
  mode: Fault,
  paths?: string[],
  /** For `slow`: how long the provider holds its answer back (it stores the form at once). */
  delayMs?: number,
  /** The provider to break: the suite's unless a spec started its own. */
  provider: string = E2E.provider,
) {
  const response = await request.post(`${provider}/__test/faults`, {
    data: { mode, paths, delayMs },
  });
  expect(response.ok()).toBe(true);
}

export async function revalidate(
  request: APIRequestContext,
  body: Record<string, string>,
  site: string = E2E.site,
) {
  const response = await request.post(`${site}/api/revalidate`, {
    headers: { 'x-revalidate-secret': E2E.revalidateSecret },
    data: body,
  });
  expect(response.status()).toBe(200);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * A page as the server sends it, read with the browser's own HTML parser (DOMParser: no script runs,
 * nothing loads). The cheap way to check a page's content over a whole matrix of queries, where one
 * browser walk proves that the links between them work.
 */
export async function serverPage(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  return {
    html,
    /** For each element `selector` finds, in document order: its attribute `name`, else its text. */
    query: (selector: string, name?: string) =>
      page.evaluate(
        ({ html, selector, name }) =>
          [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)].map(
            (element) =>
              name === undefined
                ? (element.textContent ?? '').replace(/\s+/g, ' ').trim()
                : (element.getAttribute(name) ?? ''),
          ),
        { html, selector, name },
      ),
  };
}

/**
 * Opens a page and waits until it has hydrated: its scripts load after the first paint
 * (lib/html/defer-scripts.ts), and a click before that is the browser's own (a form posts natively).
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/**
 * The burger menu's summary: the header's menu is a native <details> (it opens before hydration and
 * without JavaScript), and Playwright's role locators give a <summary> no role. Its name says what
 * it does: "Open menu", open "Close menu".
 */
export function burgerMenu(page: Page | FrameLocator) {
  return page.locator('details[data-mobile-menu] > summary');
}

/** The language switcher's summary shown at this width (a <details> too; one per breakpoint). */
export function languageSwitcher(page: Page | FrameLocator) {
  return page.locator('details[data-language-menu] > summary').filter({ visible: true });
}

/** Waits for the app shell's mark that the page has hydrated (components/integrations/Lifecycle). */
export function hydrated(page: Page) {
  return expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request with exactly these headers (fetch would not send a Host or X-Forwarded-For of our
 * choosing), over http or https (the certificate not checked: nginx's is self-signed), from
 * `localAddress` when given, on a connection of its own unless an agent is given.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: string;
    localAddress?: string;
    agent?: HttpAgent;
    /** A Unix socket to send the request to (an instance's SOCKET_PATH) instead of the URL's host. */
    socketPath?: string;
  } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  const open = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = open(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        socketPath: options.socketPath,
        rejectUnauthorized: false,
        agent: options.agent ?? false,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A newsletter sign-up posted to `origin` from `localAddress`, claiming `forwardedFor` as the
 * visitor's address: its status (200, or 429 once the visitor's rate limit is used up).
 */
export async function postNewsletterFrom(
  origin: string,
  localAddress: string,
  forwardedFor: string,
): Promise<number> {
  const body = JSON.stringify({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    approvedKvkk: true,
    locale: 'en',
  });
  const answer = await rawRequest(`${origin}/api/forms/newsletter`, {
    method: 'POST',
    localAddress,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-forwarded-for': forwardedFor,
    },
  });
  return answer.status;
}

/**
 * Starts a server process of the build (`node dist/server.cjs …`) from the repository with
 * exactly `env`, and waits until `origin`/api/ready answers 200. `exited` resolves with its exit
 * code.
 */
export async function startBuiltServer(
  command: string[],
  env: Record<string, string | undefined>,
  origin: string,
): Promise<{ child: ChildProcess; exited: Promise<number | null> }> {
  const [program, ...args] = command;
  const child = spawn(program!, args, {
    cwd: path.resolve(__dirname, '..'),
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/ready`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { child, exited };
}

/**
 * Waits until everything the site defers to an idle moment has run: the load event and hydration
 * (the app shell's effects queue their idle tasks then), then two idle callbacks of the page's own
 * (the site's `whenIdle`/`onIdle` tasks — third parties, the consent banner, link prefetching — were
 * queued before them and run first), then one more round trip so the requests they started are seen.
 * Used before asserting that something did NOT happen, instead of a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await hydrated(page);
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    );
  }
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
