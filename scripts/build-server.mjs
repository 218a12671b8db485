#!/usr/bin/env node
// Compiles to plain JavaScript (no TypeScript loader at run time; packages stay external):
// - the production server, server/index.ts and the lib modules it uses, to dist/server.cjs;
// - Next's cache handler (lib/cache/page-cache-handler.ts), to dist/cache/pages.cjs, which next.config.ts names: Next loads
//   it as it is, so `next build` and `next dev` need them first (package.json, scripts/start.mjs).
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
console.log('server: dist/server.cjs, cache handler: dist/cache/pages.cjs');
