import { expect, test } from '@playwright/test';
import { localeCases } from '../test/locale-matrix';
import { localeOfPath } from '../lib/i18n/locales';
import { E2E } from './ports';

/**
 * Every browser language × remembered language × entry path, walked as a browser does: following
 * redirects by hand and keeping the cookies the site sets. Each walk ends on a 200 page within two
 * redirects (a German browser once looped between / and /de).
 */
type Walk = { statuses: number[]; path: string; lang: string | undefined; cookie: string | null };

async function walk(entry: string, acceptLanguage: string | null, cookie: string | null) {
  const result: Walk = { statuses: [], path: entry, lang: undefined, cookie };
  let url = new URL(entry, E2E.site);
  for (let hop = 0; hop < 5; hop += 1) {
    const headers: Record<string, string> = {
      accept: 'text/html',
      'sec-fetch-dest': 'document',
    };
    if (acceptLanguage) headers['accept-language'] = acceptLanguage;
    if (result.cookie !== null) headers.cookie = `i18n_redirected=${result.cookie}`;
    const response = await fetch(url, { headers, redirect: 'manual' });
    result.statuses.push(response.status);
    const set = /i18n_redirected=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (set) result.cookie = set[1] ?? null;
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      result.path = url.pathname;
      continue;
    }
    result.lang = /<html lang="([a-z]+)"/.exec(await response.text())?.[1];
    break;
  }
  return result;
}

test('every language, remembered language and entry path ends on a page within two redirects', async () => {
  test.setTimeout(120_000);
  const cases = localeCases();
  const failures: string[] = [];
  // A few walks at a time: the pages come from the cache after the first of each.
  for (let i = 0; i < cases.length; i += 8) {
    await Promise.all(
      cases.slice(i, i + 8).map(async ({ acceptLanguage: language, cookie, entry, missing }) => {
        // The cookie as the browser sends it: percent-encoded.
        const first = await walk(
          entry,
          language,
          cookie === null ? null : encodeURIComponent(cookie),
        );
        if (missing) {
          // Its language's 404 at once: no redirect to another language's 404 first.
          if (first.statuses.join() !== '404' || first.lang !== localeOfPath(entry).locale) {
            failures.push(
              `${language ?? '-'} × ${cookie ?? '-'} × ${entry}: ${first.statuses.join('→')} (${first.lang})`,
            );
          }
          return;
        }
        // The browser comes back to / with what it now remembers: no loop there either.
        const back = await walk('/', language, first.cookie);
        for (const [name, result] of [
          ['first', first],
          ['back at /', back],
        ] as const) {
          const redirects = result.statuses.length - 1;
          if (result.statuses.at(-1) !== 200 || redirects > 2 || !result.lang) {
            failures.push(
              `${language ?? '-'} × ${cookie ?? '-'} × ${entry} (${name}): ${result.statuses.join('→')} at ${result.path}`,
            );
          }
        }
      }),
    );
  }
  expect(failures, failures.join('\n')).toEqual([]);
});

test('stable language fallbacks are permanent redirects (308)', async () => {
  for (const [entry, target] of [
    ['/de/about-us', '/about-us'],
    ['/tr/about-us', '/tr/hakkimizda'],
    ['/en/about-us', '/about-us'],
  ] as const) {
    const response = await fetch(new URL(entry, E2E.site), { redirect: 'manual' });
    expect(response.status, entry).toBe(308);
    expect(new URL(response.headers.get('location')!, E2E.site).pathname, entry).toBe(target);
  }
});

test('the remembered German is kept for German pages but never followed at the root', async () => {
  const german = await walk('/de/event-solutions', 'de', 'en');
  expect(german.statuses).toEqual([200]);
  expect(german.lang).toBe('de');
  expect(german.cookie).toBe('de');
  const home = await walk('/', 'de', 'de');
  expect(home.statuses).toEqual([200]);
  expect(home.lang).toBe('en');
});
