import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import nextConfig from './next.config';

/**
 * Next validates next.config.ts against its own schema and only warns about a key it does not
 * know: a renamed or dropped `experimental` flag (coupling register, docs/architecture.md) would be
 * ignored in silence. Next's schema is private; here it is the canary.
 */
describe('next.config.ts', () => {
  it('every option next.config.ts sets is one the installed Next knows', () => {
    const { configSchema } = createRequire(import.meta.url)('next/dist/server/config-schema') as {
      configSchema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } };
    };
    const result = configSchema.safeParse(nextConfig);
    const issues = (result.error as { issues?: unknown[] } | undefined)?.issues ?? [];
    expect(issues).toEqual([]);
    expect(Object.keys(nextConfig.experimental ?? {}).sort()).toEqual([
      'imgOptConcurrency',
      'imgOptMaxInputPixels',
      'imgOptOperationCache',
      'isrFlushToDisk',
    ]);
  });
});
