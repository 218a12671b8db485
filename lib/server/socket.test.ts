import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearStaleSocket, listenOnSocket } from './socket';

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-socket-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('listenOnSocket', () => {
  it('serves HTTP on the socket with its mode, over a file a dead process left', async () => {
    const file = path.join(scratch(), 'http.sock');
    // A socket file whose process is gone: a process that listened on it, killed.
    spawnSync(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(file)}, () => process.kill(process.pid, 'SIGKILL'))`,
    ]);
    expect(statSync(file).isSocket()).toBe(true);
    const server = createServer((_, res) => res.end('on the socket'));
    await listenOnSocket(server, file, 0o640);
    try {
      expect(statSync(file).mode & 0o777).toBe(0o640);
      const body = await new Promise<string>((resolve, reject) => {
        request({ socketPath: file, path: '/' }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve(text));
        })
          .on('error', reject)
          .end();
      });
      expect(body).toBe('on the socket');
      // A second instance on the same path is refused while the first listens.
      await expect(clearStaleSocket(file)).rejects.toThrow(/another process listens/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('never removes a file that is not a socket', async () => {
    const file = path.join(scratch(), 'notes.txt');
    writeFileSync(file, 'keep me');
    await expect(clearStaleSocket(file)).rejects.toThrow(/not a socket/);
    expect(statSync(file).isFile()).toBe(true);
  });
});
