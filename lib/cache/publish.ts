/**
 * The one publish path. The webhook (app/api/revalidate) authenticates the provider and reads what
 * changed, then calls `publish` with the tags to drop: bursts are coalesced (one drop a second at
 * most, once more after a burst) and each drop goes to Next through `revalidateTag`, which reaches
 * Next's caches (rendered pages, provider data) and, through its cache handler
 * (lib/cache/page-cache-handler.ts), `published`: the in-process event every other cache subscribes
 * to with `onPublish` — the page cache in front of Next (lib/cache/page-cache.ts), the provider
 * reads' last good copies (lib/provider/load.ts) and, with REDIS_URL, the shared tags
 * (lib/cache/tags.ts), which hand the drop to the other instances, where it is `published` again
 * (from `elsewhere`) to the same subscribers.
 */

/** Where a drop was made: by this process's webhook, or by another instance's (through Redis). */
export type Origin = 'here' | 'elsewhere';
/** A subscriber; what it returns is awaited by whoever published (the Redis tier's write). */
export type PublishListener = (tags: readonly string[], origin: Origin) => void | Promise<void>;

/** How many tags' last drop the coalescer remembers (a site has a few hundred). */
const REMEMBERED_TAGS = 5_000;

// On globalThis: the cache handler, the route bundles and the server each bundle this module.
const STATE = Symbol.for('venue-site.publish');
type State = {
  listeners: Map<string, PublishListener>;
  lastPublished: Map<string, number>;
  coalescer?: DropCoalescer;
};
function state(): State {
  const shared = globalThis as { [STATE]?: State };
  return (shared[STATE] ??= { listeners: new Map(), lastPublished: new Map() });
}

/**
 * Subscribes a cache to every drop. By name: each bundle that loads a subscriber registers it
 * again, which replaces the one before rather than hearing each drop twice.
 */
export function onPublish(name: string, listener: PublishListener): void {
  state().listeners.set(name, listener);
}

/**
 * Tags were dropped: here (Next applied this process's drop: its cache handler calls this) or
 * elsewhere (another instance's, through Redis). Tells every subscriber, and settles once they have.
 */
export async function published(tags: readonly string[], origin: Origin): Promise<void> {
  if (tags.length === 0) return;
  const { listeners, lastPublished } = state();
  const at = Date.now();
  for (const tag of tags) {
    lastPublished.delete(tag);
    lastPublished.set(tag, at);
  }
  while (lastPublished.size > REMEMBERED_TAGS) {
    lastPublished.delete(lastPublished.keys().next().value as string);
  }
  await Promise.all([...listeners.values()].map((listener) => listener(tags, origin)));
}

/** When any of these tags was last dropped, here or elsewhere (-Infinity: not since start). */
export function lastPublished(tags: readonly string[]): number {
  const { lastPublished: times } = state();
  return Math.max(Number.NEGATIVE_INFINITY, ...tags.map((tag) => times.get(tag) ?? -Infinity));
}

/**
 * Publishes these tags: resolves once they are dropped (at most a second later while a burst
 * lasts), and drops them once more 8 s after the burst's last publish. Only inside a route handler:
 * Next's `revalidateTag` and `after` belong to a request.
 */
export async function publish(tags: readonly string[]): Promise<void> {
  // Loaded here, not at the top: the server and the cache handler load this module before Next has
  // set up its request storage, which next/cache and next/server need when they load.
  const [{ revalidateTag }, { after }] = await Promise.all([
    import('next/cache'),
    import('next/server'),
  ]);
  const dropInNext = (dropped: string[]) => {
    for (const tag of dropped) revalidateTag(tag, { expire: 0 });
  };
  const current = state();
  current.coalescer ??= createDropCoalescer({ lastDrop: lastPublished });
  const coalescer = current.coalescer;
  await coalescer.drop(tags, dropInNext);
  after(() => coalescer.settle(tags, dropInNext));
}

export type DropCoalescer = ReturnType<typeof createDropCoalescer>;

/**
 * Publishes merged into drops of cache tags: at most one drop per `intervalMs` (a CMS's bulk
 * publish sends dozens of changes a second; each drop makes every page it touches render again).
 *
 * `drop`: a publish arriving sooner than `intervalMs` after the last drop (this process's, or with
 * `lastDrop` another instance's of the same tags) joins the next one, its tags merged with those of
 * the others that wait for it. The first of a batch drops them all with its `apply` (Next's
 * revalidateTag belongs to a request) when the interval is up; the others wait for that drop.
 *
 * `settle`: the same tags dropped once more `settleMs` after the last publish of a burst (a render
 * that read the provider just before a change can finish just after its drop and store the old
 * version as new). One call waits for the whole burst, with every tag; the others return at once.
 */
export function createDropCoalescer({
  intervalMs = 1_000,
  settleMs = 8_000,
  now = Date.now,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  lastDrop = () => Number.NEGATIVE_INFINITY,
}: {
  intervalMs?: number;
  settleMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
  /** When these tags were last dropped anywhere (another instance, through Redis). */
  lastDrop?: (tags: readonly string[]) => number;
} = {}) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: { tags: Set<string>; done: Promise<void> } | null = null;
  let settling: { tags: Set<string>; due: number } | null = null;

  function drop(dropped: readonly string[], apply: (tags: string[]) => void): Promise<void> {
    if (pending) {
      for (const tag of dropped) pending.tags.add(tag);
      return pending.done;
    }
    const due = Math.max(last, lastDrop(dropped)) + intervalMs - now();
    if (due <= 0) {
      last = now();
      apply([...new Set(dropped)]);
      return Promise.resolve();
    }
    const batch = { tags: new Set(dropped), done: Promise.resolve() };
    batch.done = wait(due).then(() => {
      pending = null;
      last = now();
      apply([...batch.tags]);
    });
    pending = batch;
    return batch.done;
  }

  async function settle(dropped: readonly string[], apply: (tags: string[]) => void) {
    if (settling) {
      for (const tag of dropped) settling.tags.add(tag);
      settling.due = now() + settleMs;
      return;
    }
    const burst = { tags: new Set(dropped), due: now() + settleMs };
    settling = burst;
    for (let left = settleMs; left > 0; left = burst.due - now()) await wait(left);
    settling = null;
    await drop([...burst.tags], apply);
  }

  return { drop, settle };
}
