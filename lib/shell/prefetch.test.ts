import { describe, expect, it } from 'vitest';
import { shouldPrefetch } from './prefetch';

describe('shouldPrefetch', () => {
  it('prefetches online on a fast or unknown connection', () => {
    expect(shouldPrefetch({ onLine: true })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: null })).toBe(true);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(
      shouldPrefetch({ onLine: true, connection: { effectiveType: '3g', saveData: false } }),
    ).toBe(true);
  });

  it('skips offline, on 2g and slow-2g, and with save-data', () => {
    expect(shouldPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(shouldPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(
      shouldPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } }),
    ).toBe(false);
  });
});
