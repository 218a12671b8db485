import { fig, type Recipe } from '@/components/blocks/types';
import { showRules } from '@/components/content/HouseRules';

/** The show (/andy-show): the evening, the stage technology, the rules, the gallery. */
export const show: Recipe = {
  route: '/andy-show',
  messageKey: 'andyShow',
  namespace: 'Show',
  id: 'show',
  blocks: [
    {
      block: 'facts',
      label: 'factsLabel',
      facts: [
        ['artists', 'facts.artists'],
        ['doorsOpen', 'facts.doors'],
        ['dinnerHours', 'facts.dinner'],
        ['showHours', 'facts.show'],
        ['projection', 'facts.projection'],
      ],
    },
    {
      block: 'story',
      except: ['EVENING', 'TECHNOLOGY', 'GOOD_TO_KNOW', 'CTA'],
      images: 'gallery',
    },
    {
      block: 'timeline',
      section: 'evening',
      tone: 'raised',
      image: 'venue-3',
      times: [
        ['doorsOpen', 'doors'],
        ['dinnerHours', 'dinner'],
        ['showHours', 'show'],
        ['clubHours', 'club'],
      ],
    },
    {
      block: 'features',
      section: 'stage',
      tone: 'glow',
      align: 'center',
      features: [
        { key: 'projection', meta: fig('projection') },
        { key: 'mapping', meta: fig('mapping') },
        { key: 'projectors', meta: fig('projectors') },
        { key: 'screen', meta: fig('effectScreen') },
      ],
    },
    {
      block: 'rules',
      section: 'rules',
      tone: 'raised',
      rules: [...showRules],
      note: {
        text: 'rules.intro',
        action: { to: '/frequently-asked-questions', label: 'rules.faq' },
      },
    },
    { block: 'gallery' },
    { block: 'cta', image: 'show-1', editable: true },
  ],
};
