import { describe, expect, it } from 'vitest';
import { pageHref } from './page-href';

describe('pageHref', () => {
  it('uses the English path without prefix in English', () => {
    expect(pageHref('en', '/contact-us')).toBe('/contact-us');
    expect(pageHref('en', '/')).toBe('/');
  });

  it('uses the Turkish spelling under /tr', () => {
    expect(pageHref('tr', '/contact-us')).toBe('/tr/bize-ulasin');
    expect(pageHref('tr', '/the-sin')).toBe('/tr/the-sin');
    expect(pageHref('tr', '/')).toBe('/tr');
  });

  it('uses the English spelling under /ru', () => {
    expect(pageHref('ru', '/proposal-request')).toBe('/ru/proposal-request');
  });

  it('keeps German pages German and sends the others to English', () => {
    expect(pageHref('de', '/proposal-request')).toBe('/de/proposal-request');
    expect(pageHref('de', '/nightClub')).toBe('/de/nightClub');
    expect(pageHref('de', '/contact-us')).toBe('/contact-us');
    expect(pageHref('de', '/')).toBe('/');
  });
});
