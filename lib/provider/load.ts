import { createHash } from 'node:crypto';
import path from 'node:path';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import type { z } from 'zod';
import { DATA_LIFE_S, FAILURE_LIFE_S } from '@/lib/cache/policies';
import { onPublish } from '@/lib/cache/publish';
import { env } from '@/lib/env';
import { logger, recordProviderRead } from '@/lib/server/log';
import { getJson } from './client';
import { createLastGoodStore, type LastGoodStore } from './last-good';
import type { ProviderRequest } from './requests';

/**
 * The one way the site reads the provider: `providerRead` caches a read in Next's data cache
 * (`unstable_cache`, docs/decisions.md "Provider reads go through unstable_cache"), tagged so a
 * publish drops it, and never lets a failure reach a page: a slow or failing read is answered
 * with the last good copy, else the read's fallback, and the render that shows it is short-lived.
 */

export type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };
export type Loaded<T> = { data: T; failed: boolean; stale: boolean };

/** One provider read: what it is called, what drops it, what it asks, what stands in for it. */
export type ProviderRead<S extends z.ZodType, F> = {
  /** Names the read: its cache entry, its last good copy and its log lines. */
  key: string;
  /** The cache tags of lib/provider/tags.ts: a publish drops them, the render showing it carries them. */
  tags: string[];
  /** Checks and reshapes the answer (what it drops is never cached). */
  schema: S;
  /** The published resource (lib/provider/requests.ts). */
  request: ProviderRequest;
  /** What draft mode asks for instead, when the resource has drafts. */
  draft?: ProviderRequest;
  /** The data of a 404, and of a failure with no last good copy. */
  fallback: F;
};

/** Runs a provider read without throwing. */
export async function attempt<T>(read: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

const LAST_GOOD_LIMIT = 1000;

// Shared through globalThis: the webhook's route and the pages may be bundled apart.
// lastGood: the last good answer per resource, served while the provider fails (in memory, and on
// disk so that a restart during an outage still has it: lib/provider/last-good.ts). keysOfTag: the keys each cache tag covers. outdated: the copies a publish said are out of date
// (still served while the provider fails, but a render waits for the real read rather than show
// them: a busy render loop lost that race and showed the old page for seconds after a publish).
// publishes: how many publishes made each key out of date. inFlight: provider calls under way.
// failures: reads that failed, answered as failed for a second.
const STATE = Symbol.for('venue-site.provider-reads');
const shared = globalThis as {
  [STATE]?: {
    lastGood: LastGoodStore;
    keysOfTag: Map<string, Set<string>>;
    outdated: Set<string>;
    publishes: Map<string, number>;
    inFlight: Map<string, Promise<Outcome<unknown>>>;
    failures: Map<string, { message: string; until: number }>;
  };
};
const { lastGood, keysOfTag, outdated, publishes, inFlight, failures } = (shared[STATE] ??= {
  lastGood: createLastGoodStore({
    // Per provider: copies of one content API never stand in for another's.
    dir: path.join(
      env.LAST_GOOD_DIR,
      createHash('sha256').update(env.PROVIDER_API_URL).digest('hex').slice(0, 12),
    ),
    limit: LAST_GOOD_LIMIT,
    log: (message, error) => logger().warn({ err: error }, message),
  }),
  keysOfTag: new Map(),
  outdated: new Set(),
  publishes: new Map(),
  inFlight: new Map(),
  failures: new Map(),
});

/** Sets a key in a map of per-key facts, keeping it to LAST_GOOD_LIMIT keys. */
function bounded<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > LAST_GOOD_LIMIT) map.delete(map.keys().next().value as string);
}

/** A good answer: the copy served while the provider fails; `persist` when the provider just sent it. */
function remember(key: string, data: unknown, persist = false) {
  lastGood.set(key, data, persist);
  outdated.delete(key);
}

/** A publish's tags (lib/cache/publish.ts): the copies they cover are out of date, their failures moot. */
export function markOutdated(tags: readonly string[]): void {
  for (const tag of tags) {
    for (const key of keysOfTag.get(tag) ?? []) {
      outdated.add(key);
      bounded(publishes, key, (publishes.get(key) ?? 0) + 1);
      // A call that started before the publish may answer with the old version: nobody joins it.
      inFlight.delete(key);
      failures.delete(key);
    }
  }
}
// Every drop, here or on another instance: the next render waits for the new version.
onPublish('provider-reads', markOutdated);

/**
 * The provider's answer for `key`, asked once at a time: renders that miss together share it,
 * rather than each asking the provider.
 */
