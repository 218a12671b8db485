import type { Recipe } from '@/components/blocks/types';
import { clubFacts } from './club';

/**
 * /nightClub (also German, docs/product.md §2): the club page's blocks in a compact form under the
 * extra pages' menu, with texts of its own.
 */
export const nightClub: Recipe = {
  route: '/nightClub',
  messageKey: 'nightClub',
  namespace: 'NightClub',
  id: 'night-club',
  menu: true,
  blocks: [
    clubFacts,
    { block: 'story', except: ['TABLES', 'CTA'], images: { INTRO: 'club-2' } },
    { block: 'prices', section: 'prices', id: 'tables', tone: 'raised' },
    { block: 'rules', section: 'door', rules: ['clubAge', 'bagLimit'], extra: ['door.dress'] },
    { block: 'gallery', tone: 'raised' },
    { block: 'cta', image: 'club-1', actions: ['book', 'contact'] },
  ],
};
