// The Unix socket the server listens on beside its port (SOCKET_PATH): nginx on the same machine
// connects there, without a loopback TCP stack at both ends of every request (docs/performance.md
// "nginx in front of one instance"). The port stays for health checks and direct access.
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import { createConnection } from 'node:net';

/**
 * A socket file left behind by a process that is gone (killed, crashed) is removed; one that
 * still answers, or a path that is not a socket, is an error: never two instances on one path.
 */
export async function clearStaleSocket(file: string): Promise<void> {
  let stat;
  try {
    stat = lstatSync(file);
  } catch {
    return;
  }
  if (!stat.isSocket()) throw new Error(`SOCKET_PATH ${file} exists and is not a socket`);
  const answers = await new Promise<boolean>((resolve) => {
    const probe = createConnection(file, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
  if (answers) throw new Error(`SOCKET_PATH ${file}: another process listens on it`);
  unlinkSync(file);
}

/** `server` listening on the socket `file` with `mode`, once a stale file is out of the way. */
export async function listenOnSocket(server: Server, file: string, mode: number): Promise<void> {
  await clearStaleSocket(file);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Who may connect is who may say who the visitor is (lib/security/forwarding.ts).
  chmodSync(file, mode);
}
