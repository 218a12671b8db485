// Starts the production build with its own embedded provider on the given ports, for the budget scripts.
import { spawn } from 'node:child_process';
import { instanceSocket } from './cluster.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Serves the build on sitePort with an in-memory embedded provider on providerPort; with `socket`,
 * also on a Unix socket (the result's `socket`) for nginx, as deployed. `dir`: a copy of the
 * project to serve instead (a build variant of scripts/lib/bench-layers.mjs).
 */
export async function serve({ sitePort, providerPort, env = {}, socket = false, dir = root }) {
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const unix = socket ? instanceSocket() : undefined;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(sitePort),
      PROVIDER_PORT: String(providerPort),
      PROVIDER_DB: ':memory:',
      PROVIDER_LOG: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${sitePort}`,
      ...unix?.env,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${site}/api/ready`);
  return {
    site,
    socket: unix?.path,
    provider: `http://127.0.0.1:${providerPort}`,
    child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }).finally(() => unix?.remove()),
  };
}

/** The pid of the process listening on a TCP port (the Next server, not the start script). */
export async function pidOnPort(port) {
  const { execSync } = await import('node:child_process');
  const out = execSync(`ss -ltnpH "sport = :${port}"`).toString();
  const match = /pid=(\d+)/.exec(out);
  return match ? Number(match[1]) : null;
}

export async function firstUpcomingEvent(provider, lang) {
  return (await eventSlugs(provider, lang, 'ONLY_UPCOMING'))[0];
}

/** The slugs of the events a language's site shows (scheduled or tentative; past and upcoming by default). */
export async function eventSlugs(provider, lang, dateFilter = 'ALL') {
  const response = await fetch(
    `${provider}/v1/events/slider?property-id=4&locale=${lang}&date-filter=${dateFilter}`,
  );
  const events = await response.json();
  return events
    .filter((event) => ['SCHEDULED', 'TENTATIVE'].includes(event.status))
    .map((event) => event.slug);
}

/** The widths the image optimiser serves, as the build configured them (next.config.ts). */
export function imageWidths() {
  const config = JSON.parse(
    readFileSync(path.join(root, '.next/required-server-files.json'), 'utf8'),
  ).config;
  return [...config.images.imageSizes, ...config.images.deviceSizes];
}
