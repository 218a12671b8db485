#!/usr/bin/env node
// Serves the production build on :3000. When PROVIDER_API_URL is unset (and only then) it first
// starts the embedded provider and points the site at it; both stop together. With the embedded
// provider the editor path needs no variable: unset secrets are generated for this run and given
// to both, and the editor workspace's address and token are printed.
import { spawn } from 'node:child_process';
import { generateMissingSecrets, workspaceSignIn } from './lib/editor-secrets.mjs';
import { mallocEnv, SERVER_NODE_FLAGS, SERVER_SCRIPT } from './lib/server-process.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// The site's and the embedded provider's settings as each reads them (lib/env.ts, provider/config.ts,
// their one home): a bad value stops here, before anything starts, with the reader's own message.
async function settingsOf(file, read) {
  try {
    return read(await tsImport(file, import.meta.url));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
const settings = await settingsOf('../lib/env.ts', (module) => module.env);
// Embedded unless the site is given a provider (lib/env.ts defaults the address for the site itself).
const embedded = process.env.PROVIDER_API_URL?.trim()
  ? null
  : await settingsOf('../provider/config.ts', (module) => module.configFromEnv(process.env));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const dev = process.argv.includes('--dev');
const port = String(settings.PORT);
const children = [];

function run(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    stop(signal ? 1 : (code ?? 0));
  });
  return child;
}

let stopping = false;
const running = (child) => child.exitCode === null && child.signalCode === null;
const exited = (child) =>
  running(child) ? new Promise((resolve) => child.once('exit', resolve)) : Promise.resolve();

/**
 * Stops in reverse order of start: the site first, which finishes the requests in flight (its
 * grace period, SHUTDOWN_GRACE_MS), then the embedded provider those requests may still need.
 */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const grace = settings.SHUTDOWN_GRACE_MS + 5_000;
  setTimeout(() => process.exit(code), 2 * grace).unref();
  for (const child of [...children].reverse()) {
    if (running(child)) child.kill('SIGTERM');
    await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, grace))]);
  }
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out waiting for ${url}`);
}

const tsxCli = () => path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
const env = {};
if (embedded) {
  const providerPort = String(embedded.port);
  const site = `http://127.0.0.1:${port}`;
  const provider = `http://127.0.0.1:${providerPort}`;
  // Shared by site and provider, generated for this run when unset (scripts/lib/editor-secrets.mjs).
  const generated = generateMissingSecrets();
  Object.assign(env, generated, {
    // The workspace frames the site's draft pages: only draft-mode answers allow these origins.
    PREVIEW_FRAME_ANCESTORS:
      settings.PREVIEW_FRAME_ANCESTORS.join(' ') || `${provider} http://localhost:${providerPort}`,
  });
  run(process.execPath, [tsxCli(), 'provider/server.ts'], {
    ...generated,
    PROVIDER_PORT: providerPort,
    // Publishing in the embedded provider notifies this site (with REVALIDATE_SECRET) by default.
    SITE_REVALIDATE_URL: embedded.revalidateUrl ?? `${site}/api/revalidate`,
    // Where the workspace's live preview and shared preview links open the site.
    PROVIDER_SITE_URL: embedded.siteUrl ?? site,
  });
  env.PROVIDER_API_URL = provider;
  await waitFor(`${provider}/health`, 30000);
  console.log(workspaceSignIn(provider, generated));
} else {
  const missing = ['DRAFT_SECRET', 'REVALIDATE_SECRET'].filter((name) => !settings[name]);
  if (missing.length > 0) {
    // An external provider (production) must share them explicitly: nothing is generated.
    console.warn(
      `${missing.join(' and ')} unset with PROVIDER_API_URL=${settings.PROVIDER_API_URL}: ` +
        'preview (/api/draft) and publishing (/api/revalidate) answer 401 until they are set.',
    );
  }
}
if (dev) {
  // Next loads the cache handlers next.config.ts names as compiled JavaScript (dist/cache/), and the
  // stylesheet imports the Turkish faces cut at build (dist/fonts/).
  await import('./build-server.mjs');
  await import('./subset-fonts.mjs');
  const next = path.join(path.dirname(require.resolve('next/package.json')), 'dist/bin/next');
  run(process.execPath, [next, 'dev', '-p', port], env);
} else {
  // Plain JavaScript compiled by `npm run build` (scripts/build-server.mjs): one process, no loader.
  // Its Node flags and malloc settings: scripts/lib/server-process.mjs.
  run(process.execPath, [...SERVER_NODE_FLAGS, SERVER_SCRIPT], {
    ...env,
    PORT: port,
    ...mallocEnv(),
  });
}
