import { describe, expect, it } from 'vitest';
import { extractFlight, flightHash, flightRequest, flightUrl } from './flight';

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
  it('asks the page itself, its own query kept, and reads the request back', () => {
    expect(flightUrl('/venue', 'abc')).toBe('/venue?__flight=abc');
    expect(flightUrl('/events-concerts?page=2', 'abc')).toBe(
      '/events-concerts?page=2&__flight=abc',
    );
    expect(flightRequest('/venue?__flight=abc')).toEqual({ hash: 'abc', pageUrl: '/venue' });
    expect(flightRequest('/events-concerts?page=2&__flight=abc')).toEqual({
      hash: 'abc',
      pageUrl: '/events-concerts?page=2',
    });
    expect(flightRequest('/venue')).toBeNull();
    expect(flightRequest('/venue?page=2')).toBeNull();
  });
});
