import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { getJson } from './client';
import { pageWithFacts, withFacts } from './fill-facts';
import { attempt, DATA_LIFE, FAILURE_LIFE, isPreview, orStale, settle, type Outcome } from './load';
import { requests } from './requests';
import { pageSchema, type Page } from './schemas';
import { tags } from './tags';

function fetchPage(lang: string, url: string, preview: boolean) {
  return attempt(() => getJson(pageSchema, requests.page(lang, url, preview)));
}

async function cachedPage(lang: string, url: string): Promise<Outcome<Page | null>> {
  'use cache';
  cacheTag(tags.all, tags.page(lang, url));
  const outcome = await fetchPage(lang, url, false);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/**
 * The published page for a url and language, also in draft mode: for what is the same for every
 * visitor whatever the cookies (the sitemap). Null when the provider has none (404).
 */
export const getPublishedPage = cache(async (lang: string, url: string) => {
  const key = `page ${lang} ${url}`;
  const outcome = await orStale(key, cachedPage(lang, url), [tags.all, tags.page(lang, url)]);
  return settle<Page | null>(key, outcome, null);
});

/**
 * The provider page for a url and language (its draft in draft mode), venue facts filled in: null
 * when it has none (404).
 */
export const getPage = cache(async (lang: string, url: string) => {
  if (!(await isPreview()))
    return withFacts(lang, await getPublishedPage(lang, url), pageWithFacts);
  // Drafts get their own last-good slot: a provider failure must never serve a draft publicly.
  // Previews always wait for the provider's answer: an editor checks exactly what was saved.
  const key = `page ${lang} ${url} preview`;
  return withFacts(
    lang,
    settle<Page | null>(key, await fetchPage(lang, url, true), null),
    pageWithFacts,
  );
});

export function headerImage(page: Page | null) {
  return page?.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}
