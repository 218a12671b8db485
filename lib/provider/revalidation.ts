import { z } from 'zod';
import { tags } from './tags';

/** What the provider says changed; each maps to the cache tags to drop. */
export const revalidationSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), lang: z.string().min(2), url: z.string().startsWith('/') }),
  z.object({ type: z.literal('menus'), lang: z.string().min(2) }),
  z.object({ type: z.literal('event'), lang: z.string().min(2), slug: z.string().min(1) }),
  z.object({ type: z.literal('events'), lang: z.string().min(2) }),
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
