import type { Block, Recipe } from '@/components/blocks/types';

/** The night's figures, shared with the backup route. */
export const clubFacts: Block = {
  block: 'facts',
  label: 'factsLabel',
  facts: [
    ['clubHours', 'facts.hours'],
    ['clubAge', 'facts.age'],
    ['loungeSizes', 'facts.lounges'],
    ['clubEntry', 'facts.entry'],
  ],
};

/** The club (/the-sin): the night, the music, tables and lounges, the door policy. */
export const club: Recipe = {
  route: '/the-sin',
  messageKey: 'theSin',
  namespace: 'Club',
  id: 'club',
  blocks: [
    clubFacts,
    {
      block: 'story',
      except: ['TABLES', 'RULES', 'CTA'],
      images: { INTRO: 'club-2', NIGHTS: 'club-4' },
    },
    {
      block: 'features',
      section: 'night',
      tone: 'glow',
      align: 'center',
      features: ['djs', 'performers', 'sound', 'service'],
    },
    {
      block: 'prices',
      section: 'prices',
      id: 'tables',
      tone: 'raised',
      action: { to: '/our-offers', label: 'prices.offers' },
    },
    {
      block: 'rules',
      section: 'door',
      rules: ['clubAge', 'bagLimit'],
      extra: ['door.dress', 'door.admission'],
    },
    { block: 'gallery', tone: 'raised' },
    { block: 'cta', image: 'club-1', editable: true },
  ],
};
