#!/usr/bin/env node
// After `next build` (and the compile hints, which change the chunks): a brotli copy, at the
// highest quality, beside every JavaScript and CSS build file (`x.js.br`). The production server
// sends it to browsers that accept brotli (lib/server/precompressed.ts); Next itself compresses
// build files with gzip only, on every request. Compressed once here, never at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.next', 'static');
let files = 0;
let before = 0;
let after = 0;
for (const name of fs.readdirSync(dir, { recursive: true })) {
  const file = path.join(dir, String(name));
  if (!/\.(js|css)$/.test(file) || !fs.statSync(file).isFile()) continue;
  const body = fs.readFileSync(file);
  const compressed = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, compressed);
  files += 1;
  before += body.length;
  after += compressed.length;
}
console.log(
  `precompressed: ${files} build files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
