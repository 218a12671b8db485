import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Outcome } from './load';

const cacheLife = vi.fn();
const cacheTag = vi.fn();
vi.mock('next/cache', () => ({
  cacheLife: (profile: unknown) => cacheLife(profile),
  cacheTag: (...tags: string[]) => cacheTag(...tags),
}));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));

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

beforeEach(() => {
  cacheLife.mockReset();
  cacheTag.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('orStale', () => {
  it('answers a slow read with the last good copy after PROVIDER_STALE_AFTER_MS', async () => {
    const { orStale, settle, FAILURE_LIFE } = await load();
    settle('page en /', { ok: true, data: 'v1' }, null);

    const read = pending<string>();
    const started = Date.now();
    const outcome = await orStale('page en /', read.promise, ['all', 'page:en:/']);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(90);
    expect(waited).toBeLessThan(400);
    expect(settle('page en /', outcome, null)).toEqual({ data: 'v1', failed: true, stale: true });
    // The render from the old copy is short-lived and tagged like the page.
    expect(cacheLife).toHaveBeenCalledWith(FAILURE_LIFE);
    expect(cacheTag).toHaveBeenCalledWith('all', 'page:en:/');

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
    expect(cacheLife).not.toHaveBeenCalled();
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
    let started = Date.now();
    const first = await orStale('page en /x', pending<string>().promise, ['page:en:/x']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(settle('page en /x', first, null)).toMatchObject({ data: 'v1', stale: true });
    started = Date.now();
    await orStale('page en /x', pending<string>().promise, ['page:en:/x']);
    expect(Date.now() - started).toBeLessThan(400);
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

    const started = Date.now();
    await orStale('page en /', pending<string>().promise, []);
    const afterPage = Date.now() - started;
    await orStale('menus en 4', pending<string>().promise, []);
    const afterMenus = Date.now() - started;
    vi.doUnmock('react');

    expect(afterPage).toBeGreaterThanOrEqual(290);
    // The menus, read after the page, get what is left (nothing) plus a 100 ms grace, not 300 ms.
    expect(afterMenus - afterPage).toBeGreaterThanOrEqual(90);
    expect(afterMenus - afterPage).toBeLessThan(250);
  });
});
