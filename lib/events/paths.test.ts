import { describe, expect, it } from 'vitest';
import { eventsListPath, homePath, icsPath } from './paths';

describe('event paths', () => {
  it('points to the events list in each language, German to its programme page', () => {
    expect(eventsListPath('en')).toBe('/events-concerts');
    expect(eventsListPath('tr')).toBe('/tr/etkinlikler-konserler');
    expect(eventsListPath('ru')).toBe('/ru/events-concerts');
    expect(eventsListPath('de')).toBe('/de/schedule');
    expect(homePath('de')).toBe('/');
    expect(homePath('tr')).toBe('/tr');
  });
  it('builds ics download paths per event and session', () => {
    expect(icsPath('tr', 'yilbasi-galasi')).toBe('/api/events/tr/yilbasi-galasi/ics');
    expect(icsPath('en', 'a b', 7001)).toBe('/api/events/en/a%20b/ics?session=7001');
  });
});
