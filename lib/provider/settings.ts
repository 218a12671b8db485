import { cache } from 'react';
import { z } from 'zod';
import { factLinks, factValues, type FactName } from '@/lib/content/venue-facts';
import type { FactFill } from '@/lib/content/fact-tokens';
import { locales, type Locale } from '@/lib/i18n/locales';
import { defaultSiteFacts, factsFromSettings, resolveHours, type SiteFacts } from '@/lib/site';
import { FACTS_UNKNOWN } from '@/lib/html/page-status';
import { isPreview, newestLastGood, providerRead } from './load';
import { requests } from './requests';
import { tags } from './tags';

const link = z
  .string()
  .regex(/^https?:\/\//i)
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const text = z.string().trim().min(1);
const clock = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/);
const span = z.object({ opens: clock, closes: clock }).optional().catch(undefined);

/** `GET /v1/settings` (docs/provider-contract.md): optional, every part checked on its own. */
export const settingsSchema = z
  .object({
    phone: text.regex(/\d/),
    email: z.email(),
    messengers: z
      .object({ whatsapp: link, telegram: link })
      .nullish()
      .transform((value) => value ?? { whatsapp: null, telegram: null }),
    social: z
      .object({ instagram: link, facebook: link, youtube: link })
      .nullish()
      .transform((value) => value ?? { instagram: null, facebook: null, youtube: null }),
    address: z.object({
      street: text,
      locality: text,
      region: text,
      postalCode: z.string().trim(),
      country: z.string().regex(/^[A-Za-z]{2}$/),
    }),
    geo: z
      .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
      .nullish()
      .catch(null)
      .transform((value) => value ?? null),
    mapUrl: link,
    // The evening (docs/product.md §9): each part checked on its own, a missing or malformed one keeps
    // the default; a provider of the older shape names them in `openingHours` instead.
    hours: z
      .object({
        doors: clock.optional().catch(undefined),
        dinner: span,
        show: span,
        club: span,
        lobsterClub: span,
      })
      .nullish()
      .catch(null),
    openingHours: z
      .array(z.object({ key: z.string(), opens: clock, closes: clock }))
      .nullish()
      .catch(null),
  })
  .transform(({ hours, openingHours, ...facts }) => ({
    ...facts,
    hours: resolveHours(hours, openingHours),
  }));

export type ProviderSettings = z.infer<typeof settingsSchema>;

/**
 * The venue facts are not known: the provider fails and no instance has read them yet (none kept on
 * this machine). No page may then show a fact, so none is rendered: its digest tells the error page
 * to answer "temporarily unavailable" (503) instead (app/[locale]/error.tsx).
 */
export class FactsUnknown extends Error {
  readonly digest = FACTS_UNKNOWN;
  constructor() {
    super('the venue facts are not known: the provider fails and no last good copy is kept');
  }
}

/**
 * The venue facts (the same in every language; `locale` only asks the provider in the page's
 * language): the provider's settings (their draft in draft mode), the last good copy while it fails
 * (kept across restarts), else the defaults of lib/site.ts, but only for a provider without the
 * resource (it answers 404): a failing provider whose facts were never read throws FactsUnknown,
 * never a guessed phone number. Every render that shows a fact reads it here, so its cache entry
 * carries the `settings` tag a publish drops.
 */
export const getSiteFacts = cache(async (locale: string): Promise<SiteFacts> => {
  const { data: settings, failed } = await providerRead({
    key: settingsKey(locale),
    tags: [tags.all, tags.settings],
    schema: settingsSchema,
    request: requests.settings(locale),
    draft: requests.settings(locale, true),
    fallback: null,
  });
  if (failed) {
    // The facts are the venue's, whatever the language they were read in: the newest copy is the
    // truth (a publish may have been read in another language only before the provider failed).
    const copy = await newestLastGood(locales.map(settingsKey));
    if (copy === undefined) throw new FactsUnknown();
    return copy ? factsFromSettings(copy as ProviderSettings) : defaultSiteFacts();
  }
  return settings ? factsFromSettings(settings) : defaultSiteFacts();
});

const settingsKey = (locale: string) => `settings ${locale}`;

/**
 * What fills the facts into text in `locale`: the ICU arguments of messages and the `{name}` tokens
 * of editor copy (lib/content/fact-tokens.ts), with unknown names kept visible in draft mode.
 */
export const getFactFill = cache(
  async (locale: Locale): Promise<FactFill & { values: Record<FactName, string> }> => {
    const [facts, preview] = await Promise.all([getSiteFacts(locale), isPreview()]);
    return { values: factValues(locale, facts), links: factLinks(facts), preview };
  },
);
