// `npm run bench -- --publishes`: a burst of publishes against visitors. One instance; a cached
// page (/about-us) at BENCH_CONNECTIONS (default 10) for BENCH_SECONDS (default 20) alone, then
// again while PUBLISH_CONNECTIONS (default 4, as the review measured) post the webhook's `{"type":"all"}` back to back,
// then alone once more (the machine's drift). The provider's content reads are counted over each
// run. Budget: the page keeps at least half its throughput (against the mean of the two runs
// alone), and the publishes cost at most one provider read per resource per second.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SECRET = 'bench-publishes-secret';
export const PUBLISH_ENV = { REVALIDATE_SECRET: SECRET, PROVIDER_TEST_HOOKS: '1' };
const PAGE = '/about-us';

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// The publishers run in a process of their own, as a CMS would: in the visitors' client they took its CPU.
if (process.argv[2] === '--publisher') {
  const result = await run(JSON.parse(process.argv[3]));
  process.send({ total: result.requests.total, p50: result.latency.p50, non2xx: result.non2xx });
  process.exit(0);
}

function publisher(options) {
  const child = fork(fileURLToPath(import.meta.url), ['--publisher', JSON.stringify(options)]);
  return new Promise((resolve, reject) => {
    child.once('message', (result) =>
      resolve({
        requests: { total: result.total },
        latency: { p50: result.p50 },
        non2xx: result.non2xx,
      }),
    );
    child.once('error', reject);
  });
}

/** CPU seconds the process has used (user and system). */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const reads = async (provider) =>
  (await (await fetch(`${provider}/__test/stats`)).json()).contentReads;

export async function benchPublishes(server, pid) {
  const duration = Number(process.env.BENCH_SECONDS || 20);
  const connections = Number(process.env.BENCH_CONNECTIONS || 10);
  const publishers = Number(process.env.PUBLISH_CONNECTIONS || 4);
  const page = {
    url: `${server.site}${PAGE}`,
    connections,
    duration,
    headers: { accept: 'text/html', 'accept-encoding': 'br' },
  };
  const publish = {
    url: `${server.site}/api/revalidate`,
    method: 'POST',
    connections: publishers,
    duration,
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
    body: JSON.stringify({ type: 'all' }),
  };
  // The resources one visit of the page reads (page, menus, settings…): what one refresh costs.
  await fetch(`${server.site}${PAGE}`, { headers: page.headers });
  const before = await reads(server.provider);
  await fetch(publish.url, { method: 'POST', headers: publish.headers, body: publish.body });
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await fetch(`${server.site}${PAGE}`, { headers: page.headers });
  const perRefresh = (await reads(server.provider)) - before;

  const rows = [];
  const measure = async (name, withPublishes) => {
    const start = await reads(server.provider);
    const cpu = cpuSeconds(pid);
    const [visitors, publishes] = await Promise.all([
      run(page),
      withPublishes ? publisher(publish) : Promise.resolve(null),
    ]);
    const siteCpu = (cpuSeconds(pid) - cpu) / duration;
    const providerReads = (await reads(server.provider)) - start;
    rows.push({ name, visitors, publishes, providerReads, siteCpu });
    // Let the settle drop of the last publish (8 s) pass before the next run.
    if (withPublishes) await new Promise((resolve) => setTimeout(resolve, 9_000));
  };
  await measure('alone', false);
  await measure('with publishes', true);
  await measure('alone, again', false);

  const alone = (rows[0].visitors.requests.average + rows[2].visitors.requests.average) / 2;
  const flooded = rows[1];
  const ratio = flooded.visitors.requests.average / alone;
  // One refresh per resource per second, plus the settle drop's one at the end.
  const readsPerSecond = flooded.providerReads / duration;
  console.log(
    `\n${PAGE} at ${connections} connections, ${duration} s per run; publishes: ${publishers} connections posting {"type":"all"}; one refresh of the page reads ${perRefresh} resources`,
  );
  console.log(
    '| run | page req/s | p50 (ms) | p99 (ms) | non-2xx/errors | publishes answered (p50 ms) | provider reads | site CPU (s/s) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { name, visitors, publishes, providerReads, siteCpu } of rows) {
    const bad = visitors.non2xx + visitors.errors + visitors.timeouts;
    const posted = publishes
      ? `${publishes.requests.total} (${publishes.latency.p50}), non-2xx ${publishes.non2xx}`
      : '–';
    console.log(
      `| ${name} | ${Math.round(visitors.requests.average)} | ${visitors.latency.p50} | ${visitors.latency.p99} | ${bad} | ${posted} | ${providerReads} | ${siteCpu.toFixed(2)} |`,
    );
  }
  console.log(
    `\nthroughput with publishes: ${ratio.toFixed(2)} of alone; provider reads ${readsPerSecond.toFixed(1)}/s for ${perRefresh} resources`,
  );
  const bad = rows.some(
    ({ visitors }) => visitors.non2xx + visitors.errors + visitors.timeouts > 0,
  );
  return bad || ratio < 0.5 || readsPerSecond > perRefresh * 1.1 + 1 ? 1 : 0;
}