function askOnce<T>(key: string, ask: () => Promise<T>): Promise<Outcome<T>> {
  const running = inFlight.get(key) as Promise<Outcome<T>> | undefined;
  if (running) return running;
  const call = attempt(ask).finally(() => {
    if (inFlight.get(key) === call) inFlight.delete(key);
  });
  inFlight.set(key, call);
  return call;
}

/**
 * The read through Next's data cache. A failure is thrown inside it, so the cache never keeps one,
 * and remembered for FAILURE_LIFE_S, so an outage costs the provider one call per read a second.
 * An answer asked before a publish that came while it ran may be the old version: it is not kept
 * either, and the read is made again once. An hour-old entry whose refresh fails is still answered
 * by Next: it stands in as a last good copy.
 */
async function cachedRead<S extends z.ZodType, F>(
  read: ProviderRead<S, F>,
  again = true,
): Promise<Outcome<z.output<S> | F>> {
  const { key, schema, fallback } = read;
  const failed = failures.get(key);
  if (failed && failed.until > Date.now()) return { ok: false, message: failed.message };
  if (failed) failures.delete(key);
  let failure: string | undefined;
  let superseded = false;
  const outcome = await attempt(() =>
    unstable_cache(
      async (request: ProviderRequest) => {
        const seen = publishes.get(key);
        const answer = await askOnce(key, () => getJson(schema, request));
        if (answer.ok) {
          failures.delete(key);
          superseded = again && publishes.get(key) !== seen;
          if (superseded) throw new Error('a publish came while the provider answered');
          remember(key, answer.data ?? fallback, true);
          return answer.data ?? fallback;
        }
        failure = answer.message;
        bounded(failures, key, { message: failure, until: Date.now() + FAILURE_LIFE_S * 1000 });
        throw new Error(failure);
      },
      [key],
      { tags: read.tags, revalidate: DATA_LIFE_S },
    )(read.request),
  );
  if (superseded) return cachedRead(read, false);
  if (failure === undefined) return outcome;
  if (outcome.ok && !lastGood.has(key)) remember(key, outcome.data);
  return { ok: false, message: failure };
}

/**
 * A render that shows a stand-in (the last good copy, or the fallback) lives a second and carries
 * the tags of the data it stands in for: an empty entry of the data cache gives it both.
 */
async function shortLived(tags: string[]): Promise<void> {
  const mark = unstable_cache(async () => null, ['short-lived', ...tags], {
    tags,
    revalidate: FAILURE_LIFE_S,
  });
  await mark().catch(() => undefined);
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
 * good copy (and its cache entry is what the next render gets). `read` is the cached read: the race
 * stays outside it, so a cache entry only ever holds the real outcome.
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
    // Bounded like the copies: every unknown slug a visitor (or a crawler) asks for is a new tag.
    bounded(keysOfTag, tag, keys);
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

/**
 * The newest of the last good copies of `keys` (kept in memory or on disk), if any: for reads of the
 * same thing in several languages, where the newest copy, whichever language, is the truth.
 */
export async function newestLastGood(keys: readonly string[]): Promise<unknown> {
  await Promise.all(keys.map((key) => lastGood.warm(key)));
  const held = keys.filter((key) => lastGood.has(key));
  held.sort((a, b) => lastGood.savedAt(b) - lastGood.savedAt(a));
  return held.length > 0 ? lastGood.get(held[0]!) : undefined;
}

/** Editor preview: draft mode skips the cache and asks the provider for drafts. */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/**
 * Reads the provider for a page (docs/provider-contract.md): cached and tagged, answered within the
 * render's budget, never throwing. In draft mode nothing is cached and the provider's answer is
 * awaited (an editor checks exactly what was saved); a resource with drafts asks for them and keeps
 * a last good copy of its own, so a provider failure never serves a draft publicly.
 */
export async function providerRead<S extends z.ZodType, F>(
  read: ProviderRead<S, F>,
): Promise<Loaded<z.output<S> | F>> {
  if (await isPreview()) {
    const key = read.draft ? `${read.key} preview` : read.key;
    const request = read.draft ?? read.request;
    const outcome = await attempt(
      async () => (await getJson(read.schema, request)) ?? read.fallback,
    );
    return settle<z.output<S> | F>(key, outcome, read.fallback);
  }
  await lastGood.warm(read.key);
  const outcome = await orStale(read.key, cachedRead(read), read.tags);
  if (!outcome.ok) await shortLived(read.tags);
  return settle<z.output<S> | F>(read.key, outcome, read.fallback);
}
