import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { isInternalPath } from '@/lib/secrets';
import { tags } from './tags';

/** The largest webhook body: a change names a type, a language and a url or slug. */
export const REVALIDATION_BODY_LIMIT = 4 * 1024;

// Tags are keys of the caches: no controls, no urls from elsewhere, nothing unbounded.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/;
const lang = z.enum(locales);
const url = z
  .string()
  .max(512)
  .refine((value) => isInternalPath(value) && !CONTROLS.test(value), 'a site path');
const slug = z
  .string()
  .min(1)
  .max(200)
  .refine((value) => !CONTROLS.test(value) && !value.includes('/'), 'a slug');

/** What the provider says changed; each maps to the cache tags to drop. */
export const revalidationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), lang, url }),
  z.object({ type: z.literal('menus'), lang }),
  z.object({ type: z.literal('event'), lang, slug }),
  z.object({ type: z.literal('events'), lang }),
  z.object({ type: z.literal('settings') }),
  z.object({ type: z.literal('all') }),
]);

export type Revalidation = z.infer<typeof revalidationSchema>;

export function tagsFor(change: Revalidation): string[] {
  switch (change.type) {
    case 'page':
      return [tags.page(change.lang, change.url)];
    case 'menus':
      return [tags.menus(change.lang)];
    case 'event':
      return [tags.event(change.lang, change.slug), tags.events(change.lang)];
    case 'events':
      return [tags.events(change.lang)];
    case 'settings':
      return [tags.settings];
    case 'all':
      return [tags.all];
  }
}

/**
 * Publishes merged into drops of cache tags: at most one drop per `intervalMs` (a CMS's bulk
 * publish sends dozens of changes a second; each drop makes every page it touches render again,
 * and is what the page cache and the provider reads hear: lib/cache/tags.ts tagExpirations).
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
