// A throwaway Redis for tests, the benchmark and `npm run cluster`: Debian's redis-server on a
// loopback port, with no RDB snapshots; `appendonly` on when asked (the forms' outbox needs its
// writes on disk: `appendfsync everysec`, see docs/operations.md "Scaling out").
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';

export const redisAvailable = () => existsSync(REDIS_SERVER);

/** Resolves once something answers PONG on the port, or rejects after `timeoutMs`. */
export async function waitForRedis(port, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.setTimeout(500, () => socket.destroy());
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(String(data).startsWith('+PONG'));
        socket.destroy();
      });
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

/**
 * Starts redis-server on 127.0.0.1:`port`; `stop()` ends it (SIGKILL with `{ kill: true }`, as a
 * crash would) and removes its directory. Call startRedis again with the same `dir` to restart
 * one with the same append-only file.
 */
export async function startRedis({ port, appendonly = false, dir } = {}) {
  if (!port) throw new Error('startRedis needs a port');
  const own = !dir;
  const workdir = dir ?? mkdtempSync(path.join(tmpdir(), 'venue-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', workdir];
  args.push('--appendonly', appendonly ? 'yes' : 'no');
  if (appendonly) args.push('--appendfsync', 'everysec');
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await waitForRedis(port).catch((error) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir: workdir,
    pid: child.pid,
    async stop({ kill = false, keepDir = false } = {}) {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill(kill ? 'SIGKILL' : 'SIGTERM');
        await gone;
      }
      if (own && !keepDir) rmSync(workdir, { recursive: true, force: true });
    },
  };
}
