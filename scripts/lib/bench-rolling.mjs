// `npm run bench -- --rolling`: the rolling deploy of docs/operations.md ("Deploying with deploy/",
// step 6) to the letter, under load, through deploy/'s nginx (issue 44). Redis (append-only), the
// embedded provider (test hooks on), two instances on Unix sockets (systemd's RuntimeDirectory:
// the socket's directory made at start and removed at stop) and nginx with deploy/nginx/venue.conf
// in front. While ROLLING_CONNECTIONS visitors (default 10, each from a loopback address of its
// own, at most ROLLING_RATE requests a second each, default 10; 0: as fast as answered) load nginx
// with pages of several types in every language, their React payloads and contact posts with an
// Idempotency-Key (as components/forms/send.ts sends them; one post in four is sent again with its
// key, as a retry is), each instance in turn is restarted as
// `systemctl restart` does (SIGTERM, wait for the exit, start again on the same port and socket)
// and the next one follows as soon as `/api/ready` answers 200, ROLLING_ROUNDS times (default 2).
// Budget: no 5xx, no other unexpected status, no socket error, no timeout (10 s), and every
// accepted post stored once at the provider (none lost, none twice). `--nginx=old-upstreams`
// renders nginx with the upstream settings before issue 44 (scripts/lib/nginx.mjs VARIANTS): the
// run that shows the bench can fail. Ports: BENCH_PORT + 80…88 and BENCH_PROVIDER_PORT + 80.
import { randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { runVisitors, visitor } from './bench-visitors.mjs';
import { instanceSocket, startInstance, startProvider } from './cluster.mjs';
import { startNginx } from './nginx.mjs';
import { eventSlugs } from './serve.mjs';
import { startRedis } from './redis-server.mjs';

const base = Number(process.env.BENCH_PORT || 3500) + 80;
const PORTS = {
  redis: base,
  instances: [base + 1, base + 2],
  https: base + 7,
  http: base + 8,
  provider: Number(process.env.BENCH_PROVIDER_PORT || 4500) + 80,
};
const connections = Number(process.env.ROLLING_CONNECTIONS || 10);
/** Requests a second per visitor at most: a failure answered at once does not make more requests. */
const rate = Number(process.env.ROLLING_RATE || 10);
const rounds = Number(process.env.ROLLING_ROUNDS || 2);
/** Load before the first restart and after the last one. */
const SETTLE_MS = 5_000;
const TIMEOUT_MS = 10_000;
/** Route keys of several page types; each in every language that offers it, and one event a language. */
const PAGE_KEYS = [
  '/',
  '/venue',
  '/events-concerts',
  '/proposal-request',
  '/about-us',
  '/schedule',
];
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
};
// What the start-up loader's fetch() sends for a payload (lib/html/defer-scripts.ts).
const PAYLOAD_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' };
/** Seven pages, two payloads and a post in every ten requests of a visitor. */
const MIX = ['page', 'page', 'payload', 'page', 'page', 'post', 'page', 'payload', 'page', 'page'];

async function sitePages(provider) {
  const { getPathname, eventHref } = await tsImport(
    '../../lib/i18n/navigation.ts',
    import.meta.url,
  );
  const { offeredLocales } = await tsImport('../../lib/i18n/routes.ts', import.meta.url);
  const { locales } = await tsImport('../../lib/i18n/locales.ts', import.meta.url);
  const pages = PAGE_KEYS.flatMap((href) =>
    offeredLocales(href).map((locale) => getPathname({ locale, href })),
  );
  for (const locale of locales) {
    const [slug] = await eventSlugs(provider, locale, 'ONLY_UPCOMING');
    if (slug) pages.push(eventHref(locale, slug));
  }
  return pages;
}

/** Every page through nginx (twice: both instances), and the payload URL each one names. */
async function warm(origin, pages) {
  const one = visitor(origin, '127.0.0.1');
  const payloads = [];
  try {
    for (const page of pages) {
      for (let i = 0; i < 2; i++) {
        // Identity: the payload's URL is read from the HTML.
        const headers = { ...PAGE_HEADERS, 'accept-encoding': 'identity' };
        const answer = await one.request({ path: page, headers }, 60_000, true);
        if (answer.status !== 200) throw new Error(`rolling: ${page} answered ${answer.status}`);
        const payload = /fetch\("([^"]+__flight=[^"]+)"\)/.exec(answer.text)?.[1];
        if (i === 0 && payload) payloads.push(payload);
        if (payload) await one.request({ path: payload, headers: PAYLOAD_HEADERS }, 60_000);
      }
    }
  } finally {
    one.close();
  }
  if (payloads.length === 0) throw new Error('rolling: no page names its payload');
  return payloads;
}

