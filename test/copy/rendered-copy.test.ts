import { describe, expect, it } from 'vitest';
import { dotlessCapitals, englishOnlyWords, englishWords } from './rendered-copy';

describe('dotless capitals', () => {
  it('finds an i of Turkish text upper-cased as English', () => {
    expect(dotlessCapitals('Tercihleri yönet', 'TERCIHLERI YÖNET')).toHaveLength(1);
    expect(dotlessCapitals('Tercihleri yönet', 'TERCİHLERİ YÖNET')).toEqual([]);
    // ı is I in Turkish capitals; an English brand is no Turkish i.
    expect(dotlessCapitals('Çalışma saatleri', 'ÇALIŞMA SAATLERİ')).toEqual([]);
    expect(dotlessCapitals('Tümünü kabul et', 'TÜMÜNÜ KABUL ET')).toEqual([]);
  });
});

describe('English words on German pages', () => {
  const englishOnly = englishOnlyWords(
    ['The Sin Night Club', 'Jazz & Dinner Evenings at the Andy Show Theatre', 'Open Bar'],
    ['Nachtclub The Sin', 'Jazz im Theater der Andy Show, Open Bar'],
  );

  it('knows the words only English copy uses, brand names aside', () => {
    expect([...englishOnly].sort()).toEqual([
      'at',
      'club',
      'dinner',
      'evenings',
      'night',
      'the',
      'theatre',
    ]);
    // "The" is German copy's only as part of the brand The Sin: as a word it is English.
    expect(englishOnlyWords(['the show'], ['Club The Sin']).has('the')).toBe(true);
  });

  it('finds them in a German page’s text, not the words both languages use', () => {
    expect(
      englishWords('Jazz & Dinner Evenings · Andy Show Theatre, Antalya', englishOnly),
    ).toEqual(['dinner', 'evenings', 'theatre']);
    expect(englishWords('Jazz im Nachtclub The Sin, Open Bar', englishOnly)).toEqual([]);
    expect(englishWords('Schreiben Sie an night@theatre.example', englishOnly)).toEqual([]);
  });
});
