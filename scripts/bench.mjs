#!/usr/bin/env node
// `npm run bench`: autocannon against the production build and the embedded provider. Each page's
// throughput is compared with a static file served by the same server (the floor). Budget: cached
// pages at least 0.7 of the floor, no non-2xx answer. Also reports the gzip JavaScript per page type.
// `npm run bench -- --soak` (`npm run soak`): 5 minutes of mixed load, pages of every type and
// language, images, 404s and form posts, RSS sampled every second (scripts/lib/bench-soak.mjs).
// Budget: no error, RSS ≤ 400 MB throughout, not growing.
// `npm run bench -- --images`: 60 s of 4 clients asking for every image variant (files × widths ×
// formats), RSS peak and 10 s later. Budget: peak ≤ 400 MB, back under 300 MB once it is over.
// `npm run bench -- --cluster`: nginx in front of one and two instances sharing Redis, and the
// time to first byte right after a publish with and without Redis (scripts/lib/bench-cluster.mjs).
// Budget: nginx → one instance at ≥ 0.85 of the same instance direct, p99 ≤ 100 ms.
// `npm run bench -- --publishes`: a cached page while publishes (`{"type":"all"}`) arrive back to
// back (scripts/lib/bench-publishes.mjs). Budget: ≥ 0.5 of its throughput alone, at most one
// provider read per resource per second.
// `npm run bench -- --rolling`: docs/operations.md's rolling deploy under load through nginx
// (scripts/lib/bench-rolling.mjs). Budget: no 5xx, socket error or timeout, every post stored once.
// `npm run bench -- --layers`: each speed mechanism in front of Next on and off, through nginx and
// the embedded default (scripts/lib/bench-layers.mjs); figures only, no budget.
// `npm run bench -- --queries`: floods of made-up query strings, directly and through nginx, with a
// bystander (scripts/lib/bench-queries.mjs). Budget: each flood ≥ 0.5 of its plain URL's
// throughput at the instance, the bystander's p50 within 2× (or 5 ms) of its p50 under that flood.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { firstUpcomingEvent, imageWidths, pidOnPort, serve } from './lib/serve.mjs';

// `--nginx=<variant>[,<variant>]`: nginx rendered with scripts/lib/nginx.mjs's variants (the
// settings before issue 44), for the run that shows what they cost.
for (const mode of ['rolling', 'queries']) {
  if (!process.argv.includes(`--${mode}`)) continue;
  execFileSync(process.execPath, ['scripts/ensure-system.mjs', '--bench'], { stdio: 'inherit' });
  const variant = process.argv
    .find((arg) => arg.startsWith('--nginx='))
    ?.slice('--nginx='.length)
    .split(',');
  const { bench } = await import(`./lib/bench-${mode}.mjs`);
  process.exit(await bench({ variant }));
}

if (process.argv.includes('--layers')) {
  execFileSync(process.execPath, ['scripts/ensure-system.mjs', '--bench', '--audit'], {
    stdio: 'inherit',
  });
  const { benchLayers } = await import('./lib/bench-layers.mjs');
  process.exit(await benchLayers());
}

if (process.argv.includes('--cluster')) {
  execFileSync(process.execPath, ['scripts/ensure-system.mjs', '--bench'], { stdio: 'inherit' });
  const { benchCluster } = await import('./lib/bench-cluster.mjs');
  process.exit(await benchCluster());
}

const soak = process.argv.includes('--soak');
const publishes = process.argv.includes('--publishes');
const images = process.argv.includes('--images');
// BENCH_SITE_PORT / BENCH_PROVIDER_PORT let parallel checkouts measure side by side.
const SITE_PORT = Number(process.env.BENCH_SITE_PORT || 3500);
const server = await serve({
  sitePort: SITE_PORT,
  providerPort: Number(process.env.BENCH_PROVIDER_PORT || 4500),
  env: publishes ? (await import('./lib/bench-publishes.mjs')).PUBLISH_ENV : {},
});
const slug = await firstUpcomingEvent(server.provider, 'en');
const pages = {
  'static file (floor)': '/brand/logo.svg',
  home: '/',
  'content page': '/venue',
  'event detail': `/events-concerts/${slug}`,
  'events list': '/events-concerts',
  'proposal request': '/proposal-request',
  'tr content page': '/tr/mekan',
};
const headers = { accept: 'text/html', 'accept-encoding': 'br' };

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ headers, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

