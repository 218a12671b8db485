import { describe, expect, it } from 'vitest';
import { extractFlight, flightHash, flightRequest, flightToken, flightUrl } from './flight';

const html = [
  '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main>Hi</main>',
  '<script id="_R_">(globalThis.TURBOPACK ||= []).push({})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>$RC("B:0","S:0")</script>',
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"a ])<\\\\/script> b\\"}]\\n"])</script>',
  '</body></html>',
].join('');

describe('extractFlight', () => {
  it("takes React's payload scripts out, in order, and leaves every other script", () => {
    const out = extractFlight(html)!;
    expect(out.html).not.toContain('__next_f');
    expect(out.html).toContain('<script id="_R_">');
    expect(out.html).toContain('<script>$RC("B:0","S:0")</script>');
    expect(out.html).toContain('<main>Hi</main>');
    // The pushed arrays as one JSON array, pushed in order as the inline scripts did.
    const pushed = JSON.parse(out.flight.json) as unknown[];
    expect(pushed).toHaveLength(3);
    expect(pushed[0]).toEqual([0]);
    expect(pushed[1]).toEqual([1, '1:"$Sreact.fragment"\n']);
    expect(String((pushed[2] as unknown[])[1])).toContain('a ])<\\/script> b');
    expect(out.flight.hash).toBe(flightHash(out.flight.json));
    expect(out.flight.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is null for a page without a payload', () => {
    expect(extractFlight('<html><body><script>x()</script></body></html>')).toBeNull();
  });
});

describe('flightUrl and flightRequest', () => {
  const key = 'a'.repeat(64);
  const hash = '0123456789abcdef';

  it('asks the page itself, its own query kept, and reads the request back', () => {
    const token = flightToken(key, '/events-concerts?sort=title', hash);
    expect(token).toMatch(/^0123456789abcdef[0-9a-f]{16}$/);
    expect(flightUrl('/venue', token)).toBe(`/venue?__flight=${token}`);
    expect(flightUrl('/events-concerts?sort=title', token)).toBe(
      `/events-concerts?sort=title&__flight=${token}`,
    );
    expect(flightRequest(`/events-concerts?sort=title&__flight=${token}`, key)).toEqual({
      hash,
      genuine: true,
      pageUrl: '/events-concerts?sort=title',
    });
    expect(flightRequest('/venue', key)).toBeNull();
    expect(flightRequest('/venue?sort=title', key)).toBeNull();
  });

  it("tells a token a page of this build named from a made-up one, another page's or another build's", () => {
    const token = flightToken(key, '/venue', hash);
    expect(flightRequest(`/venue?__flight=${token}`, key)?.genuine).toBe(true);
    // Signed for the path: the page's query may be any (the server reads it as the page does).
    expect(flightRequest(`/venue?x=1&__flight=${token}`, key)?.genuine).toBe(true);
    for (const made of [
      '0000',
      hash,
      `${hash}${'0'.repeat(16)}`,
      `${token}00`,
      token.toUpperCase(),
    ]) {
      expect(flightRequest(`/venue?__flight=${made}`, key)?.genuine, made).toBe(false);
    }
    expect(flightRequest(`/about-us?__flight=${token}`, key)?.genuine).toBe(false);
    expect(flightRequest(`/venue?__flight=${token}`, 'b'.repeat(64))?.genuine).toBe(false);
  });
});
