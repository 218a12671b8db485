import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Outcome } from './load';
import type { ProviderRequest } from './requests';
import { freshDataCache } from '@/test/data-cache';

const getJson = vi.fn<(schema: unknown, request: ProviderRequest) => Promise<unknown>>();
vi.mock('./client', () => ({
  getJson: (schema: unknown, request: ProviderRequest) => getJson(schema, request),
}));
let draftMode = false;
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: draftMode }) }));

async function load() {
  vi.resetModules();
  vi.stubEnv('PROVIDER_STALE_AFTER_MS', '100');
  return import('./load');
}

/** A read that settles only when told to, like a provider that trickles. */
function pending<T>() {
  let settle!: (outcome: Outcome<T>) => void;
  const promise = new Promise<Outcome<T>>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The render's budget is timed with setTimeout and Date.now: on this clock, to the millisecond. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

/** Checks on the fake clock that `promise` is still pending at `ms` - 1 and has settled at `ms`. */
async function settlesAt<T>(promise: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled, `still waiting after ${ms - 1} ms`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled, `answered after ${ms} ms`).toBe(true);
  return promise;
}

let dataCache: ReturnType<typeof freshDataCache>;

/** What a publish does to the data cache (a millisecond apart from the entries it drops). */
async function drop(tag: string) {
  await new Promise((resolve) => setTimeout(resolve, 2));
  await dataCache.revalidateTag([tag], { expire: 0 });
  await new Promise((resolve) => setTimeout(resolve, 2));
}

afterEach(() => vi.useRealTimers());

