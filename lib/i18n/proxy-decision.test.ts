import { describe, expect, it } from 'vitest';
import { decideProxy, detectLocale } from './proxy-decision';

describe('detectLocale', () => {
  it('picks the best supported language by quality', () => {
    expect(detectLocale('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(detectLocale('fr-FR,ru;q=0.7,de;q=0.9')).toBe('de');
    expect(detectLocale('ru')).toBe('ru');
  });
  it('falls back to English when nothing fits', () => {
    expect(detectLocale('fr-FR,es;q=0.5')).toBe('en');
    expect(detectLocale('')).toBe('en');
    expect(detectLocale(null)).toBe('en');
    expect(detectLocale('tr;q=0')).toBe('en');
  });
});

describe('decideProxy', () => {
  it('detects the language at the root only, and remembers it', () => {
    expect(decideProxy({ pathname: '/', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/tr',
      setCookie: 'tr',
    });
    expect(decideProxy({ pathname: '/', acceptLanguage: 'fr' })).toEqual({
      action: 'next',
      setCookie: 'en',
    });
    expect(decideProxy({ pathname: '/about-us', acceptLanguage: 'tr' })).toEqual({
      action: 'next',
    });
  });

  it('follows the cookie at the root without detecting', () => {
    expect(decideProxy({ pathname: '/', cookie: 'ru', acceptLanguage: 'tr' })).toEqual({
      action: 'redirect',
      location: '/ru',
    });
    expect(decideProxy({ pathname: '/', cookie: 'en', acceptLanguage: 'tr' })).toEqual({
      action: 'next',
    });
  });

  it('rewrites the cookie only when the visited language differs', () => {
    expect(decideProxy({ pathname: '/tr/hakkimizda', cookie: 'en' })).toEqual({
      action: 'next',
      setCookie: 'tr',
    });
    expect(decideProxy({ pathname: '/tr/hakkimizda', cookie: 'tr' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/tr/hakkimizda' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/about-us', cookie: 'ru' })).toEqual({
      action: 'next',
      setCookie: 'en',
    });
  });

  it('sends German paths that do not exist to the same path without /de', () => {
    expect(decideProxy({ pathname: '/de' })).toEqual({ action: 'redirect', location: '/' });
    expect(decideProxy({ pathname: '/de/' })).toEqual({ action: 'redirect', location: '/' });
    expect(decideProxy({ pathname: '/de/about-us' })).toEqual({
      action: 'redirect',
      location: '/about-us',
    });
    expect(decideProxy({ pathname: '/de/events-concerts' })).toEqual({
      action: 'redirect',
      location: '/events-concerts',
    });
    expect(decideProxy({ pathname: '/de/proposal-request' })).toEqual({ action: 'next' });
    expect(decideProxy({ pathname: '/de/event-solutions', cookie: 'en' })).toEqual({
      action: 'next',
      setCookie: 'de',
    });
    expect(decideProxy({ pathname: '/de/events-concerts/silvester-gala' })).toEqual({
      action: 'next',
    });
    expect(decideProxy({ pathname: '/de/nightClub' })).toEqual({ action: 'next' });
  });

  it('never produces an off-site redirect', () => {
    for (const pathname of [
      '//evil.example',
      '/de//evil.example',
      '/\\evil.example',
      '//evil.example/x//y',
    ]) {
      const decision = decideProxy({ pathname });
      expect(decision.action).toBe('redirect');
      if (decision.action === 'redirect') {
        expect(decision.location).toMatch(/^\/(?![/\\])/);
      }
    }
    expect(decideProxy({ pathname: '/de//evil.example' })).toEqual({
      action: 'redirect',
      location: '/de/evil.example',
    });
  });

  it('lets the router background fetches through without detecting or writing the cookie', () => {
    expect(decideProxy({ pathname: '/', acceptLanguage: 'ru', visit: false })).toEqual({
      action: 'next',
    });
    expect(decideProxy({ pathname: '/tr', cookie: 'en', visit: false })).toEqual({
      action: 'next',
    });
    // The German fallback still applies: a prefetch of a missing German page must not render it.
    expect(decideProxy({ pathname: '/de/about-us', visit: false })).toEqual({
      action: 'redirect',
      location: '/about-us',
    });
  });

  it('refuses invalid percent-encoding', () => {
    expect(decideProxy({ pathname: '/%E0%A4%A' })).toEqual({ action: 'bad-request' });
  });
});
