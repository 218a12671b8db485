import { NOT_COPY, strings, type CopyString } from './copy-sources';
import type { Locale } from '../../provider/types';
import { buildEvents } from '../../provider/seed/build-events';
import { buildPages } from '../../provider/seed/build-pages';
import { buildMenus } from '../../provider/seed/menus';

// A fixed date, so the events (dated relative to now) and their years are the same on every run.
const SEED_NOW = new Date('2026-11-24T12:00:00Z');

/**
 * What the seed stores for a language, for the copy tests: pages with their galleries and hero,
 * events with their shared location and house rules, menus. Each string comes with a path that
 * names where to fix it.
 */
export function seedStrings(lang: Locale): CopyString[] {
  const pages = buildPages()
    .filter((page) => page.lang === lang)
    .flatMap((page) => strings(page.body, `seed page ${page.pageKey}`));
  const events = buildEvents(SEED_NOW).flatMap((event) =>
    event.translations
      .filter((translation) => translation.lang === lang)
      .flatMap((translation) => strings(translation.localized, `seed event ${translation.slug}`)),
  );
  const menus = strings(buildMenus(lang), `seed menus ${lang}`);
  return [...pages, ...events, ...menus].filter(([path]) => !NOT_COPY.test(path));
}
