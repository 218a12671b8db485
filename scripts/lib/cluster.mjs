// The pieces of a local cluster (e2e/scale-out.spec.ts, `npm run cluster`, `npm run bench -- --cluster`):
// one embedded provider and site instances from the one build (dist/server.cjs), each a process
// of its own. Every start resolves once the process answers; stop() ends it and waits for it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mallocEnv, SERVER_NODE_FLAGS, SERVER_SCRIPT } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function running(child, url, cleanup = () => {}) {
  return {
    child,
    url,
    pid: child.pid,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await gone;
      }
      cleanup();
    },
  };
}

/**
 * A socket path for an instance, as deploy/systemd gives one (SOCKET_PATH), in a directory of its
 * own: a new one, or `dir` made again (systemd's RuntimeDirectory: made at start, removed at stop,
 * so a restarted instance is on the same path). Mode 666: nginx started as root runs its workers as
 * nobody (scripts/lib/nginx.mjs), and they must be let in; deployed, the socket is 660 and nginx's
 * user is in the instances' group.
 */
export function instanceSocket(dir = mkdtempSync(path.join(tmpdir(), 'venue-socket-'))) {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const file = path.join(dir, 'http.sock');
  return {
    path: file,
    env: { SOCKET_PATH: file, SOCKET_MODE: '666' },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The embedded provider (in memory, test hooks on) on 127.0.0.1:`port`. */
export async function startProvider({ port, env = {}, output = 'ignore' }) {
  const tsx = path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'provider/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PROVIDER_PORT: String(port),
      PROVIDER_DB: ':memory:',
      PROVIDER_LOG: '0',
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/health`, child, 30_000);
  return running(child, url);
}

/**
 * One site instance (the compiled production server) on `port`; with `socket`, also on a Unix
 * socket (its path is the result's `socket`), which is how nginx reaches it when deployed: `true`
 * for a new one, or an `instanceSocket(dir)` to start again where a stopped instance was.
 */
export async function startInstance({ port, providerUrl, env = {}, output = 'ignore', socket }) {
  const unix = socket === true ? instanceSocket() : socket || undefined;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_SCRIPT], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PROVIDER_API_URL: providerUrl,
      NEXT_TELEMETRY_DISABLED: '1',
      ...mallocEnv(),
      ...unix?.env,
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/ready`, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    unix?.remove();
    throw error;
  }
  return { ...running(child, url, () => unix?.remove()), socket: unix?.path };
}
