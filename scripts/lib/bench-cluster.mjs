// `npm run bench -- --cluster` (docs/operations.md "Scaling out"): the same pages through nginx in front of one
// and of two instances sharing one Redis (req/s, p50/p99, errors), and what the shared cache costs
// an uncached render: the time to first byte of a page right after a publish, with and without
// Redis. Not a timed test: figures for the budgets (docs/performance.md). Ports: BENCH_PORT + 90…99 and
// BENCH_PROVIDER_PORT + 90 (defaults 3500 and 4500).
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInstance, startProvider } from './cluster.mjs';
import { startRedis } from '../../lib/redis/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = Number(process.env.BENCH_PORT || 3500) + 90;
const PORTS = {
  redis: base,
  a: base + 1,
  b: base + 2,
  plain: base + 3,
  https: base + 7,
  http: base + 8,
  provider: Number(process.env.BENCH_PROVIDER_PORT || 4500) + 90,
};
const SECRET = 'bench-revalidate-secret';
const duration = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const PAGES = ['/', '/venue', '/events-concerts', '/proposal-request', '/tr/mekan', '/about-us'];
const headers = { accept: 'text/html', 'accept-encoding': 'br', 'sec-fetch-dest': 'document' };

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ headers, ...opts }, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function load(origin, encoding = headers['accept-encoding']) {
  const asked = { ...headers, 'accept-encoding': encoding };
  for (const page of PAGES)
    await fetch(`${origin}${page}`, { headers: asked }).catch(() => undefined);
  const result = await run({
    url: origin,
    headers: asked,
    connections,
    duration,
    requests: PAGES.map((page) => ({ method: 'GET', path: page })),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Time to the first byte of `page` on `origin` (ms), fetched as a browser would. */
async function ttfb(origin, page) {
  const started = performance.now();
  const response = await fetch(`${origin}${page}`, { headers });
  const reader = response.body.getReader();
  await reader.read();
  const ms = performance.now() - started;
  await reader.cancel();
  return ms;
}

const publish = (origin, url) =>
  fetch(`${origin}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ type: 'page', lang: 'en', url }),
  }).then((response) => response.text());

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** Median TTFB of a page right after a publish announced to `announce`, read on `read`. */
async function afterPublish(announce, read, page = '/about-us', rounds = 9) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    await ttfb(read, page); // cached before the publish
    await publish(announce, page);
    // Past the 2 s page cache of an instance that did not hear of it (without Redis).
    if (announce !== read) await new Promise((resolve) => setTimeout(resolve, 50));
    times.push(await ttfb(read, page));
  }
  return round(median(times));
}

export async function benchCluster() {
  const nginxModule = path.join(root, 'scripts/lib/nginx.mjs');
  const withNginx =
    existsSync(nginxModule) && existsSync(path.join(root, 'deploy/nginx/venue.conf'));
  const started = [];
  const rows = [];
  try {
    const redis = await startRedis({ port: PORTS.redis, appendonly: true });
    started.push(redis);
    const provider = await startProvider({ port: PORTS.provider });
    started.push(provider);
    const env = { REVALIDATE_SECRET: SECRET, LOG_LEVEL: 'warn' };
    const [a, b, plain] = await Promise.all([
      startInstance({
        port: PORTS.a,
        providerUrl: provider.url,
        env: { ...env, REDIS_URL: redis.url },
      }),
      startInstance({
        port: PORTS.b,
        providerUrl: provider.url,
        env: { ...env, REDIS_URL: redis.url },
      }),
      startInstance({ port: PORTS.plain, providerUrl: provider.url, env }),
    ]);
    started.push(a, b, plain);

    if (withNginx) {
      const { startNginx } = await import(nginxModule);
      const both = [PORTS.a, PORTS.b];
      // deploy/ as it is, then the alternatives docs/operations.md "Scaling out" weighs: nginx's own 1 s
      // micro-cache in front of the site's page cache, and nginx compressing instead of the site.
      for (const [setup, upstreams, variant, encoding] of [
        ['nginx → 1 instance, Redis', [PORTS.a]],
        ['nginx → 2 instances, Redis', both],
        ['nginx micro-cache (1 s) → 2 instances, Redis', both, 'microcache'],
        ['nginx → 2 instances, Redis, gzip by the site', both, undefined, 'gzip'],
        ['nginx gzip (site uncompressed) → 2 instances, Redis', both, 'gzip', 'gzip'],
      ]) {
        const nginx = await startNginx({
          httpsPort: PORTS.https,
          httpPort: PORTS.http,
          upstreams,
          variant,
        });
        try {
          rows.push({ setup, ...(await load(nginx.origin, encoding)) });
        } finally {
          await nginx.stop();
        }
      }
    } else {
      rows.push({ setup: '1 instance, Redis (no nginx here)', ...(await load(a.url)) });
    }
    rows.push({ setup: '1 instance, no Redis, direct', ...(await load(plain.url)) });

    const ttfbRows = [
      ['no Redis: publish and read on the instance', await afterPublish(plain.url, plain.url)],
      ['Redis: publish and read on the same instance', await afterPublish(a.url, a.url)],
      ['Redis: publish on A, read on B (pub/sub)', await afterPublish(a.url, b.url)],
    ];
    // An instance that has never rendered the page, with the data another one put in Redis.
    const cold = await startInstance({
      port: PORTS.plain + 1,
      providerUrl: provider.url,
      env: { ...env, REDIS_URL: redis.url },
    });
    started.push(cold);
    ttfbRows.push([
      'Redis: first read on a new instance (page from Redis)',
      round(await ttfb(cold.url, '/venue')),
    ]);

    console.log(
      `\n${duration} s at ${connections} connections over ${PAGES.length} pages, ${new Date().toISOString().slice(0, 10)}, ${process.arch}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'})`,
    );
    console.log('| setup | req/s | p50 (ms) | p99 (ms) | errors |');
    console.log('|---|---|---|---|---|');
    for (const r of rows)
      console.log(`| ${r.setup} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    console.log('\n| time to first byte right after a publish (median of 9) | ms |');
    console.log('|---|---|');
    for (const [name, ms] of ttfbRows) console.log(`| ${name} | ${ms} |`);
    return rows.some((r) => r.errors > 0) ? 1 : 0;
  } finally {
    for (const piece of started.reverse()) await piece.stop().catch(() => undefined);
  }
}
