// `npm run bench -- --queries` (issue 44): what a flood of made-up query strings costs. Redis, the
// embedded provider, two instances on Unix sockets and deploy/'s nginx in front of them, as
// `--cluster` runs them. wrk (a Lua script that makes every request's query new) sends, for
// BENCH_SECONDS (default 10) at BENCH_CONNECTIONS (default 16), first to one instance directly
// (its port) and then through nginx: the plain URLs `/` and `/events-concerts` (the baselines), and
// the floods `/?r=<random>`, `/events-concerts?r=<random>` and `/?__flight=<random>` (a made-up
// payload token). Meanwhile a bystander on a connection of its own reads the cached `/about-us`
// four times a second (a p50 of 40 readings, not 10: this VM's neighbours move single readings by
// tens of ms); its unloaded figure is taken first, on the same target. Through nginx the floods
// come from one address, so its per-visitor limit answers most of them 429 (counted); a last flood
// spread over 32 addresses (Node visitors: wrk has one) shows what passes the limit.
// Budget: directly at the instance, each flood keeps ≥ 0.5 of the throughput of its page's plain
// URL; on either target, the bystander's p50 during each flood stays within 2× (or 5 ms) of its p50
// during the flood of that plain URL (docs/decisions.md "Rolling deploys and query floods, measured":
// with the client on the same two cores, the plain URL's own flood slows it 1.4–29× against none).
// Ports: BENCH_PORT + 70…78 and BENCH_PROVIDER_PORT + 70.
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runVisitors, visitor } from './bench-visitors.mjs';
import { startInstance, startProvider } from './cluster.mjs';
import { startNginx } from './nginx.mjs';
import { startRedis } from './redis-server.mjs';
import { readWrk } from './wrk.mjs';

const base = Number(process.env.BENCH_PORT || 3500) + 70;
const PORTS = {
  redis: base,
  a: base + 1,
  b: base + 2,
  https: base + 7,
  http: base + 8,
  provider: Number(process.env.BENCH_PROVIDER_PORT || 4500) + 70,
};
const duration = Number(process.env.BENCH_SECONDS || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 16);
/**
 * The budget: a flood's share of its plain URL's throughput, and the bystander's slow-down against
 * the plain URL's flood, with a few ms of slack (at 3 ms, this VM's readings spread by 2×).
 */
export const QUERY_BUDGET = { ratio: 0.5, bystander: 2, slackMs: 5 };
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br', 'sec-fetch-dest': 'document' };
const BYSTANDER = '/about-us';
const BYSTANDER_MS = 250;
/** `param`: the parameter each request makes up; `plain`: the row its throughput is held against. */
const ROWS = [
  { name: '/', path: '/' },
  { name: '/?r=<random>', path: '/', param: 'r', plain: '/' },
  { name: '/events-concerts', path: '/events-concerts' },
  {
    name: '/events-concerts?r=<random>',
    path: '/events-concerts',
    param: 'r',
    plain: '/events-concerts',
  },
  { name: '/?__flight=<random>', path: '/', param: '__flight', plain: '/' },
];
const SPREAD = 32;

/** wrk's script: `path`, with `param` made up anew for every request; answers counted by status. */
function wrkScript(dir, { path: page, param }) {
  const file = path.join(dir, `${page.replace(/\W/g, '_')}-${param ?? 'plain'}.lua`);
  const lines = [
    `local page, param = ${JSON.stringify(page)}, ${param ? JSON.stringify(param) : 'nil'}`,
    ...Object.entries(PAGE_HEADERS).map(
      ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
    ),
    'threads = {}',
    'function setup(thread) thread:set("id", #threads + 1); table.insert(threads, thread) end',
    'function init() statuses = {}; math.randomseed(os.time() * 97 + (id or 0)) end',
    'local function hex() return string.format("%08x", math.random(0, 2147483647)) end',
    'function request()',
    '  if not param then return wrk.format("GET", page) end',
    // 32 hex digits: a payload token's length (lib/html/flight.ts), and as good a value as any.
    '  return wrk.format("GET", page .. "?" .. param .. "=" .. hex() .. hex() .. hex() .. hex())',
    'end',
    'function response(status) statuses[status] = (statuses[status] or 0) + 1 end',
    'function done()',
    '  local total = {}',
    '  for _, thread in ipairs(threads) do',
    '    for status, n in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + n end',
    '  end',
    '  for status, n in pairs(total) do io.write(string.format("status %d %d\\n", status, n)) end',
    'end',
    '',
  ];
  writeFileSync(file, lines.join('\n'));
  return file;
}

