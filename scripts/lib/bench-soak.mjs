// `npm run soak`: one instance under a mixed load for SOAK_SECONDS (default 300) at
// SOAK_CONNECTIONS (default 8): out of every ten requests four pages (every route of the route
// table in every language that offers it, every shown event in each language, and the query
// variants the pages link to), three optimised images (a dozen of the pictures the pages show, at
// every configured width, AVIF and WebP), two 404s (a new unknown path or event each time, in each
// language) and one contact form post through the real route handler. The RSS of the Next server
// process is sampled every second. Budget: no 5xx, timeout or unexpected status (forms may answer
// 409/429: rate limit and idempotency), RSS ≤ 400 MB throughout, and no growth in the last third
// over the middle third (a leak keeps raising it).
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { eventSlugs, imageWidths, pidOnPort } from './serve.mjs';

export const RSS_BUDGET_MB = 400;
const PICTURES = 12;
const mb = (kb) => Math.round(kb / 1024);
/** Where the memory is (smaps_rollup): anonymous (heaps: V8's and malloc's) against file-backed (code). */
function memoryOf(pid) {
  const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    rss: field('Rss'),
    anonymous: field('Anonymous'),
    file: field('Rss') - field('Anonymous'),
  };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

// A browser's page visit, and the same browser's image requests.
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
const IMAGE_ACCEPT = ['image/avif,image/webp,*/*', 'image/webp,*/*'];

/** The site's pages from its route table (lib/i18n), in every language that offers them. */
async function sitePages(server) {
  const routes = await tsImport('../../lib/i18n/routes.ts', import.meta.url);
  const { getPathname, eventHref } = await tsImport(
    '../../lib/i18n/navigation.ts',
    import.meta.url,
  );
  const { locales } = await tsImport('../../lib/i18n/locales.ts', import.meta.url);
  const pages = [];
  for (const locale of locales) {
    for (const key of routes.staticPathnames) {
      if (routes.offeredLocales(key).includes(locale))
        pages.push(getPathname({ locale, href: key }));
    }
    for (const slug of await eventSlugs(server.provider, locale))
      pages.push(eventHref(locale, slug));
  }
  const notFound = locales.flatMap((locale) => [
    (n) => `${getPathname({ locale, href: '/' }).replace(/\/$/, '')}/no-such-page-${n}`,
    (n) => eventHref(locale, `no-such-event-${n}`),
  ]);
  return { pages, notFound, locales };
}

/**
 * Every page once (the caches' first fill), with what the pages link to: their query variants (the
 * events list's filters, the schedule's months) and the pictures they show.
 */
