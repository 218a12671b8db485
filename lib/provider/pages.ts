import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { getJson } from './client';
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

/** The provider page for a url and language: null when the provider has none (404). */
export const getPage = cache(async (lang: string, url: string) => {
  const preview = await isPreview();
  // Drafts get their own last-good slot: a provider failure must never serve a draft publicly.
  const key = `page ${lang} ${url}${preview ? ' preview' : ''}`;
  // Previews always wait for the provider's answer: an editor checks exactly what was saved.
  const outcome = preview
    ? await fetchPage(lang, url, true)
    : await orStale(key, cachedPage(lang, url), [tags.all, tags.page(lang, url)]);
  return settle<Page | null>(key, outcome, null);
});

export function headerImage(page: Page | null) {
  return page?.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}