const contactPost = (run, n) =>
  JSON.stringify({
    firstName: 'Rolling',
    lastName: 'Visitor',
    email: `rolling-${run}-${n}@example.com`,
    phoneNumber: '532 123 45 67',
    message: `Rolling deploy post ${n}.`,
    approvedKvkk: true,
    locale: 'en',
  });

/** How many times each of this run's posts is stored at the provider (by its unique address). */
async function storedPosts(provider, run) {
  const rows = await (await fetch(`${provider.url}/__test/submissions?type=contact`)).json();
  const stored = new Map();
  for (const row of rows) {
    const n = new RegExp(`rolling-${run}-(\\d+)@`).exec(JSON.stringify(row))?.[1];
    if (n !== undefined) stored.set(Number(n), (stored.get(Number(n)) ?? 0) + 1);
  }
  return stored;
}

/** What nginx logged: retried requests (two upstream addresses), and its error lines by kind. */
function nginxLogs(nginx) {
  const read = (name) => {
    try {
      return readFileSync(path.join(nginx.dir, 'logs', name), 'utf8');
    } catch {
      return '';
    }
  };
  const access = read('venue.access.log').split('\n').filter(Boolean);
  const retried = access.filter((line) => /unix:[^ ]+, unix:/.test(line)).length;
  const errors = {};
  for (const line of read('venue.error.log').split('\n')) {
    const kind =
      /connect\(\) to unix:\S+ failed \([^)]*\)/.exec(line)?.[0].replace(/unix:\S+/, 'unix:…') ??
      /no live upstreams|upstream server temporarily disabled|upstream prematurely closed[^,]*|\(104: Connection reset by peer\)[^,]*/.exec(
        line,
      )?.[0];
    if (kind) errors[kind] = (errors[kind] ?? 0) + 1;
  }
  return { requests: access.length, retried, errors };
}

const percentile = (sorted, q) =>
  sorted.length ? Math.round(sorted[Math.floor((sorted.length - 1) * q)]) : 0;

