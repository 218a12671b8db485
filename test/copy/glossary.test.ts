import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageStrings } from './copy-sources';
import { glossary, glossaryFindings, type GlossaryLanguage } from './glossary';
import { locales } from '../../lib/i18n/locales';

const languages: readonly GlossaryLanguage[] = locales;

describe('terminology glossary', () => {
  it('names a rejected term in a message and in the seed', () => {
    expect(
      glossaryFindings('ru', [
        ['messages/ru.json.Club.night.service', 'Бутылочный сервис'],
        ['seed page the-sin.metas[0].content', 'ложи и бутылочный сервис'],
        ['seed page home.title', 'Бутылки к столику'],
      ]),
    ).toEqual([
      'messages/ru.json.Club.night.service: “бутылочн\\p{L}* сервис” (use “бутылки к столику (a heading), подача бутылок к столику (in text)”)',
      'seed page the-sin.metas[0].content: “бутылочн\\p{L}* сервис” (use “бутылки к столику (a heading), подача бутылок к столику (in text)”)',
    ]);
    expect(
      glossaryFindings('tr', [['x', 'THE SIN’E İŞE ALIMLAR, 1.500 TL’dir, 80 €’dan']]),
    ).toEqual([]);
    expect(glossaryFindings('en', [['x', 'at the Lobster Club, ₺1,500']])).toEqual([]);
  });

  // Each ban must be able to fire: a pattern that never matches (as `\bхост` never did, since
  // JavaScript's `\b` knows only ASCII letters) would let the term through unseen.
  for (const lang of languages)
    for (const entry of glossary[lang])
      for (const [source, planted] of entry.rejected)
        it(`${lang}: “${source}” (${entry.concept}) finds “${planted}”`, () => {
          const fires = (text: string) =>
            glossaryFindings(lang, [['planted', text]]).includes(
              `planted: “${source}” (use “${entry.preferred}”)`,
            );
          expect(fires(planted)).toBe(true);
          // Inside a sentence, after a space, too (unless the pattern is a whole string).
          if (!source.startsWith('^')) expect(fires(`Bu — ${planted} …`)).toBe(true);
        });

  it('words are bounded in every script, never with the ASCII-only \\b', () => {
    const ascii = languages.flatMap((lang) =>
      glossary[lang].flatMap((entry) =>
        entry.rejected.filter(([source]) => source.includes('\\b')).map(([source]) => source),
      ),
    );
    expect(ascii).toEqual([]);
    // The word edges see Cyrillic and Turkish letters: a longer word is not the banned one.
    expect(glossaryFindings('ru', [['x', 'хостес встретят вас, хостинг']])).toEqual([]);
    expect(glossaryFindings('ru', [['x', 'команда хостов']])).toHaveLength(1);
    expect(glossaryFindings('tr', [['x', 'Şovmen değil, gösteri']])).toHaveLength(1);
    expect(glossaryFindings('tr', [['x', 'ışovalı']])).toEqual([]);
  });

  it('docs/glossary.md lists every entry and every avoided pattern', () => {
    const doc = readFileSync('docs/glossary.md', 'utf8');
    const missing = languages.flatMap((lang) =>
      glossary[lang].flatMap((entry) =>
        [entry.concept, ...entry.rejected.map(([source]) => `\`${source.replace(/\|/g, '\\|')}\``)]
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
