import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script, without type declarations
import { addCompileHints, HINT, startupChunks } from './compile-hints.mjs';

let dist: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};
const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/runtime.js'] }),
  );
  write(
    'server/app/[locale]/venue/page_client-reference-manifest.js',
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      'globalThis.__RSC_MANIFEST["/[locale]/venue/page"] = {"entryJSFiles":{' +
      '"[project]/app/layout":["static/chunks/layout.js","static/chunks/layout.css"],' +
      '"[project]/app/[locale]/venue/page":["static/chunks/layout.js","static/chunks/venue.js"]}};',
  );
  for (const chunk of ['react', 'runtime', 'layout', 'venue', 'swiper'])
    write(`static/chunks/${chunk}.js`, `console.log("${chunk}");`);
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('compile hints', () => {
  it('finds the framework chunks and every page entry chunk, once each, scripts only', () => {
    expect(startupChunks(dist).sort()).toEqual([
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
      'static/chunks/venue.js',
    ]);
  });

  it('marks start-up chunks once and leaves chunks loaded on demand lazy', () => {
    expect(addCompileHints(dist)).toBe(4);
    expect(read('static/chunks/venue.js')).toBe(`${HINT}console.log("venue");`);
    expect(read('static/chunks/swiper.js')).toBe('console.log("swiper");');
    // A second run (a rebuild that reuses the output) adds nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(read('static/chunks/react.js').split(HINT)).toHaveLength(2);
  });
});
