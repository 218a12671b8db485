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
