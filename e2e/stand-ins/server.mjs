#!/usr/bin/env node
// Serves the stand-in third-party scripts (gtag.js, chat.js) from localhost for the e2e suite, on a
// host of its own so the site loads them cross-origin, like the real thing. Usage: PORT=… node server.mjs
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const files = { '/gtag.js': 'gtag.js', '/chat.js': 'chat.js' };
const port = Number(process.env.PORT || 4240);

createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/health') {
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    return;
  }
  const file = files[pathname];
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
  });
  response.end(await readFile(path.join(dir, file)));
  // All interfaces: the suite addresses it as localhost, which may resolve to ::1 or 127.0.0.1.
}).listen(port);
