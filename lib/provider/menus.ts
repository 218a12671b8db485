import { cache } from 'react';
import { providerRead } from './load';
import { NETWORK_ID, requests } from './requests';
import { menusSchema, type Menu, type MenuItem } from './schemas';
import { tags } from './tags';

/**
 * Menus are read after the page or event, with its property id or publisher id
 * (docs/product.md §7).
 */
export const getMenus = cache(async (lang: string, propertyId: number = NETWORK_ID) => {
  const { data } = await providerRead({
    key: `menus ${lang} ${propertyId}`,
    tags: [tags.all, tags.menus(lang)],
    schema: menusSchema,
    request: requests.menus(lang, propertyId),
    fallback: [] as Menu[],
  });
  return splitMenus(data);
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
