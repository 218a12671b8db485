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

describe('revalidation input', () => {
  it('takes only the site languages, site paths and plain slugs', () => {
    for (const body of [
      { type: 'menus', lang: 'xx' },
      { type: 'page', lang: 'en', url: 'https://evil.example/' },
      { type: 'page', lang: 'en', url: '//evil.example' },
      { type: 'page', lang: 'en', url: `/${'a'.repeat(600)}` },
      { type: 'event', lang: 'en', slug: 'a\u0000b' },
      { type: 'event', lang: 'en', slug: 'a/b' },
    ]) {
      expect(revalidationSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
