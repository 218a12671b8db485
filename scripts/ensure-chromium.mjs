#!/usr/bin/env node
// End-to-end tests use Debian's Chromium (Playwright's own browser download does not work here).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get…`);
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
if (!existsSync(CHROMIUM)) {
  console.error(`Chromium is still missing at ${CHROMIUM}`);
  process.exit(1);
}