function wrkResult(out) {
  const { rps, p50, p99, statuses, socket } = readWrk(out);
  return {
    rps: Math.round(rps * 10) / 10,
    p50,
    p99,
    statuses,
    errors: socket.connect + socket.read + socket.write,
    timeouts: socket.timeout,
  };
}

const median = (values) => [...values].sort((x, y) => x - y)[Math.floor((values.length - 1) / 2)];
const round = (ms) => Math.round(ms * 10) / 10;

/** `/about-us` every BYSTANDER_MS from its own address while `during` runs: its p50 and max (ms). */
async function bystander(origin, during) {
  const one = visitor(origin, '127.0.0.3');
  const times = [];
  let going = true;
  const work = during().finally(() => (going = false));
  while (going) {
    const next = performance.now() + BYSTANDER_MS;
    const answer = await one.request({ path: BYSTANDER, headers: PAGE_HEADERS }, 30_000);
    times.push(answer.status === 200 ? answer.ms : Infinity);
    if (going) await new Promise((resolve) => setTimeout(resolve, next - performance.now()));
  }
  one.close();
  return { result: await work, p50: round(median(times)), max: round(Math.max(...times)) };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The rows against `origin`: each flood with the bystander beside it. */
async function measure(origin, dir, label) {
  const warmer = visitor(origin, '127.0.0.2');
  for (let i = 0; i < 3; i++)
    for (const page of ['/', '/events-concerts', BYSTANDER])
      await warmer.request({ path: page, headers: PAGE_HEADERS }, 60_000);
  warmer.close();
  const unloaded = await bystander(origin, () => pause(duration * 1000));
  const rows = [];
  for (const row of ROWS) {
    const run = () =>
      promisify(execFile)('wrk', [
        '--threads',
        '2',
        '--connections',
        String(connections),
        '--duration',
        `${duration}s`,
        '--timeout',
        '10s',
        '--latency',
        '--script',
        wrkScript(dir, row),
        origin,
      ]).then(({ stdout }) => wrkResult(stdout));
    const { result, p50, max } = await bystander(origin, run);
    rows.push({ ...row, label, ...result, bystander: { p50, max } });
    await pause(2000);
  }
  return { unloaded, rows };
}

/**
 * The flood from SPREAD addresses at once, each under nginx's per-visitor limit on its own: Node
 * visitors in a worker thread of their own, so that the bystander's timings are not theirs.
 */
async function spreadFlood(origin) {
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { spread: { origin, seconds: duration } },
  });
  const statuses = {};
  let seconds = duration;
  const { p50, max } = await bystander(
    origin,
    () =>
      new Promise((resolve, reject) => {
        worker.once('message', (done) => {
          Object.assign(statuses, done.statuses);
          seconds = done.seconds;
          resolve();
        });
        worker.once('error', reject);
      }),
  );
  await worker.terminate();
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  const failed = (test) =>
    Object.entries(statuses)
      .filter(([outcome]) => test(outcome))
      .reduce((sum, [, count]) => sum + count, 0);
  return {
    name: `/?r=<random> from ${SPREAD} addresses (Node visitors)`,
    label: 'nginx',
    rps: Math.round((total / seconds) * 10) / 10,
    p50: NaN,
    p99: NaN,
    statuses,
    errors: failed((outcome) => !/^\d+$/.test(outcome) && outcome !== 'timeout'),
    timeouts: failed((outcome) => outcome === 'timeout'),
    bystander: { p50, max },
    param: 'r',
    plain: '/',
  };
}

