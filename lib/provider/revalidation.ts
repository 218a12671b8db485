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
 * At most one drop of cache tags per `intervalMs`: a publish arriving sooner joins the next drop,
 * its tags merged with those of the others that wait for it (a CMS's bulk publish sends dozens of
 * changes a second; each drop makes every page it touches render again). The first of a batch
 * drops them all with its `apply` (Next's revalidateTag belongs to a request) when the interval is
 * up; the others wait for that drop.
 */
export function createDropCoalescer({
  intervalMs = 1_000,
  now = Date.now,
  wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  intervalMs?: number;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
} = {}) {
  let last = Number.NEGATIVE_INFINITY;
  let pending: { tags: Set<string>; done: Promise<void> } | null = null;
  return function drop(dropped: readonly string[], apply: (tags: string[]) => void): Promise<void> {
    if (pending) {
      for (const tag of dropped) pending.tags.add(tag);
      return pending.done;
    }
    const due = last + intervalMs - now();
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
  };
}