export async function bench({ variant } = {}) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'venue-rolling-'));
  chmodSync(scratch, 0o755); // nginx's workers (nobody) reach the sockets' directories in it
  const started = [];
  const run = randomUUID().slice(0, 8);
  try {
    const redis = await startRedis({ port: PORTS.redis, appendonly: true });
    started.push(redis);
    const provider = await startProvider({
      port: PORTS.provider,
      env: { PROVIDER_TEST_HOOKS: '1', PROVIDER_RATE_LIMIT: '1000000' },
    });
    started.push(provider);
    const env = {
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: 'bench-revalidate-secret',
      LOG_LEVEL: 'warn',
      LAST_GOOD_DIR: path.join(scratch, 'last-good'),
      // Every post comes from a few addresses here: the form rate limit would answer 429, not the deploy.
      FORM_RATE_LIMIT: '1000000',
    };
    // The units: venue-site@<port>, each with its socket's directory and its log.
    const units = PORTS.instances.map((port, i) => ({
      name: 'AB'[i],
      port,
      dir: path.join(scratch, `run-${port}`),
      log: path.join(scratch, `instance-${port}.log`),
    }));
    const start = (unit) => {
      const fd = openSync(unit.log, 'a');
      return startInstance({
        port: unit.port,
        providerUrl: provider.url,
        env,
        output: fd,
        socket: instanceSocket(unit.dir),
      }).finally(() => closeSync(fd));
    };
    started.push({ stop: () => Promise.all(units.map((unit) => unit.instance?.stop())) });
    await Promise.all(units.map(async (unit) => (unit.instance = await start(unit))));
    const nginx = await startNginx({
      httpsPort: PORTS.https,
      httpPort: PORTS.http,
      upstreams: units.map((unit) => unit.instance.socket),
      variant,
      keep: true,
      stdio: 'ignore',
    });
    started.push({
      stop: async () => {
        await nginx.stop();
        rmSync(nginx.dir, { recursive: true, force: true });
      },
    });

    const pages = await sitePages(provider.url);
    const payloads = await warm(nginx.origin, pages);

    // The load: what each visitor sends next, and every outcome.
    const sent = { page: 0, payload: 0, post: 0, retry: 0 };
    const lastPost = new Map();
    const accepted = new Set();
    const statuses = { page: {}, payload: {}, post: {} };
    const failures = [];
    const latencies = [];
    const counters = new Map();
    const next = (visitor) => {
      const n = counters.get(visitor) ?? 0;
      counters.set(visitor, n + 1);
      const kind = MIX[(n + visitor) % MIX.length];
      const i = sent[kind]++;
      if (kind === 'page') return { kind, path: pages[i % pages.length], headers: PAGE_HEADERS };
      if (kind === 'payload')
        return { kind, path: payloads[i % payloads.length], headers: PAYLOAD_HEADERS };
      // A post, or one in four times this visitor's last post again with its key (a retry).
      const again = lastPost.get(visitor);
      const post =
        again && i % 4 === 3
          ? { ...again, retry: true }
          : { n: i, key: randomUUID(), body: contactPost(run, i), retry: false };
      lastPost.set(visitor, post);
      if (post.retry) sent.retry++;
      return {
        kind,
        post,
        method: 'POST',
        path: '/api/forms/contact',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': post.key,
        },
        body: post.body,
      };
    };
    const record = (request, answer, at) => {
      const outcome = answer.error ?? answer.status;
      statuses[request.kind][outcome] = (statuses[request.kind][outcome] ?? 0) + 1;
      latencies.push({ at, ms: answer.ms });
      if (answer.status === 200) {
        if (request.post) accepted.add(request.post.n);
      } else failures.push({ at, kind: request.kind, path: request.path, outcome });
    };

    let loading = true;
    const t0 = performance.now();
    const load = runVisitors({
      origin: nginx.origin,
      count: connections,
      next,
      record,
      running: () => loading,
      rate,
      timeoutMs: TIMEOUT_MS,
    });
    const events = [];
    const mark = (what) => events.push({ at: performance.now() - t0, what });
    const restarts = [];
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    // docs/operations.md, step 6: per instance `systemctl restart venue-site@<port>`, then wait for
    // `curl -fs http://127.0.0.1:<port>/api/ready` before the next. Nothing else, no extra wait.
    for (let round = 1; round <= rounds; round++) {
      for (const unit of units) {
        mark(`SIGTERM ${unit.name}`);
        const stopping = performance.now();
        const { child } = unit.instance;
        await unit.instance.stop('SIGTERM'); // systemd: waits for the exit, removes the directory
        const exited = performance.now();
        mark(`${unit.name} exited (${child.exitCode ?? child.signalCode})`);
        unit.instance = await start(unit); // resolves once /api/ready answers 200
        mark(`${unit.name} ready`);
        restarts.push({
          unit: unit.name,
          round,
          exitCode: child.exitCode ?? child.signalCode,
          exitMs: Math.round(exited - stopping),
          readyMs: Math.round(performance.now() - exited),
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    loading = false;
    await load;
    const seconds = (performance.now() - t0) / 1000;

    // Posts travel through the outbox (Redis) to the provider: wait until each accepted one is there.
    let stored = await storedPosts(provider, run);
    const deadline = Date.now() + 60_000;
    while ([...accepted].some((n) => !stored.has(n)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      stored = await storedPosts(provider, run);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // a late second delivery
    stored = await storedPosts(provider, run);
    const lost = [...accepted].filter((n) => !stored.has(n));
    const twice = [...stored].filter(([, count]) => count > 1).map(([n]) => n);
    const logs = nginxLogs(nginx);

    const total = Object.values(statuses).reduce(
      (sum, byOutcome) => sum + Object.values(byOutcome).reduce((a, b) => a + b, 0),
      0,
    );
    const sorted = latencies.map((l) => l.ms).sort((a, b) => a - b);
    // A restarted instance starts with cold caches and takes all the traffic while the other one
    // restarts: the requests sent in the 5 s after each "ready" against all the others.
    const readyAt = events.filter((e) => e.what.endsWith(' ready')).map((e) => e.at);
    const afterReady = (l) => readyAt.some((at) => l.at >= at && l.at < at + 5_000);
    const window = (test) => {
      const ms = latencies
        .filter(test)
        .map((l) => l.ms)
        .sort((a, b) => a - b);
      return `${ms.length} requests, p50 ${percentile(ms, 0.5)} ms, p99 ${percentile(ms, 0.99)} ms, max ${percentile(ms, 1)} ms`;
    };
    const serverErrors = failures.filter((f) => typeof f.outcome === 'number' && f.outcome >= 500);
    const socketErrors = failures.filter((f) => typeof f.outcome === 'string');
    const otherStatus = failures.filter((f) => typeof f.outcome === 'number' && f.outcome < 500);
    const list = (byOutcome) =>
      Object.entries(byOutcome)
        .map(([outcome, count]) => `${count} × ${outcome}`)
        .join(', ');

    console.log(
      `\nrolling deploy: nginx (deploy/nginx/venue.conf${variant ? ` + ${[variant].flat().join(' + ')}` : ''}) → 2 instances on Unix sockets, Redis (append-only), ` +
        `${connections} visitors ${rate ? `at ≤ ${rate} req/s each` : 'each sending as soon as answered'}, ${rounds} round(s); ${new Date().toISOString().slice(0, 16)}, ${process.arch}, ${cpus().length} cores, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    console.log(
      `  mix: ${pages.length} pages (${PAGE_KEYS.length} page types in their languages, an event a language), their ${payloads.length} payloads, contact posts (a quarter of them retries)`,
    );
    for (const r of restarts)
      console.log(
        `  round ${r.round}, instance ${r.unit}: exited ${r.exitMs} ms after SIGTERM (${r.exitCode}), ready ${(r.readyMs / 1000).toFixed(1)} s after its exit`,
      );
    console.log(
      `  ${total} requests in ${seconds.toFixed(0)} s (${Math.round(total / seconds)} req/s), p50 ${percentile(sorted, 0.5)} ms, p99 ${percentile(sorted, 0.99)} ms, max ${percentile(sorted, 1)} ms`,
    );
    console.log(`  in the 5 s after each restart's ready: ${window(afterReady)}`);
    console.log(`  at any other time: ${window((l) => !afterReady(l))}`);
    for (const kind of Object.keys(statuses)) console.log(`  ${kind}: ${list(statuses[kind])}`);
    console.log(
      `  5xx: ${serverErrors.length}; socket errors and timeouts: ${socketErrors.length}; other unexpected status: ${otherStatus.length}`,
    );
    console.log(
      `  posts: ${sent.post - sent.retry} sent and ${sent.retry} sent again with their key; ${accepted.size} accepted, ${stored.size} stored at the provider, ${lost.length} lost, ${twice.length} stored twice`,
    );
    console.log(
      `  nginx: ${logs.requests} requests logged, ${logs.retried} sent on to the other instance; error log: ${
        Object.entries(logs.errors)
          .map(([kind, count]) => `${count} × ${kind}`)
          .join('; ') || 'nothing'
      }`,
    );
    if (failures.length > 0) {
      // When they happened, beside what the procedure was doing then.
      const bySecond = new Map();
      for (const f of failures) {
        const second = Math.floor(f.at / 1000);
        bySecond.set(second, (bySecond.get(second) ?? 0) + 1);
      }
      console.log(
        `  failures by second: ${[...bySecond].map(([s, count]) => `${s} s: ${count}`).join(', ')}`,
      );
      console.log(
        `  procedure: ${events.map((e) => `${(e.at / 1000).toFixed(1)} s ${e.what}`).join(', ')}`,
      );
      console.log(
        `  first failures: ${failures
          .slice(0, 5)
          .map((f) => `${f.outcome} ${f.kind} ${f.path} at ${(f.at / 1000).toFixed(1)} s`)
          .join('; ')}`,
      );
    }
    const met =
      serverErrors.length === 0 &&
      socketErrors.length === 0 &&
      otherStatus.length === 0 &&
      lost.length === 0 &&
      twice.length === 0;
    console.log(`\nrolling deploy: ${met ? 'no request dropped' : 'requests DROPPED'}`);
    return met ? 0 : 1;
  } finally {
    for (const piece of started.reverse()) await piece.stop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}
