import { describe, expect, it } from 'vitest';
import { isErrorShell, notFoundPathFor, pageStatusOf } from './not-found';

describe('not-found render', () => {
  it('draws the not-found page in the language of the address', () => {
    expect(notFoundPathFor('/no-such-page?x=1')).toBe('/page-not-found');
    expect(notFoundPathFor('/tr/olmayan')).toBe('/tr/page-not-found');
    expect(notFoundPathFor('/ru/events-concerts/x')).toBe('/ru/page-not-found');
  });

  it("recognises Next's error shell and nothing else", () => {
    expect(isErrorShell('<!DOCTYPE html><html id="__next_error__"><head>')).toBe(true);
    expect(isErrorShell('<!DOCTYPE html><html lang="en"><head>')).toBe(false);
    expect(isErrorShell('<p>id="__next_error__"</p>')).toBe(false);
  });
});

describe('pageStatusOf', () => {
  it('reads the 410 of a cancelled event and the 503 of the unavailable page, and nothing else', () => {
    expect(pageStatusOf('<head><meta name="page-status" content="410"/></head>')).toBe(410);
    expect(pageStatusOf('<body><div hidden><meta name="page-status" content="410"/>')).toBe(410);
    expect(pageStatusOf('<meta name="page-status" content="503">')).toBe(503);
    expect(pageStatusOf('<meta name="page-status" content="200"/>')).toBeNull();
    expect(pageStatusOf('<meta name="page-status" content="500"/>')).toBeNull();
    expect(pageStatusOf('<head><title>x</title></head>')).toBeNull();
  });
});
