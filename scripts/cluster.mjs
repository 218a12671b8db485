#!/usr/bin/env node
// `npm run cluster`: a local cluster from the one build (run `npm run build` first): Redis
// (Debian's redis-server, append-only), the embedded provider, N site instances sharing them
// (default 2) and, when deploy/nginx is there, nginx in front. Prints the address; Ctrl-C stops
// everything. docs/operations.md "Scaling out".
//
//   npm run cluster -- [--instances 2] [--port 3001] [--provider-port 4000] [--redis-port 6390]
//                      [--https-port 8443] [--http-port 8080]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startInstance, startProvider } from './lib/cluster.mjs';
import { generateMissingSecrets, workspaceSignIn } from './lib/editor-secrets.mjs';
import { startRedis } from './lib/redis-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3001' },
    'provider-port': { type: 'string', default: '4000' },
    'redis-port': { type: 'string', default: '6390' },
    'https-port': { type: 'string', default: '8443' },
    'http-port': { type: 'string', default: '8080' },
  },
});
const count = Math.max(1, Number(values.instances));
const firstPort = Number(values.port);
if (
  !existsSync(path.join(root, '.next', 'BUILD_ID')) ||
  !existsSync(path.join(root, 'dist/server.cjs'))
) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const started = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping the cluster…');
  // nginx first (no new visitors), then the instances (they finish what is in flight), the
  // provider and Redis last.
  for (const piece of started.reverse()) await piece.stop().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  // As `npm start` does: the secrets site and provider share, generated for this run when unset,
  // so publishing, the workspace's live preview and share links work out of the box (the
  // children inherit the ones the environment sets).
  const generated = generateMissingSecrets();
  const providerOrigin = `http://127.0.0.1:${values['provider-port']}`;
  const redis = await startRedis({ port: Number(values['redis-port']), appendonly: true });
  started.push(redis);
  console.log(`redis      ${redis.url} (append-only, appendfsync everysec)`);
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  const provider = await startProvider({
    port: Number(values['provider-port']),
    env: {
      // Publishing notifies one instance; it tells the others through Redis.
      SITE_REVALIDATE_URL: `http://127.0.0.1:${ports[0]}/api/revalidate`,
      ...generated,
      // The workspace previews (and share links open) the first instance: plain http, which a
      // frame can show (nginx's certificate here is self-signed).
      PROVIDER_SITE_URL: process.env.PROVIDER_SITE_URL || `http://127.0.0.1:${ports[0]}`,
      PROVIDER_DB: process.env.PROVIDER_DB || ':memory:',
    },
    output: 'inherit',
  });
  started.push(provider);
  console.log(`provider   ${provider.url}`);
  console.log(workspaceSignIn(provider.url, generated));
  const instances = await Promise.all(
    ports.map((port) =>
      startInstance({
        port,
        providerUrl: provider.url,
        env: {
          REDIS_URL: redis.url,
          ...generated,
          PREVIEW_FRAME_ANCESTORS: process.env.PREVIEW_FRAME_ANCESTORS || providerOrigin,
        },
        output: 'inherit',
        socket: true,
      }),
    ),
  );
  started.push(...instances);
  for (const instance of instances) console.log(`instance   ${instance.url}`);

  const nginxModule = path.join(root, 'scripts/lib/nginx.mjs');
  if (existsSync(nginxModule) && existsSync(path.join(root, 'deploy/nginx/venue.conf'))) {
    const { startNginx } = await import(nginxModule);
    const nginx = await startNginx({
      httpsPort: Number(values['https-port']),
      httpPort: Number(values['http-port']),
      upstreams: instances.map((instance) => instance.socket),
    });
    started.push(nginx);
    console.log(`nginx      ${nginx.origin} (self-signed certificate), ${nginx.httpOrigin}`);
    console.log(`\nThe site: ${nginx.origin}   (Ctrl-C stops everything)`);
  } else {
    console.log(
      `\nNo deploy/nginx here: visit an instance, e.g. ${instances[0].url}   (Ctrl-C stops everything)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
