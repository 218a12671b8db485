import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flightToken } from './flight';
import { encodingFor, isPageRequest, pagePreparer, varyFor } from './page';

const KEY = 'k'.repeat(64);

const page = (url: string, headers: Record<string, string> = {}) => ({ url, headers });

describe('isPageRequest', () => {
  it('is a page load, not the API, a file, React payload, a prefetch or an action', () => {
    expect(isPageRequest(page('/tr/hakkimizda?x=1'))).toBe(true);
    for (const url of ['/api/health', '/_next/image?url=x', '/brand/logo.svg', '/robots.txt']) {
      expect(isPageRequest(page(url)), url).toBe(false);
    }
    for (const header of ['rsc', 'next-router-prefetch', 'next-action']) {
      expect(isPageRequest(page('/venue', { [header]: '1' })), header).toBe(false);
    }
  });
});

describe('encodingFor and varyFor', () => {
  it('prefers brotli, then gzip', () => {
    expect(encodingFor('gzip, deflate, br')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
  });

  it("adds the encoding and the cookie to Next's Vary, and the languages at the root only", () => {
    expect(varyFor('/venue', 'rsc, next-router-state-tree')).toBe(
      'rsc, next-router-state-tree, Accept-Encoding, Cookie',
    );
    expect(varyFor('/?utm=1', undefined)).toBe('Accept-Encoding, Cookie, Accept-Language');
  });
});

describe('pagePreparer', () => {
  const html = Buffer.from(
    '<!DOCTYPE html><html><head><script>self.a=1</script></head><body><p>x</p></body></html>',
  );
  const hash = `'sha256-${createHash('sha256').update('self.a=1').digest('base64')}'`;

  it('hashes the inline scripts into the CSP and compresses as asked', async () => {
    const prepare = pagePreparer({}, KEY);
    const br = await prepare(null, html, 'br');
    expect(br.csp).toContain(`script-src 'self' ${hash}`);
    expect(brotliDecompressSync(br.body).toString()).toBe(html.toString());
    expect(gunzipSync((await prepare(null, html, 'gzip')).body).toString()).toBe(html.toString());
    expect((await prepare(null, html, null)).body.toString()).toBe(html.toString());
  });

  it('prepares a page once per key (ETag and encoding)', async () => {
    const prepare = pagePreparer({}, KEY);
    const first = (await prepare('"e1"|br', html, 'br')).body;
    const other = Buffer.from('<html>other</html>');
    expect((await prepare('"e1"|br', other, 'br')).body).toBe(first);
    expect((await prepare('"e2"|br', html, 'br')).body).not.toBe(first);
  });

  it("takes React's payload out of a page answered at a URL, fetched from there after the paint", async () => {
    const withPayload = Buffer.from(
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
        '<body><p>x</p><script>self.__next_f.push([1,"a"])</script></body></html>',
    );
    const prepare = pagePreparer({}, KEY);
    const page = await prepare('"e1"|br', withPayload, 'br', '/venue?x=1');
    const body = brotliDecompressSync(page.body).toString();
    expect(body).not.toContain('self.__next_f.push([1');
    expect(body).toContain(
      `/venue?x=1&__flight=${flightToken(KEY, '/venue?x=1', page.flight!.hash)}`,
    );
    expect(brotliDecompressSync(page.flight!.body).toString()).toBe('[[1,"a"]]');
    // The payload's script is not hashed into the CSP: it is no longer inline.
    const payloadHash = createHash('sha256').update('self.__next_f.push([1,"a"])').digest('base64');
    expect(page.csp).not.toContain(payloadHash);
    // Without a URL (a 404, an error page) the payload stays inline, prepared apart.
    const inline = await prepare('"e1"|br', withPayload, 'br');
    expect(inline.flight).toBeUndefined();
    expect(brotliDecompressSync(inline.body).toString()).toContain('self.__next_f.push([1,"a"])');
    expect(inline.csp).toContain(payloadHash);
  });

  it("names each URL's own payload URL, never another visitor's query, and never breaks out of its script", async () => {
    const withPayload = Buffer.from(
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
        '<body><p>x</p><script>self.__next_f.push([1,"a"])</script></body></html>',
    );
    const prepare = pagePreparer({}, KEY);
    const evil = '/venue?x=</script><script>alert(1)</script>';
    const first = brotliDecompressSync((await prepare('"e1"|br', withPayload, 'br', evil)).body);
    expect(first.toString()).not.toContain('</script><script>alert');
    expect(first.toString()).toContain('\\u003c/script>');
    const plain = brotliDecompressSync(
      (await prepare('"e1"|br', withPayload, 'br', '/venue')).body,
    );
    expect(plain.toString()).not.toContain('alert');
    expect(plain.toString()).toMatch(/"\/venue\?__flight=[0-9a-f]{32}"/);
  });
});
