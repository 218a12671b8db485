#!/usr/bin/env node
// Compiles to plain JavaScript (no TypeScript loader at run time; packages stay external):
// - the production server, server/index.ts and the lib modules it uses, to dist/server.cjs, and the
//   build's key that signs the pages' payload tokens (lib/html/flight.ts), to dist/flight-key: new
//   with every build, the same for every instance started from it;
// - Next's cache handler (lib/cache/page-cache-handler.ts), to dist/cache/pages.cjs, which next.config.ts names: Next loads
//   it as it is, so `next build` and `next dev` need them first (package.json, scripts/start.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const common = {
  absWorkingDir: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: ['server/index.ts'],
    outfile: 'dist/server.cjs',
    sourcemap: true,
  }),
  build({
    ...common,
    entryPoints: { pages: 'lib/cache/page-cache-handler.ts' },
    outdir: 'dist/cache',
    outExtension: { '.js': '.cjs' },
  }),
]);
mkdirSync(path.join(common.absWorkingDir, 'dist'), { recursive: true });
writeFileSync(
  path.join(common.absWorkingDir, 'dist', 'flight-key'),
  randomBytes(32).toString('hex'),
  {
    mode: 0o600,
  },
);
console.log('server: dist/server.cjs, cache handler: dist/cache/pages.cjs, dist/flight-key');
