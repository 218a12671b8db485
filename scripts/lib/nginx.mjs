// Runs Debian's nginx with deploy/nginx/venue.conf in front of site instances on loopback, as an
// ordinary user: the operator's template is rendered by substitution (loopback ports, a
// self-signed certificate, the instances' ports, paths in a temporary directory), never copied,
// so what the tests check is the file an operator installs.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_TEMPLATE = path.join(root, 'deploy/nginx/venue.conf');
export const NGINX_BINARY = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * Replaces `pattern` in `text` by `replacement`; a pattern that no longer matches the template is
 * an error, so the template cannot drift away from what is tested.
 */
function substitute(text, pattern, replacement, what) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/venue.conf: no ${what} to replace`);
  pattern.lastIndex = 0;
  return text.replace(pattern, replacement);
}

/** An upstream as nginx writes it: a port on 127.0.0.1, a socket's absolute path, or host:port. */
function upstreamAddress(upstream) {
  if (typeof upstream === 'number') return `127.0.0.1:${upstream}`;
  return upstream.startsWith('/') ? `unix:${upstream}` : upstream;
}

/**
 * The site config of deploy/nginx/venue.conf for a local run: nginx listens on `host` at httpPort
 * and httpsPort (IPv4 only), the upstream lists `upstreams` (the instances' sockets, as deployed,
 * or ports on 127.0.0.1, or host:port), with the given certificate, and logs and cache under `dir`.
 */
export function renderSiteConf(
  template,
  {
    httpPort,
    httpsPort,
    upstreams,
    host = '127.0.0.1',
    serverName = 'localhost',
    cert,
    key,
    dir,
    variant,
  },
) {
  if (!upstreams?.length) throw new Error('startNginx: at least one upstream');
  const servers = (indent, options) =>
    upstreams
      .map((upstream) => `${indent}server ${upstreamAddress(upstream)} ${options};\n`)
      .join('');
  let conf = template;
  // The example instance lines become one line per upstream, with the same health-check options.
  let first = true;
  conf = substitute(
    conf,
    /^([ \t]*)server unix:\/run\/venue-site\/\d+\/http\.sock ([^;\n]*);\n/gm,
    (_, indent, options) => {
      if (!first) return '';
      first = false;
      return servers(indent, options);
    },
    'upstream servers',
  );
  conf = substitute(conf, /^[ \t]*listen \[::\]:\d+[^;\n]*;\n/gm, '', 'IPv6 listen');
  conf = substitute(conf, /listen 80;/g, `listen ${host}:${httpPort};`, 'http listen');
  conf = substitute(conf, /listen 443 /g, `listen ${host}:${httpsPort} `, 'https listen');
  // A port other than 443 must appear in the http → https redirect.
  conf = substitute(
    conf,
    /https:\/\/\$host\$request_uri/g,
    `https://$host${httpsPort === 443 ? '' : `:${httpsPort}`}$request_uri`,
    'https redirect',
  );
  conf = substitute(conf, /server_name [^;\n]+;/g, `server_name ${serverName};`, 'server_name');
  conf = substitute(conf, /ssl_certificate [^;\n]+;/g, `ssl_certificate ${cert};`, 'certificate');
  conf = substitute(
    conf,
    /ssl_certificate_key [^;\n]+;/g,
    `ssl_certificate_key ${key};`,
    'certificate key',
  );
  conf = substitute(conf, /\/var\/log\/nginx\//g, `${dir}/logs/`, 'log paths');
  conf = substitute(conf, /\/var\/cache\/nginx\/venue/g, `${dir}/cache`, 'cache path');
  return variant ? withVariant(conf, variant, dir) : conf;
}

/**
 * The alternatives to the site's own page cache and compression that `npm run bench -- --cluster`
 * measures against the deployed config (docs/operations.md "Scaling out"); never what deploy/ installs.
 * - `microcache`: nginx keeps each page for 1 s (one request renders, the others wait or get the
 *   stale copy), keyed on what the site's page cache keys on.
 * - `gzip`: nginx compresses every answer itself; the site is asked for uncompressed bodies.
 * And the settings before issue 44, the "before" of `npm run bench -- --rolling` and `--queries`:
 * - `old-upstreams`: passive health checks (max_fails=3 fail_timeout=10s) and no retry of a post;
 * - `no-query-limit`: no per-visitor limit on requests with a query string.
 */
