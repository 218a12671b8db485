import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import { copyDe } from '@/provider/seed/copy-de';
import { copyRu } from '@/provider/seed/copy-ru';
import { copyTr } from '@/provider/seed/copy-tr';
import { eventCopyDe } from '@/provider/seed/event-copy-de';
import { eventCopyRu } from '@/provider/seed/event-copy-ru';
import { eventCopyTr } from '@/provider/seed/event-copy-tr';
import { legalRu } from '@/provider/seed/legal-ru';
import { legalTr } from '@/provider/seed/legal-tr';
import { glossary, type GlossaryLanguage } from './glossary';

const years = { newYear: 2026, valentine: 2027, oktoberfest: 2026 };

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      strings(item, path ? `${path}.${key}` : key),
    );
  return [];
}

const sources: Record<GlossaryLanguage, [string, string][]> = {
  tr: [
    ...strings(tr, 'messages/tr.json'),
    ...strings(copyTr, 'seed copyTr'),
    ...strings(eventCopyTr(years), 'seed eventCopyTr'),
    ...strings(legalTr, 'seed legalTr'),
  ],
  ru: [
    ...strings(ru, 'messages/ru.json'),
    ...strings(copyRu, 'seed copyRu'),
    ...strings(eventCopyRu(years), 'seed eventCopyRu'),
    ...strings(legalRu, 'seed legalRu'),
  ],
  de: [
    ...strings(de, 'messages/de.json'),
    ...strings(copyDe, 'seed copyDe'),
    ...strings(eventCopyDe(years), 'seed eventCopyDe'),
  ],
};

// Lower-case per language so Turkish İ/I map to i/ı, then match case-insensitively.
function findings(lang: GlossaryLanguage): string[] {
  const out: string[] = [];
  for (const entry of glossary[lang]) {
    for (const source of entry.rejected) {
      const pattern = new RegExp(source, 'iu');
      for (const [path, text] of sources[lang]) {
        if (pattern.test(text.toLocaleLowerCase(lang)))
          out.push(`${path}: “${source}” (use “${entry.preferred}”)`);
      }
    }
  }
  return out;
}

describe('terminology glossary', () => {
  for (const lang of ['tr', 'ru', 'de'] as const) {
    it(`${lang}: has seed and message strings to scan`, () => {
      expect(sources[lang].length).toBeGreaterThan(200);
    });
    it(`${lang}: no rejected term in messages or seed copy`, () => {
      expect(findings(lang)).toEqual([]);
    });
  }
});
