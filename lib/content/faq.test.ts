import { describe, expect, it } from 'vitest';
import { defaultSiteFacts } from '@/lib/site';
import { faqGroups, faqItems } from './faq';
import { factValues } from './venue-facts';

const facts = (locale: 'en' | 'tr' | 'ru') => factValues(locale, defaultSiteFacts());

describe('faq', () => {
  it('has the six groups in order, with the same questions in every language', async () => {
    const en = await faqGroups('en', facts('en'));
    expect(en.map((group) => group.id)).toEqual([
      'tickets',
      'dinner',
      'children',
      'club',
      'dress',
      'refunds',
    ]);
    for (const locale of ['tr', 'ru'] as const) {
      const other = await faqGroups(locale, facts(locale));
      expect(other.map((g) => g.items.map((i) => i.id))).toEqual(
        en.map((g) => g.items.map((i) => i.id)),
      );
      // Real translations: no English question left in place.
      const questions = other.flatMap((g) => g.items.map((i) => i.question));
      const english = new Set(en.flatMap((g) => g.items.map((i) => i.question)));
      expect(questions.filter((question) => english.has(question))).toEqual([]);
    }
  });

  it('states the refund rules exactly in every language', async () => {
    for (const locale of ['en', 'tr', 'ru'] as const) {
      const refunds = (await faqGroups(locale, facts(locale))).find(
        (group) => group.id === 'refunds',
      );
      const text = refunds?.items.map((item) => item.answer).join(' ') ?? '';
      for (const figure of ['15', '14', '7', '6', '50']) expect(text).toContain(figure);
      expect(refunds?.items).toHaveLength(3);
    }
  });

  it('gives a flat list of question and answer for FAQPage JSON-LD', async () => {
    const items = await faqItems('tr', facts('tr'));
    expect(items.length).toBeGreaterThan(15);
    expect(items[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    expect(Object.keys(items[0] ?? {})).toEqual(['question', 'answer']);
  });

  it('answers with the venue facts it is given and the entrance rule, never with copies', async () => {
    const base = defaultSiteFacts();
    const later = factValues('en', {
      ...base,
      hours: { ...base.hours, club: { opens: '23:30', closes: '04:00' } },
    });
    const answers = (await faqItems('en', later)).map((item) => item.answer).join(' ');
    expect(answers).toContain('from 23:30 to 04:00');
    expect(answers).not.toContain('03:00');
    expect(answers).toContain('30\u00a0minutes');
  });
});
