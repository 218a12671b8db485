import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { getJson } from './client';
import { attempt, DATA_LIFE, FAILURE_LIFE, isPreview, settle, type Outcome } from './load';
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
export const getPublishedPage = cache(async (lang: string, url: string) =>
  settle<Page | null>(`page ${lang} ${url}`, await cachedPage(lang, url), null),
);

/** The provider page for a url and language (its draft in draft mode): null when it has none (404). */
export const getPage = cache(async (lang: string, url: string) => {
  if (!(await isPreview())) return getPublishedPage(lang, url);
  // Drafts get their own last-good slot: a provider failure must never serve a draft publicly.
  return settle<Page | null>(`page ${lang} ${url} preview`, await fetchPage(lang, url, true), null);
});

export function headerImage(page: Page | null) {
  return page?.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}
