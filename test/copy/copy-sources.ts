// Every string of a language's message file, for the copy tests (glossary, typography, venue facts),
// each with a path that names where to fix it. The embedded provider's seed is checked the same way
// by provider/seed/copy.test.ts (the site does not import the provider).
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import type { Locale } from '../../lib/i18n/locales';

export type CopyString = [path: string, text: string];

const messages: Record<Locale, unknown> = { en, tr, ru, de };

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
export const NOT_COPY = /(?:^|\.)(?:url|slug|sourceUrl|mimeType|image|ticketUrl|key|section|type)$/;

export function messageStrings(lang: Locale): CopyString[] {
  return strings(messages[lang], `messages/${lang}.json`);
}
