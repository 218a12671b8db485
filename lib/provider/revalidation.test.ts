import { describe, expect, it } from 'vitest';
import { revalidationSchema, tagsFor } from './revalidation';

describe('revalidation', () => {
  it('maps each change the provider names to the cache tags to drop', () => {
    const cases: [unknown, string[]][] = [
      [{ type: 'page', lang: 'tr', url: '/hakkimizda' }, ['page:tr:/hakkimizda']],
      [{ type: 'menus', lang: 'ru' }, ['menus:ru']],
      [{ type: 'event', lang: 'de', slug: 'gala' }, ['event:de:gala', 'events:de']],
      [{ type: 'events', lang: 'en' }, ['events:en']],
      [{ type: 'settings' }, ['settings']],
      [{ type: 'all' }, ['provider']],
    ];
    for (const [body, tags] of cases) expect(tagsFor(revalidationSchema.parse(body))).toEqual(tags);
  });

  it('refuses changes it cannot map', () => {
    for (const body of [
      { type: 'page', lang: 'tr' },
      { type: 'page', lang: 'tr', url: 'hakkimizda' },
      { type: 'event', lang: 'en' },
      { type: 'everything' },
      null,
    ]) {
      expect(revalidationSchema.safeParse(body).success).toBe(false);
    }
  });
});
