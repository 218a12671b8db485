import { describe, expect, it } from 'vitest';
import { isShareable, pageCacheKey, SHAREABLE_HEADER } from './page-cache';

const page = (headers: Record<string, string> = {}, url = '/venue', method = 'GET') => ({
  method,
  url,
  headers: { accept: 'text/html,application/xhtml+xml', ...headers },
});

describe('pageCacheKey', () => {
  it('keys an anonymous page load by url, encoding and the locale cookie', () => {
    const key = pageCacheKey(page(), 'br');
    expect(key).not.toBeNull();
    expect(pageCacheKey(page(), 'gzip')).not.toBe(key);
    expect(pageCacheKey(page({ cookie: 'i18n_redirected=tr' }), 'br')).not.toBe(key);
    expect(pageCacheKey(page({ cookie: '_ga=GA1.1' }), 'br')).toBe(key);
    expect(pageCacheKey(page({}, '/venue?x=1'), 'br')).not.toBe(key);
    // By scheme as the server's forwarding step decided it (lib/security/forwarding.ts).
    expect(pageCacheKey(page({ 'x-forwarded-proto': 'https' }), 'br')).not.toBe(key);
    expect(pageCacheKey(page({ 'x-forwarded-proto': 'http' }), 'br')).toBe(key);
    expect(pageCacheKey(page({ 'sec-fetch-dest': 'empty' }), 'br')).not.toBe(key);
    // A navigation the service worker passes on is a page load like the browser's own.
    expect(
      pageCacheKey(page({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'navigate' }), 'br'),
    ).toBe(key);
  });

  it('keys the browser languages at the root only, where the proxy reads them', () => {
    const de = { 'accept-language': 'de-DE' };
    const tr = { 'accept-language': 'tr-TR' };
    expect(pageCacheKey(page(de, '/'), 'br')).not.toBe(pageCacheKey(page(tr, '/'), 'br'));
    expect(pageCacheKey(page(de), 'br')).toBe(pageCacheKey(page(tr), 'br'));
  });

  it('never serves previews, posts, React payloads, api or non-page requests', () => {
    expect(pageCacheKey(page({ cookie: 'a=1; __prerender_bypass=xyz' }), 'br')).toBeNull();
    expect(pageCacheKey(page({}, '/venue', 'POST'), 'br')).toBeNull();
    expect(pageCacheKey(page({}, '/venue', 'HEAD'), 'br')).toBeNull();
    expect(pageCacheKey(page({ rsc: '1' }), 'br')).toBeNull();
    expect(pageCacheKey(page({ 'next-action': 'abc' }), 'br')).toBeNull();
    expect(pageCacheKey(page({}, '/api/health'), 'br')).toBeNull();
    expect(pageCacheKey(page({ accept: '*/*' }), 'br')).toBeNull();
    expect(pageCacheKey(page({ authorization: 'Basic x' }), 'br')).toBeNull();
  });
});

describe('isShareable', () => {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  it('keeps publicly cacheable pages only', () => {
    expect(
      isShareable(200, { ...html, 'cache-control': 's-maxage=3600, stale-while-revalidate=1' }),
    ).toBe(true);
    expect(isShareable(200, { ...html, 'cache-control': 'private, no-cache, no-store' })).toBe(
      false,
    );
    expect(isShareable(200, { ...html })).toBe(false);
    expect(isShareable(404, { ...html, 'cache-control': 's-maxage=60' })).toBe(false);
    expect(
      isShareable(200, {
        ...html,
        'cache-control': 's-maxage=60',
        'set-cookie': ['session=abc'],
      }),
    ).toBe(false);
    expect(
      isShareable(200, { 'content-type': 'application/json', 'cache-control': 'public' }),
    ).toBe(false);
  });

  it('keeps a page that sets only the locale cookie, which its key determines', () => {
    const cached = { ...html, 'cache-control': 's-maxage=60' };
    expect(isShareable(200, { ...cached, 'set-cookie': 'i18n_redirected=tr; Path=/' })).toBe(true);
    expect(
      isShareable(200, { ...cached, 'set-cookie': ['i18n_redirected=tr', 'session=abc'] }),
    ).toBe(false);
  });

  it('keeps a per-request page the proxy marked as the same for every visitor', () => {
    const dynamic = { ...html, 'cache-control': 'private, no-cache, no-store' };
    expect(isShareable(200, { ...dynamic, [SHAREABLE_HEADER]: '1' })).toBe(true);
    expect(isShareable(200, { ...dynamic, [SHAREABLE_HEADER]: '1', 'set-cookie': 'x=1' })).toBe(
      false,
    );
  });
});
