import { fig, type Block, type Recipe } from '@/components/blocks/types';

/** The figures of the evening's dinner, shared with the backup route. */
export const dinnerFacts: Block = {
  block: 'facts',
  label: 'factsLabel',
  facts: [
    ['dinnerHours', 'facts.dinner'],
    ['showHours', 'facts.show'],
    ['lobsterClubHours', 'facts.lobster'],
    [
      'childDiscount',
      { key: 'facts.children', args: { from: 'childDiscountFrom', to: 'childDiscountTo' } },
    ],
  ],
};

/** The editors' sections, with the kitchen's and the terrace's pictures. */
export const dinnerStory: Block = {
  block: 'story',
  except: ['CTA'],
  images: { INTRO: 'gastronomy-2', LOBSTER_CLUB: 'venue-4' },
};

/** Gastronomy (/gastronomy): dinner before the show, the kitchen, the Lobster Club, the rules. */
export const gastronomy: Recipe = {
  route: '/gastronomy',
  messageKey: 'gastronomy',
  namespace: 'Gastronomy',
  id: 'gastronomy',
  blocks: [
    dinnerFacts,
    dinnerStory,
    {
      block: 'cards',
      section: 'kitchen',
      tone: 'raised',
      cards: [
        { key: 'mezze', image: 'gastronomy-1', meta: 'kitchen.mezzeMeta' },
        { key: 'sea', image: 'gastronomy-3', meta: 'kitchen.seaMeta' },
        { key: 'lobster', image: 'gastronomy-4', meta: fig('lobsterClubHours') },
      ],
    },
    {
      block: 'features',
      section: 'diets',
      tone: 'glow',
      align: 'center',
      features: ['vegetarian', 'children', 'allergies', 'celebrations'],
    },
    {
      block: 'rules',
      section: 'rules',
      tone: 'raised',
      rules: ['childDiscount', 'hotelDiscount', 'groups', 'entranceCloses'],
    },
    { block: 'gallery' },
    { block: 'cta', image: 'gastronomy-2', editable: true },
  ],
};
