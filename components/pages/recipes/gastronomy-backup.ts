import { fig, type Recipe } from '@/components/blocks/types';
import { dinnerFacts, dinnerStory } from './gastronomy';

/**
 * /gastronomyBackUp (also German, docs/product.md §2): the gastronomy page's blocks in a compact
 * form under the extra pages' menu, with texts of its own.
 */
export const gastronomyBackUp: Recipe = {
  route: '/gastronomyBackUp',
  messageKey: 'gastronomyBackUp',
  namespace: 'GastronomyBackUp',
  id: 'gastronomy-backup',
  menu: true,
  blocks: [
    dinnerFacts,
    dinnerStory,
    {
      block: 'cards',
      section: 'menu',
      tone: 'raised',
      cards: [
        { key: 'mezze', image: 'gastronomy-1', meta: fig('dinnerHours') },
        { key: 'sea', image: 'gastronomy-3', meta: fig('dinnerHours') },
        { key: 'lobster', image: 'gastronomy-4', meta: fig('lobsterClubHours') },
      ],
    },
    { block: 'rules', section: 'rules', rules: ['childDiscount', 'hotelDiscount', 'groups'] },
    { block: 'gallery', tone: 'raised' },
    { block: 'cta', image: 'gastronomy-2', actions: ['book', 'contact'] },
  ],
};
