#!/usr/bin/env node
// nginx with deploy/nginx/venue.conf in front of running site instances, on loopback, as you:
//   node scripts/nginx.mjs --https 8443 --http 8080 --upstream 3000,3001
// (an upstream is a port on 127.0.0.1 or an instance's socket, an absolute path: --upstream /tmp/a.sock)
// then `curl -k https://127.0.0.1:8443/`. Ctrl-C stops it. Logs stay in the printed directory.
import { parseArgs } from 'node:util';
import { startNginx } from './lib/nginx.mjs';

const { values } = parseArgs({
  options: {
    https: { type: 'string', default: '8443' },
    http: { type: 'string', default: '8080' },
    upstream: { type: 'string', default: '3000' },
  },
});
const nginx = await startNginx({
  httpsPort: Number(values.https),
  httpPort: Number(values.http),
  upstreams: values.upstream
    .split(',')
    .map((upstream) => upstream.trim())
    .map((upstream) => (upstream.startsWith('/') ? upstream : Number(upstream))),
  keep: true,
});
console.log(`nginx ${nginx.origin} (and ${nginx.httpOrigin} → https), files in ${nginx.dir}`);
const stop = () => void nginx.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
