import { getTranslations } from 'next-intl/server';
import { houseFigures } from '@/lib/content/facts';
import { formatAlternatives, formatPercent } from '@/lib/content/format';
import type { Locale } from '@/lib/i18n/locales';
import { RuleList } from './RuleList';

/** The rules of the show evening, in the order the show page lists them. */
export const showRules = [
  'childrenFrom',
  'childDiscount',
  'noPhotos',
  'entranceCloses',
  'noLateEntry',
  'bagLimit',
  'groups',
  'hotelDiscount',
] as const;

export const ruleKeys = [
  ...showRules,
  'clubAge',
  'eventsAge',
  'premiumTable',
  'bottleMax',
  'lounges',
] as const;
export type RuleKey = (typeof ruleKeys)[number];

const { ages, groups } = houseFigures;

/**
 * The figures each rule text needs (docs/product.md §6, §9), so every page states them the same
 * way: counts as numbers (ICU formats them), percentages as the language writes them.
 */
const values = (locale: Locale): Record<RuleKey, Record<string, string | number>> => ({
  childrenFrom: { from: ages.childrenFrom, suits: ages.showSuitsFrom },
  childDiscount: {
    from: ages.childDiscountAges.from,
    to: ages.childDiscountAges.to,
    percent: formatPercent(locale, ages.childDiscountPercent),
  },
  noPhotos: {},
  entranceCloses: { minutes: houseFigures.entranceClosesMinutes },
  noLateEntry: {},
  bagLimit: { litres: houseFigures.bagLimitLitres },
  groups: { size: groups.contactFrom },
  hotelDiscount: { percent: formatPercent(locale, houseFigures.hotelGuestDiscountPercent) },
  clubAge: { age: ages.club },
  eventsAge: { age: ages.events },
  premiumTable: { max: groups.premiumTableMax },
  bottleMax: { max: groups.bottleMaxGuests },
  lounges: { sizes: formatAlternatives(locale, groups.loungeSizes) },
});

/** Venue rules from the shared `Content.rules` messages, with their exact figures. */
export async function HouseRules({
  locale,
  rules,
  extra = [],
  columns = 2,
}: {
  locale: Locale;
  rules: RuleKey[];
  /** Page-specific rules, already translated, after the shared ones. */
  extra?: string[];
  columns?: 1 | 2;
}) {
  const t = await getTranslations({ locale, namespace: 'Content' });
  return (
    <RuleList
      columns={columns}
      items={[
        ...rules.map((key) => ({ text: t(`rules.${key}`, values(locale)[key]) })),
        ...extra.map((text) => ({ text })),
      ]}
    />
  );
}
