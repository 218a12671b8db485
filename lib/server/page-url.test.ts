import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './page-url';

const now = new Date('2026-11-28T12:00:00Z');

describe('canonicalPageUrl', () => {
  it('drops every parameter of a page that reads none, in every language', () => {
    expect(canonicalPageUrl('/?r=123', now)).toBe('/');
    expect(canonicalPageUrl('/about-us?utm_source=mail&fbclid=x', now)).toBe('/about-us');
    expect(canonicalPageUrl('/tr/hakkimizda?r=1', now)).toBe('/tr/hakkimizda');
    expect(canonicalPageUrl('/de/event-solutions?', now)).toBe('/de/event-solutions');
    expect(canonicalPageUrl('/events-concerts/new-year-gala-2027?x=1', now)).toBe(
      '/events-concerts/new-year-gala-2027',
    );
    expect(canonicalPageUrl('/about-us', now)).toBe('/about-us');
  });

  it('keeps what the events list and the schedule read, as they write it', () => {
    expect(canonicalPageUrl('/events-concerts?r=1&filter=today', now)).toBe(
      '/events-concerts?filter=today',
    );
    expect(canonicalPageUrl('/tr/etkinlikler-konserler?view=calendar&sort=title&r=9', now)).toBe(
      '/tr/etkinlikler-konserler?sort=title&view=calendar',
    );
    // Defaults and values the page would not take are the page itself.
    expect(canonicalPageUrl('/events-concerts?sort=date&show=6&month=garbage', now)).toBe(
      '/events-concerts',
    );
    expect(canonicalPageUrl('/de/schedule?view=calendar&month=2026-12&r=1', now)).toBe(
      '/de/schedule?view=calendar&month=2026-12',
    );
    expect(canonicalPageUrl('/schedule?month=2026-11', now)).toBe('/schedule');
  });

  it('leaves a path that is no page alone: its redirect passes the query on', () => {
    expect(canonicalPageUrl('/de/about-us?utm_source=mail', now)).toBe(
      '/de/about-us?utm_source=mail',
    );
    expect(canonicalPageUrl('/about-us/?x=1', now)).toBe('/about-us/?x=1');
    expect(canonicalPageUrl('/no-such-page?x=1', now)).toBe('/no-such-page?x=1');
  });
});
