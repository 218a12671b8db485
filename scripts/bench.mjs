#!/usr/bin/env node
// `npm run bench`: autocannon against the production build and the embedded provider. Each page's
// throughput is compared with a static file served by the same server (the floor). Budget: cached
// pages at least 0.7 of the floor, no non-2xx answer. Also reports the gzip JavaScript per page type.
// `npm run bench -- --soak`: 60 s at 50 connections across all page types, RSS before and after.
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { firstUpcomingEvent, pidOnPort, serve } from './lib/serve.mjs';

const soak = process.argv.includes('--soak');
const SITE_PORT = 3500;
const server = await serve({ sitePort: SITE_PORT, providerPort: 4500 });
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

  if (soak) {
    const before = rssKb(pid);
    const result = await run({
      url: server.site,
      connections: 50,
      duration: 60,
      requests: Object.values(pages).map((path) => ({ method: 'GET', path })),
    });
    const after = rssKb(pid);
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `soak: ${result.requests.total} requests in 60 s at 50 connections, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${errors}; RSS ${Math.round(before / 1024)} MB -> ${Math.round(after / 1024)} MB`,
    );
    failed = errors > 0 || after > before * 1.5 + 50 * 1024;
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
      const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]);
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
