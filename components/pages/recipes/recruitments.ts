import type { Recipe } from '@/components/blocks/types';

/** Recruitments (/recruitments): the departments we hire for, why join, how to apply. */
export const recruitments: Recipe = {
  route: '/recruitments',
  messageKey: 'recruitments',
  namespace: 'Recruitments',
  id: 'recruitments',
  blocks: [
    {
      block: 'facts',
      label: 'factsLabel',
      facts: [
        ['theatreSeats', 'facts.guests'],
        ['artists', 'facts.artists'],
        ['openingHours', 'facts.hours'],
      ],
    },
    {
      block: 'story',
      except: ['POSITIONS', 'APPLY'],
      images: { INTRO: 'corporate-1' },
    },
    {
      block: 'cards',
      section: 'teams',
      tone: 'raised',
      cards: [
        { key: 'service', image: 'gastronomy-2' },
        { key: 'kitchen', image: 'gastronomy-3' },
        { key: 'bar', image: 'club-3' },
        { key: 'technical', image: 'backstage-4' },
        { key: 'hosts', image: 'venue-3' },
        {
          key: 'artists',
          image: 'backstage-1',
          link: { to: '/backstage', label: 'teams.casting' },
        },
      ],
    },
    {
      block: 'features',
      section: 'why',
      tone: 'glow',
      align: 'center',
      intro: false,
      features: ['training', 'team', 'seasons', 'group'],
    },
    {
      block: 'apply',
      tone: 'raised',
      then: { action: { to: '/backstage', label: 'apply.artists' } },
    },
    { block: 'gallery' },
    { block: 'cta', image: 'venue-3', actions: ['contact', 'book'] },
  ],
};