let failed = false;
try {
  for (const path of Object.values(pages)) await fetch(`${server.site}${path}`, { headers }); // warm the cache
  const pid = await pidOnPort(SITE_PORT);

  if (images) {
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(jpe?g|png)$/i.test(name)) files.push(`/${path.relative('public', file)}`);
      }
    };
    walk('public/media');
    const widths = imageWidths();
    const variants = files.flatMap((file) =>
      widths.flatMap((w) =>
        ['image/avif', 'image/webp'].map((accept) => ({
          path: `/_next/image?url=${encodeURIComponent(file)}&w=${w}&q=75`,
          headers: { accept },
        })),
      ),
    );
    let next = 0;
    let peak = 0;
    const before = rssKb(pid);
    const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 500);
    const result = await run({
      url: server.site,
      connections: 4,
      duration: 60,
      requests: [{ setupRequest: (req) => ({ ...req, ...variants[next++ % variants.length] }) }],
    });
    clearInterval(timer);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = rssKb(pid);
    const mb = (kb) => Math.round(kb / 1024);
    console.log(
      `images: ${variants.length} variants (${files.length} files × ${widths.length} widths × 2 formats), ${result.requests.total} answered in 60 s at 4 connections, p50 ${result.latency.p50} ms, non-2xx ${result.non2xx}; RSS ${mb(before)} MB before, peak ${mb(peak)} MB, ${mb(settled)} MB 10 s later`,
    );
    failed = result.non2xx > 0 || peak > 400 * 1024 || settled > 300 * 1024;
  } else if (publishes) {
    const { benchPublishes } = await import('./lib/bench-publishes.mjs');
    failed = (await benchPublishes(server, pid)) !== 0;
  } else if (soak) {
    const { benchSoak } = await import('./lib/bench-soak.mjs');
    failed = (await benchSoak(server, SITE_PORT)) !== 0;
  } else {
    const duration = Number(process.env.BENCH_SECONDS || 8);
    const connections = Number(process.env.BENCH_CONNECTIONS || 20);
    const rows = [];
    let floor = 0;
    for (const [name, path] of Object.entries(pages)) {
      const result = await run({ url: `${server.site}${path}`, connections, duration });
      const rps = result.requests.average;
      if (!floor) floor = rps;
      const bad = result.non2xx + result.errors + result.timeouts;
      const ratio = rps / floor;
      const miss = bad > 0 || (name !== 'static file (floor)' && ratio < 0.7);
      failed ||= miss;
      rows.push({
        name,
        rps: Math.round(rps),
        p50: result.latency.p50,
        p99: result.latency.p99,
        ratio: ratio.toFixed(2),
        bad,
        miss,
      });
    }
    console.log(
      `\n${duration} s per page at ${connections} connections, ${new Date().toISOString().slice(0, 10)}, ${process.arch}, ${(await import('node:os')).cpus().length} cores`,
    );
    console.log('| page | req/s | p50 (ms) | p99 (ms) | ratio to floor | non-2xx/errors |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio} | ${r.bad}${r.miss ? ' MISSED' : ''} |`,
      );

    console.log('\n| page type | JavaScript loaded (gzip KB) |');
    console.log('|---|---|');
    for (const [name, path] of Object.entries(pages).slice(1)) {
      const html = await (
        await fetch(`${server.site}${path}`, { headers: { accept: 'text/html' } })
      ).text();
      // What a current browser loads: the noModule polyfills are for browsers without modules.
      const sources = [...html.matchAll(/<script[^>]*>/g)]
        .map(([tag]) => (/nomodule/i.test(tag) ? null : /\bsrc="([^"]+)"/.exec(tag)?.[1]))
        .filter((src) => src !== undefined && src !== null);
      // And the start-up chunks the after-first-paint loader inserts (lib/html/defer-scripts.ts).
      const deferred = /\(\(\)=>\{const s=(\[[^\]]*\]);/.exec(html)?.[1];
      if (deferred) sources.push(...JSON.parse(deferred));
      if (sources.length === 0) throw new Error(`bench: no script found in ${path}`);
      let bytes = 0;
      for (const src of new Set(sources)) {
        const body = Buffer.from(await (await fetch(new URL(src, server.site))).arrayBuffer());
        bytes += gzipSync(body).length;
      }
      console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} |`);
    }
  }
} finally {
  await server.stop();
}
console.log(failed ? '\nbench: budget MISSED' : '\nbench: all budgets met');
process.exit(failed ? 1 : 0);
