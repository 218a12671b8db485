import { describe, expect, it } from 'vitest';
import { href } from '@/lib/i18n/navigation';
import { eventsListPath, icsPath } from './paths';

describe('event paths', () => {
  it('points to the events list in each language, German to its programme page', () => {
    expect(eventsListPath('en')).toBe('/events-concerts');
    expect(eventsListPath('tr')).toBe(href('tr', '/events-concerts'));
    expect(eventsListPath('tr')).toMatch(/^\/tr\/(?!events-concerts)/);
    expect(eventsListPath('ru')).toBe('/ru/events-concerts');
    expect(eventsListPath('de')).toBe('/de/schedule');
  });
  it('builds ics download paths per event and session', () => {
    expect(icsPath('tr', 'yilbasi-galasi')).toBe('/api/events/tr/yilbasi-galasi/ics');
    expect(icsPath('en', 'a b', 7001)).toBe('/api/events/en/a%20b/ics?session=7001');
  });
});
