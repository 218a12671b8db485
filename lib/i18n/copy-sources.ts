// Every piece of copy a language shows, for the copy tests (glossary, typography): the message file
// and what the embedded provider's seed stores for that language (pages with their galleries and
// hero, events with their shared location and house rules, menus). Each string comes with a path
// that names where to fix it.
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { buildEvents } from '@/provider/seed/build-events';
import { buildPages } from '@/provider/seed/build-pages';
import { buildMenus } from '@/provider/seed/menus';
import { SEED_SETTINGS } from '@/provider/seed/settings';
import type { Locale } from './locales';

export type CopyString = [path: string, text: string];

const messages: Record<Locale, unknown> = { en, tr, ru, de };

// A fixed date, so the events (dated relative to now) and their years are the same on every run.
const SEED_NOW = new Date('2026-11-24T12:00:00Z');

export function strings(value: unknown, path: string): CopyString[] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  return [];
}

/** Keys that hold addresses, slugs, file names or ids, not copy. */
const NOT_COPY = /(?:^|\.)(?:url|slug|sourceUrl|mimeType|image|ticketUrl|key|section|type)$/;

export function messageStrings(lang: Locale): CopyString[] {
  return strings(messages[lang], `messages/${lang}.json`);
}

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
  // The venue facts' opening-hours labels (the contact page and the footer show them).
  const settings = SEED_SETTINGS.openingHours.flatMap((row) =>
    strings(row.label[lang] ?? '', `seed settings openingHours.${row.key}`),
  );
  return [...pages, ...events, ...menus, ...settings].filter(([path]) => !NOT_COPY.test(path));
}

/** The message file and the seed of a language. */
export function copyStrings(lang: Locale): CopyString[] {
  return [...messageStrings(lang), ...seedStrings(lang)];
}