if (!isMainThread && workerData?.spread) {
  const { origin, seconds } = workerData.spread;
  const statuses = {};
  let n = 0;
  let going = true;
  const started = performance.now();
  setTimeout(() => (going = false), seconds * 1000);
  await runVisitors({
    origin,
    count: SPREAD,
    next: () => ({
      path: `/?r=${(n++).toString(16)}x${Math.random().toString(16).slice(2)}`,
      headers: PAGE_HEADERS,
    }),
    record: (_, answer) => {
      const outcome = answer.error ?? answer.status;
      statuses[outcome] = (statuses[outcome] ?? 0) + 1;
    },
    running: () => going,
  });
  parentPort.postMessage({ statuses, seconds: (performance.now() - started) / 1000 });
}

export async function bench({ variant } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'venue-queries-'));
  chmodSync(scratch, 0o755);
  const started = [];
  try {
    const redis = await startRedis({ port: PORTS.redis, appendonly: true });
    started.push(redis);
    const provider = await startProvider({ port: PORTS.provider });
    started.push(provider);
    const env = {
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: 'bench-revalidate-secret',
      LOG_LEVEL: 'warn',
      LAST_GOOD_DIR: path.join(scratch, 'last-good'),
    };
    const [a, b] = await Promise.all(
      [PORTS.a, PORTS.b].map((port) =>
        startInstance({ port, providerUrl: provider.url, env, socket: true }),
      ),
    );
    started.push(a, b);
    const nginx = await startNginx({
      httpsPort: PORTS.https,
      httpPort: PORTS.http,
      upstreams: [a.socket, b.socket],
      variant,
      stdio: 'ignore',
    });
    started.push(nginx);

    const direct = await measure(a.url, scratch, 'direct');
    const proxied = await measure(nginx.origin, scratch, 'nginx');
    proxied.rows.push(await spreadFlood(nginx.origin));

    console.log(
      `\nquery floods: ${duration} s each at ${connections} connections (wrk), bystander ${BYSTANDER} every ${BYSTANDER_MS} ms; ` +
        `${new Date().toISOString().slice(0, 16)}, ${process.arch}, ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}${variant ? `; nginx + ${[variant].flat().join(' + ')}` : ''}`,
    );
    console.log(
      '| target | requests | req/s | p50 / p99 (ms) | answers | errors / timeouts | ratio to plain | bystander p50 / max (ms) |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    const misses = [];
    for (const { unloaded, rows } of [direct, proxied]) {
      const label = rows[0].label;
      console.log(`| ${label} | (no flood) | | | | | | ${unloaded.p50} / ${unloaded.max} |`);
      for (const row of rows) {
        const plain = row.plain && rows.find((other) => other.name === row.plain);
        const ratio = plain ? row.rps / plain.rps : undefined;
        // Against the same load without the query string, and (for the record) against none.
        const slowed = plain ? row.bystander.p50 / plain.bystander.p50 : undefined;
        const overUnloaded = row.bystander.p50 / unloaded.p50;
        const missed = [];
        if (label === 'direct' && ratio !== undefined && ratio < QUERY_BUDGET.ratio)
          missed.push('throughput');
        if (
          plain &&
          !(row.bystander.p50 <= plain.bystander.p50 * QUERY_BUDGET.bystander) &&
          !(row.bystander.p50 <= plain.bystander.p50 + QUERY_BUDGET.slackMs)
        )
          missed.push('bystander');
        for (const what of missed) misses.push(`${label} ${row.name}: ${what}`);
        const answers = Object.entries(row.statuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ');
        console.log(
          `| ${label} | ${row.name} | ${row.rps} | ${row.p50} / ${row.p99} | ${answers} | ${row.errors} / ${row.timeouts} | ${
            ratio === undefined ? '' : ratio.toFixed(2)
          } | ${row.bystander.p50} / ${row.bystander.max} (${
            slowed === undefined ? '' : `${slowed.toFixed(1)}× plain, `
          }${overUnloaded.toFixed(1)}× unloaded)${missed.length ? ' MISSED' : ''} |`,
        );
      }
    }
    console.log(
      `\nbudget: each flood ≥ ${QUERY_BUDGET.ratio} × its plain URL's throughput at the instance, bystander p50 ≤ ${QUERY_BUDGET.bystander} × during the plain URL's (or ${QUERY_BUDGET.slackMs} ms more): ${
        misses.length ? `MISSED (${misses.join('; ')})` : 'met'
      }`,
    );
    return misses.length ? 1 : 0;
  } finally {
    for (const piece of started.reverse()) await piece.stop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}
