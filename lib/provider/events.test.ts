import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZodType } from 'zod';
import type { ProviderRequest } from './requests';
import { freshDataCache } from '@/test/data-cache';

const getJson = vi.fn<(schema: unknown, request: ProviderRequest) => Promise<unknown>>();

// The venue facts (GET /v1/settings) answer 404: the site's defaults fill the copy.
// Parsed with the read's schema, as the client does.
vi.mock('./client', () => ({
  getJson: async (schema: ZodType, request: ProviderRequest) => {
    if (request.path === '/v1/settings') return null;
    const answer = await getJson(schema, request);
    return answer === null ? null : schema.parse(answer);
  },
}));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

const summary = (id: number, status: string) => ({
  id,
  slug: `event-${id}`,
  title: `Event ${id}`,
  status,
  startDate: '2026-12-31T21:00:00+03:00',
  summary: '',
  location: '',
  description: '',
  schedule: [],
});

async function load() {
  vi.resetModules();
  return import('./events');
}

let dataCache: ReturnType<typeof freshDataCache>;

/** Whether a publish of `tag` makes `read` ask the provider again. */
async function droppedBy(tag: string, read: () => Promise<unknown>) {
  const calls = getJson.mock.calls.length;
  await read();
  if (getJson.mock.calls.length !== calls) return false;
  await new Promise((resolve) => setTimeout(resolve, 2));
  await dataCache.revalidateTag([tag], { expire: 0 });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await read();
  return getJson.mock.calls.length === calls + 1;
}

beforeEach(() => {
  getJson.mockReset();
  dataCache = freshDataCache();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('event getters', () => {
  it('keep only SCHEDULED and TENTATIVE events, tagged per locale', async () => {
    getJson.mockResolvedValue(
      ['SCHEDULED', 'TENTATIVE', 'CANCELLED', 'POSTPONED', 'DRAFT'].map((status, index) =>
        summary(index + 1, status),
      ),
    );
    const { getEvents } = await load();
    const result = await getEvents('tr', 'ONLY_PAST');
    expect(result.data.map((event) => event.status)).toEqual(['SCHEDULED', 'TENTATIVE']);
    expect(getJson.mock.calls[0]?.[1].params).toMatchObject({
      locale: 'tr',
      'date-filter': 'ONLY_PAST',
    });
    expect(await droppedBy('events:tr', () => getEvents('tr', 'ONLY_PAST'))).toBe(true);
  });

  it('treat an event with a dropped status like an unknown slug, tagged per event', async () => {
    const { getEvent } = await load();
    getJson.mockResolvedValue({ ...summary(7, 'CANCELLED'), publisher: { id: 4 } });
    const cancelled = await getEvent('en', 'event-7');
    expect(cancelled.data).toBeNull();
    // A cancelled event keeps only its title and date, for its 410 page (issue 31 item 13).
    expect(cancelled.cancelled).toEqual({
      title: summary(7, 'CANCELLED').title,
      startDate: summary(7, 'CANCELLED').startDate,
    });
    expect(await droppedBy('event:en:event-7', () => getEvent('en', 'event-7'))).toBe(true);
    expect(await droppedBy('events:en', () => getEvent('en', 'event-7'))).toBe(true);
    getJson.mockResolvedValueOnce({ ...summary(9, 'POSTPONED'), publisher: { id: 4 } });
    expect(await getEvent('en', 'event-9')).toMatchObject({ data: null, cancelled: null });
    getJson.mockResolvedValueOnce(null);
    expect(await getEvent('ru', 'unknown')).toMatchObject({ data: null, failed: false });
    getJson.mockResolvedValueOnce({ ...summary(8, 'TENTATIVE'), publisher: { id: 4 } });
    expect((await getEvent('de', 'event-8')).data?.id).toBe(8);
  });

  it('skip the slug fetch for an empty or overlong slug and the calendar fetch for a missing or zero id', async () => {
    const { getEvent, getSessions } = await load();
    expect(await getEvent('en', '')).toEqual({
      data: null,
      cancelled: null,
      failed: false,
      stale: false,
    });
    expect(await getEvent('en', '  ')).toMatchObject({ data: null });
    expect(await getEvent('en', 'x'.repeat(201))).toEqual({
      data: null,
      cancelled: null,
      failed: false,
      stale: false,
    });
    expect((await getSessions('en', 0, 'x')).data).toEqual([]);
    expect((await getSessions('en', undefined, 'x')).data).toEqual([]);
    expect((await getSessions('en', null, 'x')).data).toEqual([]);
    expect(getJson).not.toHaveBeenCalled();
  });

  it('drop sessions with other statuses', async () => {
    getJson.mockResolvedValue([
      { id: 1, eventId: 9, status: 'SCHEDULED', startDate: '2026-12-01T20:00:00+03:00' },
      { id: 2, eventId: 9, status: 'CANCELLED', startDate: '2026-12-02T20:00:00+03:00' },
      { id: 3, eventId: 9, status: 'TENTATIVE', startDate: '2026-12-03T20:00:00+03:00' },
    ]);
    const { getSessions } = await load();
    const result = await getSessions('en', 9, 'jazz');
    expect(result.data.map((session) => session.id)).toEqual([1, 3]);
    expect(getJson.mock.calls[0]?.[1].params).toMatchObject({ 'event-id': 9, locale: 'en' });
  });

  it('never throw: a failing provider gives the last good copy, else an empty list', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { getEvents } = await load();
    getJson.mockRejectedValueOnce(new Error('down'));
    expect(await getEvents('ru')).toEqual({ data: [], failed: true, stale: false });
    // A failure is answered for a second: the provider is asked again after it.
    vi.setSystemTime(Date.now() + 1_100);
    getJson.mockResolvedValueOnce([summary(1, 'SCHEDULED')]);
    expect((await getEvents('ru')).data).toHaveLength(1);
    // A publish drops the list; the provider fails again.
    vi.setSystemTime(Date.now() + 5);
    await dataCache.revalidateTag(['events:ru'], { expire: 0 });
    getJson.mockRejectedValueOnce(new Error('down'));
    const stale = await getEvents('ru');
    expect(stale).toMatchObject({ failed: true, stale: true });
    expect(stale.data).toHaveLength(1);
    vi.useRealTimers();
  });
});
