#!/usr/bin/env tsx
// `npm run vitals -- [--since 1h] [--log FILE]`: the visitors' Web Vitals from the site's log (the
// minute summaries lib/vitals/summary.ts writes when no OpenTelemetry collector takes them): the
// 75th percentile per metric and page type, each marked against Google's thresholds. Exits 1 when
// a page type's LCP, INP or CLS is past "good" (a regression alarm for cron or CI); reads the log
// from FILE, else from standard input (`journalctl -u 'venue-site@*' -o cat --since -1h | npm run vitals`).
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { mergeSummaries, regressions } from '../lib/vitals/alarm';
import { THRESHOLDS, VITAL_NAMES } from '../lib/vitals/report';

const { values: options } = parseArgs({
  options: { since: { type: 'string', default: '1h' }, log: { type: 'string' } },
});

function duration(text: string): number {
  const match = /^(\d+)\s*([smhd])$/.exec(text.trim());
  if (!match) throw new Error(`--since: a duration such as 30m, 1h or 7d, not "${text}"`);
  const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 's'];
  return Number(match[1]) * unit;
}

const since = new Date(Date.now() - duration(options.since!));
const input = options.log ? createReadStream(options.log) : process.stdin;
const lines: string[] = [];
for await (const line of createInterface({ input, crlfDelay: Infinity })) lines.push(line);
const pages = mergeSummaries(lines, since);

if (pages.length === 0) {
  console.log(`vitals: no page views reported since ${since.toISOString()}`);
  process.exit(0);
}
const mark = { good: ' ', 'needs-improvement': '!', poor: '✗' } as const;
const cell = (value: number, name: string) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
console.log(`p75 since ${since.toISOString()} (! past "good", ✗ "poor"; n = page views)`);
console.log(['page'.padEnd(28), ...VITAL_NAMES.map((name) => name.padStart(14))].join(''));
for (const { page, values } of pages) {
  const cells = VITAL_NAMES.map((name) => {
    const value = values[name];
    return (value ? `${cell(value.p75, name)} ${mark[value.rating]}` : '–').padStart(14);
  });
  const views = Math.max(...Object.values(values).map((value) => value.n));
  console.log([`${page} (n=${views})`.padEnd(28), ...cells].join(''));
}
const good = VITAL_NAMES.map((name) => `${name} ≤ ${THRESHOLDS[name][0]}`).join(', ');
const missed = regressions(pages);
if (missed.length > 0) {
  console.log(`vitals: past "good" (${good}): ${missed.join(', ')}`);
  process.exit(1);
}
console.log(`vitals: every page type good (${good})`);