beforeEach(() => {
  getJson.mockReset();
  draftMode = false;
  dataCache = freshDataCache();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe('orStale', () => {
  it('answers a slow read with the last good copy after PROVIDER_STALE_AFTER_MS', async () => {
    const { orStale, settle } = await load();
    settle('page en /', { ok: true, data: 'v1' }, null);

    const read = pending<string>();
    fakeClock();
    const outcome = await settlesAt(orStale('page en /', read.promise, ['all', 'page:en:/']), 100);
    vi.useRealTimers();
    expect(settle('page en /', outcome, null)).toEqual({ data: 'v1', failed: true, stale: true });

    // The read goes on; its success is the copy the next render gets, even if that one fails.
    read.settle({ ok: true, data: 'v2' });
    await flush();
    expect(settle('page en /', { ok: false, message: 'down' }, null).data).toBe('v2');
  });

  it('keeps the last good copy when the background read fails too', async () => {
    const { orStale, settle } = await load();
    settle('menus en 4', { ok: true, data: ['m1'] }, []);
    const read = pending<string[]>();
    await orStale('menus en 4', read.promise, ['all']);
    read.settle({ ok: false, message: 'provider unreachable: no complete answer within 4000 ms' });
    await flush();
    expect(settle('menus en 4', { ok: false, message: 'down' }, []).data).toEqual(['m1']);
  });

  it('returns a read that answers in time as it is: fresh data, no short life', async () => {
    const { orStale, settle } = await load();
    settle('page en /', { ok: true, data: 'v1' }, null);
    const outcome = await orStale(
      'page en /',
      Promise.resolve({ ok: true as const, data: 'v2' }),
      [],
    );
    expect(settle('page en /', outcome, null)).toEqual({ data: 'v2', failed: false, stale: false });
  });

  it('waits for the whole read once a publish said the copy is out of date, and keeps it for failures', async () => {
    const { orStale, settle, markOutdated } = await load();
    settle('page en /', { ok: true, data: 'v1' }, null);
    await orStale('page en /', Promise.resolve({ ok: true as const, data: 'v1' }), ['page:en:/']);
    markOutdated(['page:en:/']);
    const read = pending<string>();
    setTimeout(() => read.settle({ ok: true, data: 'v2' }), 300);
    const started = Date.now();
    const outcome = await orStale('page en /', read.promise, ['page:en:/']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(settle('page en /', outcome, null)).toEqual({ data: 'v2', failed: false, stale: false });
    // Current again: the next slow read may be answered from it.
    const slow = pending<string>();
    const again = await orStale('page en /', slow.promise, ['page:en:/']);
    expect(settle('page en /', again, null).data).toBe('v2');
    // An outdated copy still stands in for a provider that fails.
    markOutdated(['page:en:/']);
    expect(settle('page en /', { ok: false, message: 'down' }, null).data).toBe('v2');
  });

  it('after a publish, one render waits up to the deadline for a stalled provider; the next answer from the copy', async () => {
    vi.stubEnv('PROVIDER_TIMEOUT_MS', '500');
    const { markOutdated, orStale, settle } = await load();
    settle('page en /x', { ok: true, data: 'v1' }, null);
    await orStale('page en /x', Promise.resolve({ ok: true as const, data: 'v1' }), ['page:en:/x']);
    markOutdated(['page:en:/x']);
    fakeClock();
    const first = await settlesAt(
      orStale('page en /x', pending<string>().promise, ['page:en:/x']),
      500,
    );
    expect(settle('page en /x', first, null)).toMatchObject({ data: 'v1', stale: true });
    await settlesAt(orStale('page en /x', pending<string>().promise, ['page:en:/x']), 100);
    vi.stubEnv('PROVIDER_TIMEOUT_MS', undefined);
  });

  it('waits for the whole read when there is no last good copy', async () => {
    const { orStale } = await load();
    const read = pending<string>();
    setTimeout(() => read.settle({ ok: true, data: 'first' }), 300);
    const started = Date.now();
    expect(await orStale('page en /new', read.promise, [])).toEqual({ ok: true, data: 'first' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('remembers the keys of a bounded number of tags: unknown slugs asked one after another do not pile up', async () => {
    const { orStale } = await load();
    const state = (globalThis as Record<symbol, { keysOfTag: Map<string, Set<string>> }>)[
      Symbol.for('venue-site.provider-reads')
    ]!;
    for (let n = 0; n < 1_500; n += 1) {
      const key = `event en no-such-event-${n}`;
      await orStale(key, Promise.resolve({ ok: true, data: null }), [
        'all',
        `event:en:no-such-${n}`,
      ]);
    }
    expect(state.keysOfTag.size).toBeLessThanOrEqual(1_000);
    // The tag every read carries is the most recently used one: never the one dropped.
    expect(state.keysOfTag.has('all')).toBe(true);
  });
});

describe('the render budget', () => {
  it('is shared by the reads of one render: a chain waits about PROVIDER_STALE_AFTER_MS in all', async () => {
    // React memoises the budget per request; this stands in for one request.
    vi.doMock('react', async (original) => ({
      ...(await original<typeof import('react')>()),
      cache: <T>(fn: () => T) => {
        let memo: { value: T } | undefined;
        return () => (memo ??= { value: fn() }).value;
      },
    }));
    vi.resetModules();
    vi.stubEnv('PROVIDER_STALE_AFTER_MS', '300');
    const { orStale, settle } = await import('./load');
    settle('page en /', { ok: true, data: 'page' }, null);
    settle('menus en 4', { ok: true, data: 'menus' }, null);

    fakeClock();
    await settlesAt(orStale('page en /', pending<string>().promise, []), 300);
    // The menus, read after the page, get what is left (nothing) plus a 100 ms grace, not 300 ms.
    await settlesAt(orStale('menus en 4', pending<string>().promise, []), 100);
    vi.doUnmock('react');
  });
});

describe('providerRead', () => {
  const schema = z.object({ title: z.string() });
  const read = (url = '/x') => ({
    key: `page en ${url}`,
    tags: ['provider', `page:en:${url}`],
    schema,
    request: { path: '/v1/pages/url-lang', params: { url } },
    draft: { path: '/v1/pages/url-lang', params: { url, preview: true } },
    fallback: null,
  });

  it('keeps an answer in the data cache until a publish drops one of its tags', async () => {
    const { providerRead } = await load();
    getJson.mockResolvedValue({ title: 'v1' });
    expect((await providerRead(read())).data).toEqual({ title: 'v1' });
    expect((await providerRead(read())).data).toEqual({ title: 'v1' });
    expect(getJson).toHaveBeenCalledTimes(1);

    getJson.mockResolvedValue({ title: 'v2' });
    await drop('page:en:/x');
    expect(await providerRead(read())).toEqual({
      data: { title: 'v2' },
      failed: false,
      stale: false,
    });
    expect(getJson).toHaveBeenCalledTimes(2);
  });

  it('reads a 404 as the fallback, and caches it like any answer', async () => {
    const { providerRead } = await load();
    getJson.mockResolvedValue(null);
    expect(await providerRead(read('/gone'))).toEqual({ data: null, failed: false, stale: false });
    await providerRead(read('/gone'));
    expect(getJson).toHaveBeenCalledTimes(1);
  });

  it('never caches a failure, but answers it for a second without asking the provider again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { providerRead } = await load();
    getJson.mockResolvedValueOnce({ title: 'good' });
    await providerRead(read('/down'));
    vi.setSystemTime(Date.now() + 5);
    await dataCache.revalidateTag(['page:en:/down'], { expire: 0 });

    getJson.mockRejectedValue(new Error('provider answered 500'));
    expect(await providerRead(read('/down'))).toEqual({
      data: { title: 'good' },
      failed: true,
      stale: true,
    });
    expect(await providerRead(read('/down'))).toMatchObject({ failed: true, stale: true });
    expect(getJson).toHaveBeenCalledTimes(2);

    // A second later the provider is asked again, and its answer is cached.
    vi.setSystemTime(Date.now() + 1_100);
    getJson.mockResolvedValue({ title: 'back' });
    expect(await providerRead(read('/down'))).toMatchObject({
      data: { title: 'back' },
      failed: false,
    });
    expect(await providerRead(read('/down'))).toMatchObject({ data: { title: 'back' } });
    expect(getJson).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('forgets a failure once a publish drops its tag', async () => {
    const { markOutdated, providerRead } = await load();
    getJson.mockRejectedValueOnce(new Error('down'));
    expect(await providerRead(read('/fixed'))).toMatchObject({ data: null, failed: true });
    getJson.mockResolvedValueOnce({ title: 'published' });
    markOutdated(['page:en:/fixed']);
    expect((await providerRead(read('/fixed'))).data).toEqual({ title: 'published' });
  });

  it('never keeps an answer asked before a publish that came while it ran: it asks again', async () => {
    const { markOutdated, providerRead } = await load();
    getJson.mockResolvedValueOnce({ title: 'v1' });
    await providerRead(read('/race'));
    await drop('page:en:/race');
    // The publish comes while the provider answers (not 10 ms after the read began: on a busy
    // machine the read had not asked yet).
    getJson.mockImplementationOnce(async () => {
      markOutdated(['page:en:/race']);
      return { title: 'v1, asked before' };
    });
    getJson.mockResolvedValueOnce({ title: 'v2' });
    const reading = providerRead(read('/race'));
    expect((await reading).data).toEqual({ title: 'v2' });
    expect((await providerRead(read('/race'))).data).toEqual({ title: 'v2' });
    expect(getJson).toHaveBeenCalledTimes(3);
  });

  it('asks the provider once for reads that miss together', async () => {
    vi.stubEnv('PROVIDER_TIMEOUT_MS', '30000');
    const { providerRead } = await load();
    // The provider answers when the test says: once both reads have missed the data cache (only
    // microtasks then lie between each and its call), not after 30 ms a busy machine outlasted.
    let answer!: (value: unknown) => void;
    getJson.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const lookup = vi.spyOn(dataCache as unknown as { get(): Promise<unknown> }, 'get');
    const reads = Promise.all([providerRead(read('/busy')), providerRead(read('/busy'))]);
    await vi.waitFor(() => expect(lookup.mock.calls.length).toBeGreaterThanOrEqual(2));
    await Promise.all(lookup.mock.results.map((result) => result.value));
    await new Promise((resolve) => setImmediate(resolve));
    expect(getJson).toHaveBeenCalledTimes(1);
    answer({ title: 'shared' });
    expect((await reads).map((outcome) => outcome.data)).toEqual([
      { title: 'shared' },
      { title: 'shared' },
    ]);
    expect(getJson).toHaveBeenCalledTimes(1);
    vi.stubEnv('PROVIDER_TIMEOUT_MS', undefined);
  });

  it('in draft mode asks for drafts, uncached, and keeps them apart from the published copy', async () => {
    const { providerRead } = await load();
    getJson.mockResolvedValueOnce({ title: 'published' });
    await providerRead(read('/d'));
    draftMode = true;
    getJson.mockResolvedValue({ title: 'draft' });
    expect((await providerRead(read('/d'))).data).toEqual({ title: 'draft' });
    expect((await providerRead(read('/d'))).data).toEqual({ title: 'draft' });
    expect(getJson.mock.calls.map(([, request]) => request.params.preview)).toEqual([
      undefined,
      true,
      true,
    ]);
    draftMode = false;
    getJson.mockRejectedValue(new Error('down'));
    await drop('page:en:/d');
    expect((await providerRead(read('/d'))).data).toEqual({ title: 'published' });
  });
});
