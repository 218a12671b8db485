import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

export type FaqItem = { id: string; question: string; answer: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

type RawGroups = Record<
  string,
  { title: string; items: Record<string, { question: string; answer: string }> }
>;

/** The FAQ groups of a locale, in message order (static content in `messages/*.json`, `Faq.groups`). */
export async function faqGroups(locale: Locale): Promise<FaqGroup[]> {
  const messages = await loadMessages(locale);
  const groups = (messages.Faq as { groups: RawGroups } | undefined)?.groups ?? {};
  return Object.entries(groups).map(([id, group]) => ({
    id,
    title: group.title,
    items: Object.entries(group.items).map(([itemId, item]) => ({
      id: `${id}-${itemId}`,
      question: item.question,
      answer: item.answer,
    })),
  }));
}

/** Every question with its answer, flat: the shape a schema.org FAQPage (JSON-LD) needs. */
export async function faqItems(locale: Locale): Promise<{ question: string; answer: string }[]> {
  return (await faqGroups(locale)).flatMap((group) =>
    group.items.map(({ question, answer }) => ({ question, answer })),
  );
}
