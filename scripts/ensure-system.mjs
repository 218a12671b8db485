#!/usr/bin/env node
// What `npm test` needs that npm does not install: Debian's Chromium headless shell (Playwright's
// own browser download does not work here; scripts/lib/chromium.mjs), nginx (the deploy/ config is
// tested in front of the site), redis-server (the scale-out tests run against a real Redis),
// libfaketime (the date-dependent tests on awkward calendar days) and a Java runtime (the Nu Html
// Checker of e2e/validators.spec.ts is vnu-jar's Java program). Missing ones come from apt-get.
// `--bench` adds what the benchmarks need on top: wrk, the load generator of
// `npm run bench -- --cluster`; `--audit` adds the Chromium browser that Lighthouse audits.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSER, TEST_BROWSER } from './lib/chromium.mjs';

const NEEDS = [
  { pkg: TEST_BROWSER.pkg, paths: [TEST_BROWSER.path] },
  { pkg: 'nginx', paths: ['/usr/sbin/nginx'] },
  { pkg: 'redis-server', paths: ['/usr/bin/redis-server'] },
  { pkg: 'libfaketime', paths: ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'] },
  { pkg: 'default-jre-headless', paths: ['/usr/bin/java'] },
  ...(process.argv.includes('--bench') ? [{ pkg: 'wrk', paths: ['/usr/bin/wrk'] }] : []),
  ...(process.argv.includes('--audit') ? [{ pkg: BROWSER.pkg, paths: [BROWSER.path] }] : []),
];

const present = (need) => need.paths.some((p) => existsSync(p));
const missing = NEEDS.filter((n) => !present(n));
if (missing.length > 0) {
  const pkgs = missing.map((n) => n.pkg).join(' ');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  console.log(`Installing Debian packages with apt-get: ${pkgs}…`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`,
    { stdio: 'inherit' },
  );
}
const still = NEEDS.filter((n) => !present(n));
if (still.length > 0) {
  console.error(`Still missing: ${still.map((n) => n.paths[0]).join(', ')}`);
  process.exit(1);
}
