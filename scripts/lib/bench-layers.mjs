// `npm run bench -- --layers` (docs/performance.md "What each layer pays"): each speed mechanism in
// front of Next measured on and off, in the two shapes the site runs in: through nginx with
// deploy/nginx/venue.conf (TLS, HTTP/2, its static cache; the instance on its Unix socket) and the
// embedded default (`npm start`: one instance, plain HTTP). One instance per configuration, all
// from the one build and all running at once, so every round measures each configuration back to
// back (interleaved, in a rotating order) and the machine's load hits them alike:
// - Lighthouse (mobile, simulated slow 4G, as `npm run audit`) for what a visitor's browser gets:
//   the payload out of the HTML, the deferred start-up scripts, brotli build files, compile hints
//   (a copy of the build without them) and the first-visit font switch (off: the faces noted as
//   held, so the page preloads them and paints in them, as before the switch);
// - wrk for what a server layer saves: the page cache, brotli build files.
// Layers are switched off with BENCH_LAYERS_OFF (server/index.ts; bench only; `image-encodes` is
// measured by `BENCH_LAYERS_OFF=image-encodes npm run soak`: memory, not speed). Not a budget: it
// prints the figures and exits 0. BENCH_LAYERS_RUNS (default 3) rounds; BENCH_SECONDS (default 5)
// per wrk run; BENCH_LAYERS_ONLY=wrk or lighthouse for one half; BENCH_LAYERS_PAGES and
// BENCH_LAYERS_CONFIGS (comma-separated names) narrow Lighthouse's half; ports BENCH_SITE_PORT + 50… and BENCH_PROVIDER_PORT + 50… (defaults 3500, 4500).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import puppeteer from 'puppeteer-core';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HINT } from '../compile-hints.mjs';
import { BROWSER, LIGHTHOUSE_FLAGS } from './chromium.mjs';
import { startNginx } from './nginx.mjs';
import { root, serve } from './serve.mjs';
import { readWrk } from './wrk.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LAYERS_RUNS || 3));
const SECONDS = Number(process.env.BENCH_SECONDS || 5);
/** `wrk` or `lighthouse`: only that half. */
const ONLY = process.env.BENCH_LAYERS_ONLY;
const SITE = Number(process.env.BENCH_SITE_PORT || 3500) + 50;
const PROVIDER = Number(process.env.BENCH_PROVIDER_PORT || 4500) + 50;
const scratch = mkdtempSync(path.join(tmpdir(), 'venue-layers-'));

/**
 * A copy of the project and its build, served while the checkout may build again; with `noHints`,
 * its start-up chunks carry no compile hint (and their brotli copies follow).
 */
function copyOfBuild(name, noHints = false) {
  const dir = path.join(scratch, name);
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file));
  cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (from) => !from.startsWith(path.join(root, '.next', 'cache')),
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  if (!noHints) return dir;
  let stripped = 0;
  const statics = path.join(dir, '.next', 'static');
  for (const name of readdirSync(statics, { recursive: true })) {
    const file = path.join(statics, String(name));
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith(HINT)) continue;
    writeFileSync(file, source.slice(HINT.length));
    stripped += 1;
  }
  execFileSync(process.execPath, [path.join(dir, 'scripts/precompress.mjs')], { stdio: 'ignore' });
  console.log(`layers: a copy of the build without compile hints (${stripped} chunks)`);
  return dir;
}

/** Each configuration: what is off, and (compile hints) which copy of the build. */
const CONFIGS = [
  { name: 'all on', off: '' },
  { name: 'payload inline', off: 'flight' },
  { name: 'payload inline, scripts not deferred', off: 'defer' },
  { name: 'no brotli files', off: 'brotli' },
  { name: 'no compile hints', off: '', noHints: true },
  { name: 'no page cache', off: 'page-cache' },
];

