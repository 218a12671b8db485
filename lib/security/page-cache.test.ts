import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  imageCacheKey,
  isInternalHeader,
  isPublishNotice,
  isShareable,
  pageCacheKey,
  SHAREABLE_HEADER,
  storableHeaders,
} from './page-cache';

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
    expect(pageCacheKey(page({ 'sec-fetch-dest': 'empty' }), 'br')).not.toBe(key);
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
    expect(storableHeaders({ [SHAREABLE_HEADER]: '1', etag: '"a"' })).toEqual({ etag: '"a"' });
    // Each answer carries its own request's id, not the one of the request that rendered it.
    expect(storableHeaders({ 'X-Request-Id': 'abc', etag: '"a"' })).toEqual({ etag: '"a"' });
  });
});

describe('createPageCache', () => {
  it('forgets an entry after its time to live, and everything on clear', () => {
    let time = 0;
    const cache = createPageCache({ ttlMs: 2000, now: () => time });
    const entry = { headers: {}, body: Buffer.from('<html>'), etag: '"a"' };
    cache.set('k', entry);
    cache.set('j', entry);
    time = 1999;
    expect(cache.get('k')?.body.toString()).toBe('<html>');
    time = 2000;
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', entry);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('stores nothing rendered before the last clear (a publish during the render)', () => {
    const cache = createPageCache();
    const entry = { headers: {}, body: Buffer.from('<html>old'), etag: '"a"' };
    const started = cache.generation();
    cache.clear();
    cache.set('k', entry, started);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', entry, cache.generation());
    expect(cache.get('k')?.body.toString()).toBe('<html>old');
  });
});

describe('isPublishNotice', () => {
  const notice = (headers: Record<string, string>, url = '/api/revalidate', method = 'POST') => ({
    method,
    url,
    headers,
  });

  it('is an authorised POST to the revalidation webhook', () => {
    expect(isPublishNotice(notice({ 'x-revalidate-secret': 's3' }), 's3')).toBe(true);
    expect(
      isPublishNotice(notice({ 'x-revalidate-secret': 's3' }, '/api/revalidate?x=1'), 's3'),
    ).toBe(true);
  });

  it('is not a wrong or missing secret, another method or path, or an unset secret', () => {
    expect(isPublishNotice(notice({ 'x-revalidate-secret': 'wrong' }), 's3')).toBe(false);
    expect(isPublishNotice(notice({}), 's3')).toBe(false);
    expect(
      isPublishNotice(notice({ 'x-revalidate-secret': 's3' }, '/api/revalidate', 'GET'), 's3'),
    ).toBe(false);
    expect(isPublishNotice(notice({ 'x-revalidate-secret': 's3' }, '/api/revalidatex'), 's3')).toBe(
      false,
    );
    expect(isPublishNotice(notice({ 'x-revalidate-secret': '' }), undefined)).toBe(false);
  });
});

describe('storableHeaders', () => {
  it('drops the headers of one connection', () => {
    expect(
      storableHeaders({
        date: 'x',
        connection: 'keep-alive',
        etag: '"a"',
        'x-middleware-rewrite': '/en',
      }),
    ).toEqual({ etag: '"a"' });
  });
});

describe('imageCacheKey', () => {
  const image = (accept: string, url = '/_next/image?url=%2Fa.jpg&w=828&q=75') => ({
    method: 'GET',
    url,
    headers: { accept },
  });
  it('keys an optimised image by url and the format the browser takes', () => {
    const avif = imageCacheKey(image('image/avif,image/webp,*/*'));
    expect(avif).toContain('avif');
    expect(imageCacheKey(image('image/webp,*/*'))).not.toBe(avif);
    expect(imageCacheKey(image('*/*'))).not.toBe(imageCacheKey(image('image/webp')));
    expect(imageCacheKey(image('image/avif', '/_next/image?url=%2Fa.jpg&w=390&q=75'))).not.toBe(
      avif,
    );
  });
  it('ignores everything else', () => {
    expect(imageCacheKey(image('image/avif', '/media/a.jpg'))).toBeNull();
    expect(imageCacheKey({ ...image('image/avif'), method: 'POST' })).toBeNull();
  });
});

describe('createPageCache bounded by bytes', () => {
  const page = (size: number) => ({ headers: {}, body: Buffer.alloc(size), etag: undefined });

  it('evicts the oldest entries to stay under its byte budget', () => {
    const cache = createPageCache({ maxBytes: 1000, limit: 100 });
    cache.set('a', page(400));
    cache.set('b', page(400));
    cache.set('c', page(400));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes()).toBe(800);
    cache.set('b', page(100));
    expect(cache.bytes()).toBe(500);
  });

  it('never keeps an answer larger than the whole budget', () => {
    const cache = createPageCache({ maxBytes: 1000 });
    cache.set('big', page(1001));
    expect(cache.size()).toBe(0);
    expect(cache.bytes()).toBe(0);
  });
});

describe('isInternalHeader', () => {
  it("recognises Next's routing and cache headers only", () => {
    for (const name of ['x-middleware-rewrite', 'x-nextjs-cache', 'X-NextJS-Prerender']) {
      expect(isInternalHeader(name)).toBe(true);
    }
    for (const name of ['x-content-type-options', 'x-frame-options', 'vary']) {
      expect(isInternalHeader(name)).toBe(false);
    }
  });
});
