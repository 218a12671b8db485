/**
 * `npm run test:dates`: the date-dependent end-to-end tests (tagged CALENDAR) on the awkward
 * calendar days of scripts/lib/calendar-days.ts. libfaketime (Debian's faketime) moves the clock of
 * every process of a run by the same offset: the embedded provider seeds its events around that day,
 * the site renders on it and the tests compute their expectations on it. Chromium keeps the real clock
 * (playwright.config.ts): the pages under test are rendered on the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { awkwardDays, CALENDAR } from './lib/calendar-days';

const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
if (!existsSync(LIBFAKETIME)) {
  console.error(
    `${LIBFAKETIME} is missing: npm run test:e2e installs it (scripts/ensure-system.mjs).`,
  );
  process.exit(1);
}

// Extra arguments go to Playwright (a spec file, --workers…).
const extra = process.argv.slice(2);
let failed = 0;
for (const day of awkwardDays(new Date())) {
  const offset = Math.round((day.at.getTime() - Date.now()) / 1000);
  console.log(`\n▶ ${day.at.toISOString()}: ${day.label}`);
  const env = {
    ...process.env,
    LD_PRELOAD: LIBFAKETIME,
    FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`,
    // Timers and timeouts keep the real monotonic clock.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    ...(day.timeZone ? { TZ: day.timeZone } : {}),
  };
  // A run on the real day would prove nothing: check that a child process sees the faked one.
  const seen = Number(spawnSync(process.execPath, ['-p', 'Date.now()'], { env }).stdout);
  if (Math.abs(seen - day.at.getTime()) > 60_000) {
    console.error(
      `✘ libfaketime did not move the clock (a child saw ${new Date(seen).toISOString()})`,
    );
    process.exit(1);
  }
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--project=desktop', `--grep=${CALENDAR}`, ...extra],
    { stdio: 'inherit', env },
  );
  if (run.status !== 0) {
    failed++;
    console.error(`✘ the suite failed on ${day.at.toISOString()} (${day.label})`);
  }
}
process.exit(failed ? 1 : 0);
