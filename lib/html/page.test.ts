import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor, isPageRequest, pagePreparer, varyFor } from './page';

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
    const prepare = pagePreparer({});
    const br = await prepare(null, html, 'br');
    expect(br.csp).toContain(`script-src 'self' ${hash}`);
    expect(brotliDecompressSync(br.body).toString()).toBe(html.toString());
    expect(gunzipSync((await prepare(null, html, 'gzip')).body).toString()).toBe(html.toString());
    expect((await prepare(null, html, null)).body.toString()).toBe(html.toString());
  });

  it('prepares a page once per key (ETag and encoding)', async () => {
    const prepare = pagePreparer({});
    const first = (await prepare('"e1"|br', html, 'br')).body;
    const other = Buffer.from('<html>other</html>');
    expect((await prepare('"e1"|br', other, 'br')).body).toBe(first);
    expect((await prepare('"e2"|br', html, 'br')).body).not.toBe(first);
  });

  it("keeps React's payload inline as Next wrote it, hashed into the CSP", async () => {
    const push = 'self.__next_f.push([1,"a"])';
    const withPayload = Buffer.from(
      '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
        `<body><p>x</p><script>${push}</script></body></html>`,
    );
    const page = await pagePreparer({})('"e1"|br', withPayload, 'br');
    const body = brotliDecompressSync(page.body).toString();
    expect(body).toContain(`<p>x</p><script>${push}</script>`);
    expect(page.csp).toContain(createHash('sha256').update(push).digest('base64'));
  });
});