async function visit(site, pages) {
  const known = new Set(pages);
  const variants = new Set();
  const pictures = new Set();
  const failures = [];
  for (const path of pages) {
    const response = await fetch(`${site}${path}`, { headers: PAGE_HEADERS, redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200) failures.push(`${path}: ${response.status}`);
    for (const [, href] of html.matchAll(/href="([^"#]+\?[^"#]+)"/g)) {
      const url = href.replaceAll('&amp;', '&');
      if (known.has(url.split('?')[0])) variants.add(url);
    }
    // In the markup's src and srcset (the React payload has them again, escaped).
    for (const [, url] of html.matchAll(/\/_next\/image\?url=([^&"\\]+)&amp;/g)) {
      pictures.add(decodeURIComponent(url));
    }
  }
  return { variants: [...variants], pictures: [...pictures], failures };
}

function contactPost(n, locale) {
  return JSON.stringify({
    firstName: 'Soak',
    lastName: 'Visitor',
    email: `soak${n}@example.com`,
    phoneNumber: '532 123 45 67',
    message: `Mixed load post ${n}.`,
    approvedKvkk: true,
    locale,
  });
}

export async function benchSoak(server, sitePort) {
  const seconds = Number(process.env.SOAK_SECONDS || 300);
  const connections = Number(process.env.SOAK_CONNECTIONS || 8);
  const { pages: routes, notFound, locales } = await sitePages(server);
  const warm = await visit(server.site, routes);
  if (warm.failures.length > 0) {
    console.error(
      `soak: pages not answering 200 before the load:\n  ${warm.failures.join('\n  ')}`,
    );
    return 1;
  }
  const pages = [...routes, ...warm.variants];
  const widths = imageWidths();
  // A dozen of the pages' pictures, spread over them (all of them would make this a benchmark of
  // cold encodes: `npm run bench -- --images` is that one).
  const step = Math.max(1, Math.floor(warm.pictures.length / PICTURES));
  const pictures = warm.pictures.filter((_, i) => i % step === 0).slice(0, PICTURES);
  const images = pictures.flatMap((picture) =>
    widths.map((w) => `/_next/image?url=${encodeURIComponent(picture)}&w=${w}&q=75`),
  );

  // Four pages, three images, two 404s and a form post in every ten requests.
  const MIX = [
    'page',
    'image',
    'page',
    'missing',
    'page',
    'image',
    'form',
    'page',
    'image',
    'missing',
  ];
  const counters = { page: 0, image: 0, missing: 0, form: 0 };
  let retry = { key: '', body: '' };
  const make = {
    page: (n) => ({ method: 'GET', path: pages[n % pages.length], headers: PAGE_HEADERS }),
    image: (n) => ({
      method: 'GET',
      path: images[Math.floor(n / 2) % images.length],
      headers: { accept: IMAGE_ACCEPT[n % 2] },
    }),
    missing: (n) => ({
      method: 'GET',
      path: notFound[n % notFound.length](n),
      headers: PAGE_HEADERS,
    }),
    form: (n) => {
      // One in four posts is a retry of the one before (same key and data): idempotency answers it.
      if (n % 4 !== 3)
        retry = { key: randomUUID(), body: contactPost(n, locales[n % locales.length]) };
      return {
        method: 'POST',
        path: '/api/forms/contact',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': retry.key,
          // Visitors behind the reverse proxy, each with its own rate limit.
          'x-forwarded-for': `198.51.100.${n % 250}`,
        },
        body: retry.body,
      };
    },
  };
  const expected = {
    page: [200],
    image: [200],
    missing: [404],
    form: [200, 409, 429],
  };
  const answers = { page: {}, image: {}, missing: {}, form: {} };
  const unexpected = [];
  let sent = 0;

  const pid = await pidOnPort(sitePort);
  const before = memoryOf(pid);
  const samples = [];
  const sampler = setInterval(() => samples.push(memoryOf(pid)), 1000);
  const result = await new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.site,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            setupRequest: (request, context) => {
              const kind = MIX[sent++ % MIX.length];
              context.kind = kind;
              const made = make[kind](counters[kind]++);
              context.path = made.path;
              return { ...request, ...made };
            },
            onResponse: (status, _body, context) => {
              const kind = context.kind;
              answers[kind][status] = (answers[kind][status] ?? 0) + 1;
              if (!expected[kind].includes(status) && unexpected.length < 10) {
                unexpected.push(`${status} ${context.path}`);
              }
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  clearInterval(sampler);
  // After the load: idle for 30 s (what the instance keeps between bursts).
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  const after = memoryOf(pid);

  const rss = samples.map((sample) => sample.rss);
  const third = Math.floor(rss.length / 3);
  const middle = rss.slice(third, 2 * third);
  const last = rss.slice(2 * third);
  const peakAt = rss.indexOf(Math.max(...rss));
  const peak = samples[peakAt];
  const steady = median(last);
  const growing = Math.max(...last) > Math.max(...middle) * 1.1 + 20 * 1024;
  const wrong = Object.entries(answers).reduce(
    (n, [kind, statuses]) =>
      n +
      Object.entries(statuses)
        .filter(([status]) => !expected[kind].includes(Number(status)))
        .reduce((sum, [, count]) => sum + count, 0),
    0,
  );
  const errors = result.errors + result.timeouts + wrong;
  const answered = (kind) =>
    Object.entries(answers[kind])
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');

  console.log(
    `soak: ${seconds} s at ${connections} connections, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`,
  );
  console.log(
    `  mix: ${pages.length} pages (${routes.length} routes × languages and events, ${warm.variants.length} query variants), ` +
      `${images.length} image urls (${pictures.length} of the pages' ${warm.pictures.length} pictures × ${widths.length} widths) × 2 formats, ` +
      `unknown pages and events in ${locales.length} languages, contact posts from 250 visitors`,
  );
  console.log(
    `  ${result.requests.total} requests, ${Math.round(result.requests.total / seconds)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  for (const kind of Object.keys(answers)) console.log(`  ${kind}: ${answered(kind)}`);
  console.log(
    `  errors: ${result.errors} socket, ${result.timeouts} timeouts, ${wrong} unexpected status${unexpected.length ? ` (${unexpected.join('; ')})` : ''}`,
  );
  console.log(
    `  RSS: ${mb(before.rss)} MB before, peak ${mb(peak.rss)} MB at ${peakAt} s ` +
      `(anonymous ${mb(peak.anonymous)}, file ${mb(peak.file)}), steady ${mb(steady)} MB (median of the last third), ` +
      `${mb(after.rss)} MB 30 s after (anonymous ${mb(after.anonymous)}); budget ${RSS_BUDGET_MB} MB`,
  );
  console.log(
    `  growth: last third's peak ${mb(Math.max(...last))} MB against the middle third's ${mb(Math.max(...middle))} MB${growing ? ' GROWING' : ''}`,
  );
  if (process.env.SOAK_TRACE) {
    console.log(
      `  RSS each 10 s (MB): ${rss
        .filter((_, i) => i % 10 === 0)
        .map(mb)
        .join(' ')}`,
    );
  }
  return errors > 0 || growing || peak.rss > RSS_BUDGET_MB * 1024 ? 1 : 0;
}
