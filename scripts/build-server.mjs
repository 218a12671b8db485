#!/usr/bin/env node
// Compiles the production server (scripts/server.ts and the lib modules it uses) to one plain
// JavaScript file, dist/server.cjs: no TypeScript loader at run time. Packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['scripts/server.ts'],
  outfile: 'dist/server.cjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server: dist/server.cjs');
