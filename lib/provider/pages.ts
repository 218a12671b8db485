import { cache } from 'react';
import { pageWithFacts, withFacts } from './fill-facts';
import { isPreview, providerRead } from './load';
import { requests } from './requests';
import { pageSchema, type Page } from './schemas';
import { tags } from './tags';

const pageRead = (lang: string, url: string) => ({
  key: `page ${lang} ${url}`,
  tags: [tags.all, tags.page(lang, url)],
  schema: pageSchema,
  request: requests.page(lang, url),
  fallback: null,
});

/**
 * The published page for a url and language, also in draft mode: for what is the same for every
 * visitor whatever the cookies (the sitemap). Null when the provider has none (404).
 */
export const getPublishedPage = cache((lang: string, url: string) =>
  providerRead(pageRead(lang, url)),
);

/**
 * The provider page for a url and language (its draft in draft mode), venue facts filled in: null
 * when it has none (404).
 */
export const getPage = cache(async (lang: string, url: string) => {
  const loaded = (await isPreview())
    ? await providerRead({ ...pageRead(lang, url), draft: requests.page(lang, url, true) })
    : await getPublishedPage(lang, url);
  return withFacts(lang, loaded, pageWithFacts);
});

export function headerImage(page: Page | null) {
  return page?.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}
