import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyStrings, type CopyString } from './copy-sources';
import { glossary, type GlossaryLanguage } from './glossary';

const languages = ['en', 'tr', 'ru', 'de'] as const satisfies readonly GlossaryLanguage[];

// Lower-case per language so Turkish İ/I map to i/ı, then match case-insensitively (unless the
// entry is case-sensitive, as a name's capitals are).
function findings(lang: GlossaryLanguage, sources: CopyString[]): string[] {
  const out: string[] = [];
  for (const entry of glossary[lang]) {
    for (const source of entry.rejected) {
      const pattern = new RegExp(source, entry.caseSensitive ? 'u' : 'iu');
      for (const [path, text] of sources) {
        const subject = entry.caseSensitive ? text : text.toLocaleLowerCase(lang);
        if (pattern.test(subject)) out.push(`${path}: “${source}” (use “${entry.preferred}”)`);
      }
    }
  }
  return out;
}

describe('terminology glossary', () => {
  it('names a rejected term in a message and in the seed', () => {
    expect(
      findings('ru', [
        ['messages/ru.json.Club.night.service', 'Бутылочный сервис'],
        ['seed page the-sin.metas[0].content', 'ложи и бутылочный сервис'],
        ['seed page home.title', 'Напитки бутылками'],
      ]),
    ).toEqual([
      'messages/ru.json.Club.night.service: “бутылочн\\p{L}* сервис” (use “напитки бутылками (к столику), подача напитков бутылками”)',
      'seed page the-sin.metas[0].content: “бутылочн\\p{L}* сервис” (use “напитки бутылками (к столику), подача напитков бутылками”)',
    ]);
    expect(findings('tr', [['x', 'kişi başı 1.500 TL’dir']])).toHaveLength(1);
    expect(findings('tr', [['x', 'THE SIN’E İŞE ALIMLAR']])).toEqual([]);
    expect(findings('en', [['x', 'at the lobster club']])).toHaveLength(1);
    expect(findings('en', [['x', 'at the Lobster Club, ₺1,500']])).toEqual([]);
  });

  it('docs/glossary.md lists every entry and every avoided pattern', () => {
    const doc = readFileSync('docs/glossary.md', 'utf8');
    const missing = languages.flatMap((lang) =>
      glossary[lang].flatMap((entry) =>
        [entry.concept, ...entry.rejected.map((source) => `\`${source.replace(/\|/g, '\\|')}\``)]
          .filter((text) => !doc.includes(text))
          .map((text) => `${lang}: ${text}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  for (const lang of languages) {
    const sources = copyStrings(lang);
    it(`${lang}: has seed and message strings to scan`, () => {
      expect(sources.filter(([path]) => path.startsWith('messages/')).length).toBeGreaterThan(200);
      expect(sources.filter(([path]) => path.startsWith('seed ')).length).toBeGreaterThan(100);
    });
    it(`${lang}: no rejected term in messages or seed copy`, () => {
      expect(findings(lang, sources)).toEqual([]);
    });
  }
});
