import { fig, type Recipe } from '@/components/blocks/types';

/** About us (/about-us): who we are, the three worlds, the hotel group, our ratings. */
export const about: Recipe = {
  route: '/about-us',
  messageKey: 'aboutUs',
  namespace: 'About',
  id: 'about',
  blocks: [
    {
      block: 'facts',
      label: 'factsLabel',
      facts: [
        ['artists', 'facts.artists'],
        ['theatreSeats', 'facts.seats'],
        ['rating', 'facts.rating'],
        ['worlds', 'facts.worlds'],
      ],
    },
    {
      block: 'story',
      except: ['CTA'],
      images: { INTRO: 'venue-1', STORY: 'backstage-1' },
    },
    {
      block: 'cards',
      section: 'worlds',
      tone: 'raised',
      cards: [
        {
          key: 'show',
          image: 'show-4',
          meta: fig('showHours'),
          link: { to: '/andy-show', label: 'worlds.more' },
        },
        {
          key: 'gastronomy',
          image: 'gastronomy-3',
          meta: fig('dinnerHours'),
          link: { to: '/gastronomy', label: 'worlds.more' },
        },
        {
          key: 'club',
          image: 'club-2',
          meta: fig('clubHours'),
          link: { to: '/the-sin', label: 'worlds.more' },
        },
      ],
    },
    { block: 'group', section: 'group', image: 'venue-4' },
    { block: 'ratings', section: 'ratings', tone: 'glow', align: 'center', intro: 'ratings.text' },
    { block: 'gallery', tone: 'raised' },
    { block: 'cta', image: 'show-1', editable: true },
  ],
};
