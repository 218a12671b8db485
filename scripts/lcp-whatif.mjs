#!/usr/bin/env node
// Why a page's simulated LCP is what it is, and what a change would do to it, without building the
// change: Lighthouse's own simulator (Lantern) run again on a saved audit (`AUDIT_SAVE=dir npm run
// audit` keeps each page's first run), with chosen requests' transfer sizes scaled in its DevTools log.
//   node scripts/lcp-whatif.mjs <saved page dir> ['url regex=factor' ...]
// e.g. 'woff2=0.7' (fonts 30 % smaller), 'favicon|icon-192=0' (not fetched before the paint). Prints the
// LCP, its optimistic and pessimistic estimates, and the requests of the optimistic graph with their
// simulated start and end (docs/performance.md "Where Lighthouse's 1.2 s goes").
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const [dir, ...rules] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node scripts/lcp-whatif.mjs <saved page dir> [url-regex=factor ...]');
  process.exit(2);
}
const artifacts = await loadArtifacts(dir);
const log = artifacts.DevtoolsLog ?? artifacts.devtoolsLogs.defaultPass;
const scaled = rules.map((rule) => {
  const at = rule.lastIndexOf('=');
  return [new RegExp(rule.slice(0, at)), Number(rule.slice(at + 1))];
});
const urls = new Map();
for (const entry of log)
  if (entry.method === 'Network.requestWillBeSent')
    urls.set(entry.params.requestId, entry.params.request.url);
for (const entry of log) {
  const url = urls.get(entry.params?.requestId) ?? '';
  const factor = scaled.find(([pattern]) => pattern.test(url))?.[1] ?? 1;
  if (factor === 1) continue;
  if (entry.method === 'Network.loadingFinished' || entry.method === 'Network.dataReceived')
    entry.params.encodedDataLength = Math.round(entry.params.encodedDataLength * factor);
  if (entry.method === 'Network.dataReceived')
    entry.params.dataLength = Math.round(entry.params.dataLength * factor);
}
const settings = artifacts.settings ?? defaultSettings;
const lcp = await LanternLargestContentfulPaint.request(
  {
    trace: artifacts.Trace ?? artifacts.traces.defaultPass,
    devtoolsLog: log,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  },
  { computedCache: new Map(), settings },
);
const ms = (n) => String(Math.round(n)).padStart(5);
console.log(
  `LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})${rules.length ? `  with ${rules.join(' ')}` : ''}`,
);
for (const [node, timing] of [...lcp.optimisticEstimate.nodeTimings].sort(
  (a, b) => a[1].startTime - b[1].startTime,
)) {
  if (node.type !== 'network') continue;
  const { transferSize, priority, url } = node.request;
  console.log(
    `${ms(timing.startTime)}–${ms(timing.endTime)} ms ${(transferSize / 1024).toFixed(1).padStart(5)} KB ${priority.padEnd(8)} ${new URL(url).pathname.slice(0, 70)}`,
  );
}
