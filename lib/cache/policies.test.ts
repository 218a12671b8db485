import { describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  contentCacheControl,
  DATA_LIFE_S,
  errorCacheHeaders,
  mayKeepOffline,
  mayShare,
  mayStore,
  PAGE_LIFE_S,
} from './policies';

describe('lifetimes', () => {
  it('serve a page stale for the rest of the day after its reads’ hour', () => {
    expect(DATA_LIFE_S).toBe(3_600);
    expect(PAGE_LIFE_S).toBe(86_400);
    expect(PAGE_LIFE_S).toBeGreaterThan(DATA_LIFE_S);
  });
});

describe('the named policies', () => {
  it('keep a file named by its content a year, shared or for this visitor only', () => {
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.immutablePrivate).toBe('private, max-age=31536000, immutable');
  });

  it('let no cache keep a draft, an error or a refusal', () => {
    for (const policy of [CACHE_CONTROL.noStore, CACHE_CONTROL.private]) {
      expect(mayStore(policy), policy).toBe(false);
      expect(mayShare(policy), policy).toBe(false);
    }
  });

  it('let shared caches keep exactly the public ones', () => {
    const shared = Object.entries(CACHE_CONTROL)
      .filter(([, value]) => mayShare(value))
      .map(([name]) => name)
      .sort();
    expect(shared).toEqual(['calendar', 'degraded', 'immutable', 'revalidated', 'socialCard']);
  });
});

describe('mayShare and mayStore', () => {
  it('read Next’s own marks: a cached page is shared, a dynamic one stored by nobody', () => {
    expect(mayShare('s-maxage=3600, stale-while-revalidate=82800')).toBe(true);
    const dynamic = 'private, no-cache, no-store, max-age=0, must-revalidate';
    expect(mayShare(dynamic)).toBe(false);
    expect(mayStore(dynamic)).toBe(false);
  });

  it('share nothing unmarked, private or to be revalidated by a shared cache', () => {
    expect(mayShare('')).toBe(false);
    expect(mayShare(undefined)).toBe(false);
    expect(mayShare('max-age=60')).toBe(false);
    expect(mayShare('public, no-cache')).toBe(false);
    expect(mayShare(CACHE_CONTROL.immutablePrivate)).toBe(false);
    expect(mayStore(CACHE_CONTROL.immutablePrivate)).toBe(true);
    expect(mayStore(null)).toBe(true);
  });

  it('read directives as words, in any case', () => {
    expect(mayStore('No-Store')).toBe(false);
    expect(mayShare('PUBLIC, max-age=60')).toBe(true);
    expect(mayShare('public, x-no-store-hint=1')).toBe(true);
  });
});

describe('mayKeepOffline', () => {
  it('keeps offline what is not for one visitor nor unstorable, marked or not', () => {
    expect(mayKeepOffline('s-maxage=3600, stale-while-revalidate=82800')).toBe(true);
    expect(mayKeepOffline(CACHE_CONTROL.revalidated)).toBe(true);
    expect(mayKeepOffline(null)).toBe(true);
    expect(mayKeepOffline(CACHE_CONTROL.immutablePrivate)).toBe(false);
    expect(mayKeepOffline(CACHE_CONTROL.private)).toBe(false);
    expect(mayKeepOffline('NO-STORE')).toBe(false);
  });
});

describe('contentCacheControl', () => {
  it("keeps the route's public policy for published content", () => {
    expect(contentCacheControl(CACHE_CONTROL.socialCard, { preview: false })).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(contentCacheControl(CACHE_CONTROL.calendar, { preview: false, failed: false })).toBe(
      'public, max-age=300',
    );
  });

  it('never lets a shared cache keep what draft mode rendered, failed or not', () => {
    expect(contentCacheControl(CACHE_CONTROL.socialCard, { preview: true })).toBe(
      'private, no-store',
    );
    expect(contentCacheControl(CACHE_CONTROL.calendar, { preview: true, failed: true })).toBe(
      'private, no-store',
    );
  });

  it('caches a degraded answer for a minute only while the provider fails', () => {
    expect(contentCacheControl(CACHE_CONTROL.socialCard, { preview: false, failed: true })).toBe(
      'public, max-age=60',
    );
  });
});

describe('errorCacheHeaders', () => {
  it('marks error answers private in draft mode only', () => {
    expect(errorCacheHeaders(true)).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(errorCacheHeaders(false)).toEqual({});
  });
});
