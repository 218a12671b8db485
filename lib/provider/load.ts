import { cacheLife, cacheTag } from 'next/cache';
import { draftMode } from 'next/headers';
import { recordProviderRead } from '@/lib/server/log';
import { cache } from 'react';
import { env } from '@/lib/env';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };
export type Loaded<T> = { data: T; failed: boolean; stale: boolean };

/** Runs a provider read without throwing, so a failure never escapes a cache scope as an error. */
export async function attempt<T>(read: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Cache profiles: provider data for hours (until a tag is revalidated); a failure for a second. */
export const DATA_LIFE = 'hours' as const;
export const FAILURE_LIFE = { stale: 0, revalidate: 1, expire: 1 };

// The last good answer per resource, served while the provider fails (bounded, per process).
const lastGood = new Map<string, unknown>();
const LAST_GOOD_LIMIT = 1000;

// The keys each cache tag covers, and the copies a publish said are out of date: those are still
// served while the provider fails, but a render waits for the real read rather than show them
// (a busy render loop lost that race and showed the old page for seconds after a publish).
// Shared through globalThis: the webhook's route and the pages may be bundled apart.
const STALENESS = Symbol.for('venue-site.outdated-copies');
const shared = globalThis as {
  [STALENESS]?: { keysOfTag: Map<string, Set<string>>; outdated: Set<string> };
};
const { keysOfTag, outdated } = (shared[STALENESS] ??= {
  keysOfTag: new Map(),
  outdated: new Set(),
});

function remember(key: string, data: unknown) {
  lastGood.delete(key);
  lastGood.set(key, data);
  outdated.delete(key);
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string);
}

/** The revalidation webhook's tags: the last good copies they cover are no longer current. */
export function markOutdated(tags: readonly string[]): void {
  for (const tag of tags) {
    for (const key of keysOfTag.get(tag) ?? []) outdated.add(key);
  }
}

/**
 * A render from a last good copy never consumed the real cache entry (whose life and tags it would
 * inherit): this empty entry makes it short-lived like a failure, and tagged like the data it stands in for.
 */
async function shortLived(cacheTags: string[]): Promise<void> {
  'use cache';
  cacheTag(...cacheTags);
  cacheLife(FAILURE_LIFE);
}

// A read that starts once the render's budget is spent still gets this long: enough for a cache hit.
const MIN_WAIT_MS = 100;

// One budget per render (React memoises it per request): reads in a chain (the page, then its menus
// and the venue's facts) share PROVIDER_STALE_AFTER_MS and PROVIDER_TIMEOUT_MS, rather than each
// waiting that long in turn.
const renderBudget = cache(() => {
  const now = Date.now();
  return { staleAt: now + env.PROVIDER_STALE_AFTER_MS, deadlineAt: now + env.PROVIDER_TIMEOUT_MS };
});

/**
 * Stale-while-revalidate at the data level, and one deadline per render. With a last good copy of
 * `key`, a read that has not settled when the render's PROVIDER_STALE_AFTER_MS are up is answered as
 * a failure (so `settle` serves that copy); without one, a read that has not settled when the
 * render's PROVIDER_TIMEOUT_MS are up is answered as a failure (the page renders degraded). Either
 * way the read goes on in the background up to its own deadline; if it succeeds, it becomes the last
 * good copy (and its 'use cache' entry, the read itself, is what the next render gets). `read` is
 * the cached read: the race stays outside it, so a cache entry only ever holds the real outcome.
 */
export async function orStale<T>(
  key: string,
  read: Promise<Outcome<T>>,
  cacheTags: string[],
): Promise<Outcome<T>> {
  const { staleAt, deadlineAt } = renderBudget();
  for (const tag of cacheTags) {
    const keys = keysOfTag.get(tag) ?? new Set<string>();
    if (keys.size < LAST_GOOD_LIMIT) keys.add(key);
    keysOfTag.set(tag, keys);
  }
  // A copy a publish made out of date is still served when the provider fails, but the first
  // render after the publish waits for the real read as long as when there is no copy at all.
  const stale = lastGood.has(key) && !outdated.has(key);
  let cancel = () => {};
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(
      resolve,
      Math.max(MIN_WAIT_MS, (stale ? staleAt : deadlineAt) - Date.now()),
    );
    cancel = () => clearTimeout(timer);
  });
  const first = await Promise.race([read, late]);
  cancel();
  if (first) return first;
  // The provider did not answer in time: until it does, renders answer from the copy again within
  // the stale budget (only one visitor waits the whole deadline for a publish).
  outdated.delete(key);
  read.then(
    (outcome) => {
      if (outcome.ok) remember(key, outcome.data);
    },
    () => undefined,
  );
  await shortLived(cacheTags);
  const budget = stale ? env.PROVIDER_STALE_AFTER_MS : env.PROVIDER_TIMEOUT_MS;
  return { ok: false, message: `no answer within the render's ${budget} ms` };
}

/**
 * Turns an outcome into what a page renders: the data, else the last good answer, else the
 * fallback. A failing resource is logged once per failure window (lib/server/log.ts).
 */
export function settle<T>(key: string, outcome: Outcome<T>, fallback: T): Loaded<T> {
  if (outcome.ok) {
    remember(key, outcome.data);
    recordProviderRead(key, { ok: true });
    return { data: outcome.data, failed: false, stale: false };
  }
  const stale = lastGood.has(key);
  recordProviderRead(key, { ok: false, message: outcome.message, stale });
  return { data: stale ? (lastGood.get(key) as T) : fallback, failed: true, stale };
}

/** Editor preview: draft mode skips the cache and asks the provider for drafts. */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
