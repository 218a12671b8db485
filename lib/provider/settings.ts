import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { z } from 'zod';
import { defaultSiteFacts, factsFromSettings, type SiteFacts } from '@/lib/site';
import { getJson } from './client';
import { attempt, DATA_LIFE, FAILURE_LIFE, isPreview, orStale, settle, type Outcome } from './load';
import { requests } from './requests';
import { tags } from './tags';

const link = z
  .string()
  .regex(/^https?:\/\//i)
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const text = z.string().trim().min(1);

/** `GET /v1/settings` (docs/provider-contract.md): optional, every part checked on its own. */
export const settingsSchema = z.object({
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
  openingHours: z
    .array(
      z.object({
        key: z.string(),
        opens: z.string().regex(/^\d{2}:\d{2}$/),
        closes: z.string().regex(/^\d{2}:\d{2}$/),
        label: text,
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
});

export type ProviderSettings = z.infer<typeof settingsSchema>;

function fetchSettings(lang: string, preview: boolean) {
  return attempt(() => getJson(settingsSchema, requests.settings(lang, preview)));
}

async function cachedSettings(lang: string): Promise<Outcome<ProviderSettings | null>> {
  'use cache';
  cacheTag(tags.all, tags.settings);
  const outcome = await fetchSettings(lang, false);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/**
 * The venue's contact facts in one language: the provider's settings (their draft in draft mode),
 * the last good copy while it fails, else the defaults of lib/site.ts (a provider without the
 * resource answers 404).
 */
export const getSiteFacts = cache(async (locale: string): Promise<SiteFacts> => {
  const preview = await isPreview();
  const key = `settings ${locale}${preview ? ' preview' : ''}`;
  const outcome = preview
    ? await fetchSettings(locale, true)
    : await orStale(key, cachedSettings(locale), [tags.all, tags.settings]);
  const settings = settle<ProviderSettings | null>(key, outcome, null).data;
  if (!settings) return defaultSiteFacts(locale);
  // A provider that lists no opening hours keeps the default ones.
  const facts = factsFromSettings(settings);
  return facts.openingHours.length > 0
    ? facts
    : { ...facts, openingHours: defaultSiteFacts(locale).openingHours };
});
