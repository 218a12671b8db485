import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageStrings } from './copy-sources';
import { glossary, glossaryFindings, type GlossaryLanguage } from './glossary';

const languages = ['en', 'tr', 'ru', 'de'] as const satisfies readonly GlossaryLanguage[];

describe('terminology glossary', () => {
  it('names a rejected term in a message and in the seed', () => {
    expect(
      glossaryFindings('ru', [
        ['messages/ru.json.Club.night.service', 'Бутылочный сервис'],
        ['seed page the-sin.metas[0].content', 'ложи и бутылочный сервис'],
        ['seed page home.title', 'Напитки бутылками'],
      ]),
    ).toEqual([
      'messages/ru.json.Club.night.service: “бутылочн\\p{L}* сервис” (use “напитки бутылками (к столику), подача напитков бутылками”)',
      'seed page the-sin.metas[0].content: “бутылочн\\p{L}* сервис” (use “напитки бутылками (к столику), подача напитков бутылками”)',
    ]);
    expect(glossaryFindings('tr', [['x', 'kişi başı 1.500 TL’dir']])).toHaveLength(1);
    expect(glossaryFindings('tr', [['x', 'THE SIN’E İŞE ALIMLAR']])).toEqual([]);
    expect(glossaryFindings('en', [['x', 'at the lobster club']])).toHaveLength(1);
    expect(glossaryFindings('en', [['x', 'at the Lobster Club, ₺1,500']])).toEqual([]);
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

  // The seed's copy: provider/seed/copy.test.ts.
  for (const lang of languages) {
    const sources = messageStrings(lang);
    it(`${lang}: has message strings to scan`, () => {
      expect(sources.length).toBeGreaterThan(200);
    });
    it(`${lang}: no rejected term in the messages`, () => {
      expect(glossaryFindings(lang, sources)).toEqual([]);
    });
  }
});
