import { describe, expect, it } from 'vitest';
import {
  contentCacheControl,
  DEGRADED_CACHE_CONTROL,
  errorCacheHeaders,
  PREVIEW_CACHE_CONTROL,
} from './cache-control';

const OG = 'public, max-age=3600, stale-while-revalidate=86400';

describe('contentCacheControl', () => {
  it("keeps the route's public policy for published content", () => {
    expect(contentCacheControl(OG, { preview: false })).toBe(OG);
    expect(contentCacheControl('public, max-age=300', { preview: false, failed: false })).toBe(
      'public, max-age=300',
    );
  });

  it('never lets a shared cache keep what draft mode rendered, failed or not', () => {
    expect(PREVIEW_CACHE_CONTROL).toBe('private, no-store');
    expect(contentCacheControl(OG, { preview: true })).toBe('private, no-store');
    expect(contentCacheControl(OG, { preview: true, failed: true })).toBe('private, no-store');
  });

  it('caches a degraded answer for a minute only while the provider fails', () => {
    expect(DEGRADED_CACHE_CONTROL).toBe('public, max-age=60');
    expect(contentCacheControl(OG, { preview: false, failed: true })).toBe('public, max-age=60');
  });
});

describe('errorCacheHeaders', () => {
  it('marks error answers private in draft mode only', () => {
    expect(errorCacheHeaders(true)).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(errorCacheHeaders(false)).toEqual({});
  });
});
