import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { getJson } from './client';
import { attempt, DATA_LIFE, FAILURE_LIFE, isPreview, orStale, settle, type Outcome } from './load';
import { NETWORK_ID, requests } from './requests';
import { menusSchema, type Menu, type MenuItem } from './schemas';
import { tags } from './tags';

function fetchMenus(lang: string, propertyId: number) {
  return attempt(async () => (await getJson(menusSchema, requests.menus(lang, propertyId))) ?? []);
}

async function cachedMenus(lang: string, propertyId: number): Promise<Outcome<Menu[]>> {
  'use cache';
  cacheTag(tags.all, tags.menus(lang));
  const outcome = await fetchMenus(lang, propertyId);
  if (outcome.ok) cacheLife(DATA_LIFE);
  else cacheLife(FAILURE_LIFE);
  return outcome;
}

/**
 * Menus are read after the page or event, with its property id or publisher id
 * (docs/product.md §7).
 */
export const getMenus = cache(async (lang: string, propertyId: number = NETWORK_ID) => {
  const key = `menus ${lang} ${propertyId}`;
  const outcome = (await isPreview())
    ? await fetchMenus(lang, propertyId)
    : await orStale(key, cachedMenus(lang, propertyId), [tags.all, tags.menus(lang)]);
  return splitMenus(settle<Menu[]>(key, outcome, []).data);
});

export type FooterSection = 'COL_1' | 'COL_2' | 'COL_3' | 'COL_4' | 'BOTTOM';

export function splitMenus(menus: Menu[]): {
  header: MenuItem[];
  footer: Record<FooterSection, MenuItem[]>;
} {
  const header = menus.filter((m) => m.type === 'HEADER').flatMap((m) => m.items);
  const footerItems = menus.filter((m) => m.type === 'FOOTER').flatMap((m) => m.items);
  const footer: Record<FooterSection, MenuItem[]> = {
    COL_1: [],
    COL_2: [],
    COL_3: [],
    COL_4: [],
    BOTTOM: [],
  };
  for (const item of footerItems) footer[item.section ?? 'BOTTOM'].push(item);
  return { header, footer };
}
