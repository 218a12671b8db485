import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, without type declarations
import { resolveNext, VENDORED_REACT, vendoredReactVersion } from './upgrade-drill.mjs';

type View = (spec: string, field: string) => unknown;

describe('npm run upgrade-drill', () => {
  it('finds the React the installed Next ships for its App Router', () => {
    const next = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
    const version = vendoredReactVersion(readFileSync(path.join(next, VENDORED_REACT), 'utf8'));
    expect(version).toMatch(/^19\.\d+\.\d+/);
  });

  it('takes a version as it is, a dist-tag as npm resolves it, and the newest canary without a canary tag', () => {
    const registry: Record<string, unknown> = {
      'next@latest version': '16.4.6',
      'next versions': ['16.4.0-canary.48', '16.4.6', '16.5.0-canary.9', '16.5.0-canary.38'],
    };
    const view: View = (spec, field) => registry[`${spec} ${field}`] ?? null;
    expect(resolveNext('16.4.2', view)).toBe('16.4.2');
    expect(resolveNext('latest', view)).toBe('16.4.6');
    expect(resolveNext('canary', view)).toBe('16.5.0-canary.38');
    expect(() => resolveNext('beta', view)).toThrow(/no such version/);
  });
});
