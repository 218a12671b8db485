import type { Recipe } from '@/components/blocks/types';

/**
 * The home page (/) under its hero: the three worlds, the next events, the evening's parts, the
 * ratings. Its own sections are parts the route draws (app/[locale]/page.tsx).
 */
export const home: Recipe = {
  route: '/',
  messageKey: 'home',
  namespace: 'Home',
  id: 'home',
  blocks: [
    { block: 'part', name: 'intro' },
    { block: 'part', name: 'events' },
    { block: 'part', name: 'show' },
    { block: 'part', name: 'gastronomy' },
    { block: 'part', name: 'club' },
    { block: 'part', name: 'eventSolutions' },
    {
      block: 'ratings',
      section: 'ratings',
      tone: 'raised',
      align: 'center',
      intro: 'ratings.text',
    },
    { block: 'cta', image: 'show-3', editable: true },
  ],
};