/** wrk against one URL with a browser's headers; req/s and p50 in ms. */
function wrk(url, headers) {
  const script = path.join(scratch, 'headers.lua');
  writeFileSync(
    script,
    Object.entries(headers)
      .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
      .join('\n'),
  );
  const out = execFileSync(
    'wrk',
    ['-t1', '-c16', `-d${SECONDS}s`, '--latency', '-s', script, url],
    { encoding: 'utf8' },
  );
  const { rps, p50, non2xx, socket } = readWrk(out);
  const errors = socket.connect + socket.read + socket.write + socket.timeout;
  if (non2xx || errors) console.warn(`layers: ${url}: ${non2xx} non-2xx, ${errors} socket errors`);
  return { rps, p50 };
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

export async function benchLayers() {
  const build = copyOfBuild('build');
  const noHints = copyOfBuild('no-hints', true);
  const instances = [];
  const results = { lighthouse: [], wrk: [], environment: {} };
  let chrome;
  let browser;
  try {
    for (const [i, config] of CONFIGS.entries()) {
      const server = await serve({
        sitePort: SITE + i,
        providerPort: PROVIDER + i,
        env: { BENCH_LAYERS_OFF: config.off },
        socket: true,
        dir: config.noHints ? noHints : build,
      });
      const nginx = await startNginx({
        httpsPort: SITE + 20 + 2 * i,
        httpPort: SITE + 21 + 2 * i,
        upstreams: [server.socket],
        serverName: 'localhost',
        stdio: 'ignore',
      });
      instances.push({
        ...config,
        server,
        nginx,
        shapes: { nginx: nginx.origin, embedded: server.site },
      });
      console.log(`layers: ${config.name} on ${server.site} and ${nginx.origin}`);
    }
    // BENCH_LAYERS_PAGES=home: the home page only (Lighthouse takes a minute a run on a busy machine).
    const pages = Object.fromEntries(
      Object.entries({ home: '/', content: '/venue', 'events list': '/events-concerts' }).filter(
        ([name]) =>
          !process.env.BENCH_LAYERS_PAGES || process.env.BENCH_LAYERS_PAGES.includes(name),
      ),
    );
    chrome = await chromeLauncher.launch({
      chromePath: BROWSER.path,
      chromeFlags: LIGHTHOUSE_FLAGS,
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const version = await browser.version();
    results.environment.chromium = version;
    console.log(`layers: ${version}`);

    /** A visit that lets the page note its faces (lib/shell/fonts.ts), as an earlier page view does. */
    async function noteFaces(url) {
      const tab = await browser.newPage();
      await tab.goto(url, { waitUntil: 'networkidle0' });
      await tab.waitForFunction(
        () => Object.values(localStorage).some((value) => value.includes('.woff2')),
        { timeout: 20_000 },
      );
      await tab.close();
    }

    async function lighthouseRun(url, keepLocalStorage) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          clearStorageTypes: keepLocalStorage
            ? defaultSettings.clearStorageTypes
            : [...defaultSettings.clearStorageTypes, 'local_storage'],
        });
        const unscored = lhr.categories?.performance?.score === null;
        if (!lhr.runtimeError && !unscored) return lhr;
        console.warn(`layers: ${url}: Lighthouse run failed, attempt ${attempt}`);
      }
      return null;
    }

    // Server layers: wrk, each configuration after the other in every round.
    const chunk = JSON.parse(
      readFileSync(path.join(build, '.next', 'build-manifest.json'), 'utf8'),
    ).rootMainFiles.at(-1);
    const loads = [
      {
        layer: 'page cache',
        off: 'page-cache',
        what: 'home',
        url: '/',
        headers: {
          accept: 'text/html',
          'accept-encoding': 'br',
          'sec-fetch-dest': 'document',
          'sec-fetch-mode': 'navigate',
        },
      },
      {
        layer: 'page cache',
        off: 'page-cache',
        what: 'events list',
        url: '/events-concerts',
        headers: {
          accept: 'text/html',
          'accept-encoding': 'br',
          'sec-fetch-dest': 'document',
          'sec-fetch-mode': 'navigate',
        },
      },
      {
        layer: 'brotli build files',
        off: 'brotli',
        what: `a start-up chunk (${path.basename(chunk)})`,
        url: `/_next/${chunk}`,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
    ];
    const base = instances[0];
    // BENCH_LAYERS_WRK=<words>: only the loads whose description has them.
    if (process.env.BENCH_LAYERS_WRK)
      loads.splice(
        0,
        loads.length,
        ...loads.filter((load) => load.what.includes(process.env.BENCH_LAYERS_WRK)),
      );
    for (const load of loads) {
      const other = instances.find((instance) => instance.off === load.off);
      for (const instance of [base, other])
        for (const origin of Object.values(instance.shapes))
          await fetch(`${origin}${load.url}`, { headers: load.headers }).catch(() => {});
    }
    for (let round = 0; round < RUNS && ONLY !== 'lighthouse'; round += 1) {
      for (const load of loads) {
        const other = instances.find((instance) => instance.off === load.off);
        for (const shape of ['nginx', 'embedded']) {
          const pair = round % 2 ? [other, base] : [base, other];
          for (const instance of pair) {
            const url = `${instance.shapes[shape]}${load.url}`;
            const { rps, p50 } = wrk(url, load.headers);
            const row = {
              round,
              layer: load.layer,
              what: load.what,
              shape,
              on: instance === base,
              rps: Math.round(rps),
              p50,
            };
            results.wrk.push(row);
            console.log(JSON.stringify(row));
          }
        }
      }
    }
    // Warm every page on every instance and shape (rendered, images encoded, nginx's static cache).
    if (ONLY !== 'wrk')
      for (const instance of instances)
        for (const origin of Object.values(instance.shapes))
          for (const pathname of Object.values(pages)) await noteFaces(`${origin}${pathname}`);

    const browserConfigs = [
      ...instances.filter((instance) => instance.off !== 'page-cache'),
      { ...instances[0], name: 'no font switch (faces preloaded)', fontsNoted: true },
      // BENCH_LAYERS_CONFIGS='all on,payload inline': those configurations only (names as printed).
    ].filter(
      (config) =>
        !process.env.BENCH_LAYERS_CONFIGS ||
        process.env.BENCH_LAYERS_CONFIGS.split(',').includes(config.name),
    );
    for (let round = 0; round < RUNS && ONLY !== 'wrk'; round += 1) {
      for (const [page, pathname] of Object.entries(pages)) {
        for (const shape of ['nginx', 'embedded']) {
          // A rotating order: no configuration always runs first (or right after another).
          const order = browserConfigs.map(
            (_, i) => browserConfigs[(i + round) % browserConfigs.length],
          );
          for (const config of order) {
            const url = `${config.shapes[shape]}${pathname}`;
            if (config.fontsNoted) await noteFaces(url);
            const lhr = await lighthouseRun(url, Boolean(config.fontsNoted));
            if (!lhr) continue;
            const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
            const row = {
              round,
              page,
              shape,
              config: config.name,
              perf: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
              lcp: Math.round(audit('largest-contentful-paint')),
              fcp: Math.round(audit('first-contentful-paint')),
              tbt: Math.round(audit('total-blocking-time')),
              kb: Math.round(audit('total-byte-weight') / 1024),
              benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
            };
            results.lighthouse.push(row);
            console.log(JSON.stringify(row));
          }
        }
      }
    }
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    for (const instance of instances.reverse()) {
      await instance.nginx.stop();
      await instance.server.stop();
    }
    rmSync(scratch, { recursive: true, force: true });
  }

  const out = path.join(tmpdir(), `venue-layers-${Date.now()}.json`);
  writeFileSync(out, JSON.stringify(results, null, 1));
  const indexes = results.lighthouse.map((row) => row.benchmarkIndex);
  console.log(
    `\nlayers: ${results.environment.chromium}; Lighthouse benchmarkIndex median ${median(indexes)} (${Math.min(...indexes)}–${Math.max(...indexes)}); ${RUNS} runs per configuration; raw figures in ${out}`,
  );
  console.log('\n| configuration | page | shape | perf | LCP (ms) | FCP (ms) | TBT (ms) | KB |');
  console.log('|---|---|---|---|---|---|---|---|');
  const keys = new Set(results.lighthouse.map((row) => `${row.config}|${row.page}|${row.shape}`));
  for (const key of keys) {
    const rows = results.lighthouse.filter(
      (row) => `${row.config}|${row.page}|${row.shape}` === key,
    );
    const m = (field) => median(rows.map((row) => row[field]));
    console.log(
      `| ${key.split('|').join(' | ')} | ${m('perf')} | ${m('lcp')} | ${m('fcp')} | ${m('tbt')} | ${m('kb')} |`,
    );
  }
  console.log('\n| layer | what | shape | on: req/s, p50 | off: req/s, p50 |');
  console.log('|---|---|---|---|---|');
  const loadsSeen = new Set(results.wrk.map((row) => `${row.layer}|${row.what}|${row.shape}`));
  for (const key of loadsSeen) {
    const rows = results.wrk.filter((row) => `${row.layer}|${row.what}|${row.shape}` === key);
    const side = (on) => {
      const these = rows.filter((row) => row.on === on);
      return `${median(these.map((row) => row.rps))}, ${median(these.map((row) => row.p50))} ms`;
    };
    console.log(`| ${key.split('|').join(' | ')} | ${side(true)} | ${side(false)} |`);
  }
  return 0;
}
