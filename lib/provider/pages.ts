import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { getJson } from './client';
import { requests } from './requests';
import { isPreview, loadOr } from './load';
import { pageSchema, type Page } from './schemas';
import { tags } from './tags';

function fetchPage(lang: string, url: string, preview: boolean) {
  return getJson(pageSchema, requests.page(lang, url, preview));
}

async function cachedPage(lang: string, url: string): Promise<Page | null> {
  'use cache';
  cacheTag(tags.all, tags.page(lang, url));
  cacheLife('hours');
  return fetchPage(lang, url, false);
}

/** The provider page for a url and language: null when the provider has none, failed when it is down. */
export const getPage = cache(async (lang: string, url: string) =>
  loadOr<Page | null>(`page ${lang} ${url}`, null, async () =>
    (await isPreview()) ? fetchPage(lang, url, true) : cachedPage(lang, url),
  ),
);

export function headerImage(page: Page | null) {
  return page?.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}

export function metaContent(page: Page | null, key: string): string | undefined {
  return page?.metas.find((meta) => meta.name === key || meta.property === key)?.content;
}