const VARIANTS = {
  microcache: {
    http: (dir) =>
      `proxy_cache_path ${dir}/microcache levels=1:2 keys_zone=venue_pages:10m max_size=128m inactive=10s use_temp_path=off;\n`,
    location: [
      'proxy_cache venue_pages;',
      'proxy_cache_key "$scheme$host$request_uri|$http_accept_encoding|$cookie_i18n_redirected|$http_rsc|$http_accept_language";',
      'proxy_cache_valid 200 1s;',
      'proxy_cache_lock on;',
      'proxy_cache_use_stale updating;',
      'proxy_ignore_headers Cache-Control Expires Vary;',
      'add_header X-Cache-Status $upstream_cache_status;',
    ],
  },
  gzip: {
    http: () => '',
    location: [
      'gzip on;',
      'gzip_comp_level 5;',
      'gzip_proxied any;',
      'gzip_types text/css application/javascript application/json text/x-component;',
    ],
    // Beside the other proxy_set_header lines: one in a location would drop all of them there.
    server: ['proxy_set_header Accept-Encoding "";'],
  },
  'old-upstreams': {
    replace: [
      [/ max_fails=0;/g, ' max_fails=3 fail_timeout=10s;', 'upstream options'],
      [
        /proxy_next_upstream error timeout http_503 non_idempotent;/,
        'proxy_next_upstream error timeout http_502 http_503 http_504;',
        'proxy_next_upstream',
      ],
    ],
  },
  'no-query-limit': {
    replace: [[/^[ \t]*limit_req zone=venue_queries [^;\n]*;\n/gm, '', 'the query limit']],
  },
};

/** `conf` with each of `variants` (a name or a list of names) applied in turn. */
function withVariant(conf, variants, dir) {
  for (const variant of [variants].flat()) {
    const chosen = VARIANTS[variant];
    if (!chosen) throw new Error(`nginx variant ${variant}: one of ${Object.keys(VARIANTS)}`);
    for (const [pattern, replacement, what] of chosen.replace ?? [])
      conf = substitute(conf, pattern, replacement, what);
    if (chosen.http) conf = chosen.http(dir) + conf;
    for (const line of chosen.server ?? []) {
      conf = substitute(
        conf,
        /( {4}proxy_set_header X-Request-Id [^;\n]+;\n)/,
        (_, last) => `${last}    ${line}\n`,
        'proxy_set_header lines',
      );
    }
    if (chosen.location) {
      conf = substitute(
        conf,
        /( {4}location \/ \{\n(?:[ \t]*limit_req[^\n]*\n)*)( {8}proxy_pass http:\/\/venue_site;\n)/,
        (_, open, pass) =>
          open + chosen.location.map((line) => `        ${line}\n`).join('') + pass,
        'location /',
      );
    }
  }
  return conf;
}

/** The main nginx.conf around the site config: no root, nothing under /etc or /var written. */
function mainConf(dir) {
  return [
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/logs/error.log warn;`,
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    '    default_type application/octet-stream;',
    `    client_body_temp_path ${dir}/tmp/client_body;`,
    `    proxy_temp_path ${dir}/tmp/proxy;`,
    `    fastcgi_temp_path ${dir}/tmp/fastcgi;`,
    `    uwsgi_temp_path ${dir}/tmp/uwsgi;`,
    `    scgi_temp_path ${dir}/tmp/scgi;`,
    `    include ${dir}/venue.conf;`,
    '}',
    '',
  ].join('\n');
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for two days. */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { cert, key };
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts nginx (foreground, as the current user) with deploy/nginx/venue.conf rendered for
 * `upstreams` (site instances' sockets or ports) on `host`:httpsPort and `host`:httpPort.
 * Resolves once both ports accept connections; `stop()` shuts nginx down gracefully (SIGQUIT:
 * requests in flight finish) and removes its directory unless `keep` is set.
 */
export async function startNginx({
  httpsPort,
  httpPort,
  upstreams,
  host = '127.0.0.1',
  serverName = 'localhost',
  keep = false,
  stdio = 'inherit',
  variant,
}) {
  for (const port of [httpsPort, httpPort]) {
    if (await portOpen(host, port))
      throw new Error(`startNginx: ${host}:${port} is already in use`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'venue-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach the directory and write
  // their temporary files and cache (logs and the key are opened by the master).
  chmodSync(dir, 0o755);
  for (const sub of ['logs', 'cache', 'tmp']) mkdirSync(path.join(dir, sub), { mode: 0o755 });
  for (const sub of ['cache', 'tmp']) chmodSync(path.join(dir, sub), 0o777);
  const { cert, key } = selfSignedCertificate(dir);
  const siteConf = renderSiteConf(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    httpPort,
    httpsPort,
    upstreams,
    host,
    serverName,
    cert,
    key,
    dir,
    variant,
  });
  writeFileSync(path.join(dir, 'venue.conf'), siteConf);
  writeFileSync(path.join(dir, 'nginx.conf'), mainConf(dir));
  const child = spawn(
    NGINX_BINARY,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'logs/error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', stdio, stdio] },
  );
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'logs/error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  let exitCode = null;
  void exited.then((code) => (exitCode = code));
  while (!(await portOpen(host, httpsPort)) || !(await portOpen(host, httpPort))) {
    if (exitCode !== null || Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start (exit ${exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const origin = `https://${host}:${httpsPort}`;
  return {
    dir,
    pid: child.pid,
    origin,
    httpOrigin: `http://${host}:${httpPort}`,
    accessLog: path.join(dir, 'logs/venue.access.log'),
    errorLog,
    stop,
  };
}
