import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { houseFigures } from './facts';

export type FaqItem = { id: string; question: string; answer: string };
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

type RawGroups = Record<
  string,
  { title: string; items: Record<string, { question: string; answer: string }> }
>;

/**
 * The FAQ groups of a locale, in message order (static content in `messages/*.json`, `Faq.groups`).
 * Answers receive `facts` (the venue facts' ICU arguments, lib/content/venue-facts.ts) and the
 * house rules they name.
 */
export async function faqGroups(
  locale: Locale,
  facts: Readonly<Record<string, string>>,
): Promise<FaqGroup[]> {
  const messages = await loadMessages(locale);
  const groups = (messages.Faq as { groups: RawGroups } | undefined)?.groups ?? {};
  const t = createTranslator({ locale, messages, namespace: 'Faq.groups' }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const values = { ...facts, minutes: houseFigures.entranceClosesMinutes };
  return Object.entries(groups).map(([id, group]) => ({
    id,
    title: group.title,
    items: Object.keys(group.items).map((itemId) => ({
      id: `${id}-${itemId}`,
      question: t(`${id}.items.${itemId}.question`),
      answer: t(`${id}.items.${itemId}.answer`, values),
    })),
  }));
}

/** Every question with its answer, flat: the shape a schema.org FAQPage (JSON-LD) needs. */
export async function faqItems(
  locale: Locale,
  facts: Readonly<Record<string, string>>,
): Promise<{ question: string; answer: string }[]> {
  return (await faqGroups(locale, facts)).flatMap((group) =>
    group.items.map(({ question, answer }) => ({ question, answer })),
  );
}
