import { describe, expect, it } from 'vitest';
import { checkMethod, originForm, refusal } from './methods';

describe('checkMethod', () => {
  it('lets reads of pages and files through', () => {
    expect(checkMethod('GET', '/about-us')).toEqual({
      action: 'pass',
      url: '/about-us',
      method: 'GET',
    });
    expect(checkMethod('HEAD', '/favicon.ico')).toMatchObject({ action: 'pass', method: 'HEAD' });
    expect(checkMethod('get', '/_next/static/chunks/a.js')).toMatchObject({ action: 'pass' });
  });

  it('answers 405 with Allow to writes of pages and files', () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      for (const path of ['/about-us', '/tr', '/favicon.ico', '/_next/static/chunks/a.js']) {
        expect(checkMethod(method, path)).toEqual({
          action: 'answer',
          status: 405,
          allow: 'GET, HEAD, OPTIONS',
        });
      }
    }
    expect(checkMethod('TRACE', '/')).toMatchObject({ status: 405 });
    expect(checkMethod('TRACE', '/api/forms/contact')).toMatchObject({ status: 405 });
    expect(checkMethod('CONNECT', '/')).toMatchObject({ status: 405 });
    // A CONNECT names a host and port, not a path: still the 405 with Allow.
    expect(checkMethod('CONNECT', 'venue.example:443')).toEqual({
      action: 'answer',
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
    });
  });

  it('answers 400 to a path that is not valid percent-encoding, on every kind of route', () => {
    for (const target of [
      '/api/events/xx/%ff/ics',
      '/api/events/en/%E0%A4%A/ics',
      '/og/%ff.png',
      '/media/%ff.jpg',
      '/api/forms/%ff',
      '/about-us/%ff',
      'http://host/%ff',
    ]) {
      expect(checkMethod('GET', target), target).toEqual({ action: 'answer', status: 400 });
    }
    // Only the path: a query is the page's to read.
    expect(checkMethod('GET', '/events-concerts?date=%ff')).toMatchObject({ action: 'pass' });
    expect(checkMethod('GET', '/tr/hakk%C4%B1m%C4%B1zda')).toMatchObject({ action: 'pass' });
  });

  it('passes server actions and every method of the API to Next', () => {
    expect(checkMethod('POST', '/about-us', { 'next-action': 'abc' })).toMatchObject({
      action: 'pass',
    });
    // A form the browser posts itself (lib/forms/actions.ts); any other body is no action.
    const form = { 'content-type': 'multipart/form-data; boundary=----x' };
    expect(checkMethod('POST', '/tr/bize-ulasin', form)).toMatchObject({ action: 'pass' });
    expect(checkMethod('POST', '/about-us', { 'content-type': 'text/plain' })).toMatchObject({
      status: 405,
    });
    expect(checkMethod('POST', '/logo.svg', form)).toMatchObject({ status: 405 });
    expect(checkMethod('POST', '/api/forms/contact')).toMatchObject({ action: 'pass' });
    expect(checkMethod('DELETE', '/api/forms/contact')).toMatchObject({ action: 'pass' });
  });

  it('answers OPTIONS itself, and OPTIONS * for the server as a whole', () => {
    expect(checkMethod('OPTIONS', '/about-us')).toEqual({
      action: 'answer',
      status: 204,
      allow: 'GET, HEAD, OPTIONS',
    });
    expect(checkMethod('OPTIONS', '*')).toMatchObject({ status: 204 });
    expect(checkMethod('GET', '*')).toEqual({ action: 'answer', status: 400 });
  });

  it('answers 501 to methods it does not implement', () => {
    for (const method of ['PROPFIND', 'PURGE', 'MKCOL', 'SEARCH', 'FOO', undefined]) {
      expect(checkMethod(method, '/')).toEqual({ action: 'answer', status: 501 });
    }
  });

  it('keeps only the path of an absolute-form target', () => {
    expect(checkMethod('GET', 'http://evil.example/de/about-us?x=1')).toEqual({
      action: 'pass',
      url: '/de/about-us?x=1',
      method: 'GET',
    });
    expect(originForm('https://evil.example')).toBe('/');
    expect(originForm('javascript:alert(1)')).toBeNull();
    expect(checkMethod('GET', 'evil.example:443')).toEqual({ action: 'answer', status: 400 });
  });
});

describe('refusal', () => {
  it('names what is allowed, says the status, and has no body for 204 or HEAD', () => {
    const verdict = checkMethod('PUT', '/about-us');
    if (verdict.action !== 'answer') throw new Error('PUT /about-us passed');
    expect(refusal(verdict, false)).toEqual({
      status: 405,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        Allow: 'GET, HEAD, OPTIONS',
      },
      body: '405\n',
    });
    expect(refusal(verdict, true).body).toBeUndefined();
    expect(refusal({ action: 'answer', status: 204, allow: 'GET' }, false).body).toBeUndefined();
    expect(refusal({ action: 'answer', status: 501 }, false).headers.Allow).toBeUndefined();
  });
});
