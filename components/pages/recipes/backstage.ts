import type { Recipe } from '@/components/blocks/types';

/** Backstage & casting (/backstage): life behind the curtain and how performers apply. */
export const backstage: Recipe = {
  route: '/backstage',
  messageKey: 'backstage',
  namespace: 'Backstage',
  id: 'backstage',
  blocks: [
    {
      block: 'facts',
      label: 'factsLabel',
      facts: [
        ['artists', 'facts.artists'],
        ['theatreSeats', 'facts.audience'],
        ['showHours', 'facts.show'],
      ],
    },
    {
      block: 'story',
      except: ['APPLY'],
      images: { INTRO: 'backstage-2', CASTING: 'show-2' },
    },
    {
      block: 'features',
      section: 'disciplines',
      tone: 'raised',
      align: 'center',
      features: ['aerial', 'acrobats', 'dancers', 'music'],
    },
    {
      block: 'apply',
      tone: 'glow',
      then: { lead: 'apply.crew', action: { to: '/recruitments', label: 'apply.crewLink' } },
    },
    { block: 'gallery', tone: 'raised' },
    { block: 'cta', image: 'backstage-3', actions: ['contact', 'book'] },
  ],
};
