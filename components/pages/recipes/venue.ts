import { fig, type Recipe } from '@/components/blocks/types';

/** The venue (/venue): spaces, capacities, technical data, location. */
export const venue: Recipe = {
  route: '/venue',
  messageKey: 'venue',
  namespace: 'Venue',
  id: 'venue',
  blocks: [
    {
      block: 'facts',
      label: 'capacities.title',
      facts: [
        ['theatreSeats', 'capacities.theatre'],
        ['partyGuests', 'capacities.party'],
        ['galaGuests', 'capacities.gala'],
        ['projection', 'facts.projection'],
        ['led', 'facts.led'],
      ],
    },
    {
      block: 'story',
      except: ['CAPACITIES', 'TECHNICAL', 'CTA'],
      images: { INTRO: 'venue-2' },
    },
    {
      block: 'cards',
      section: 'spaces',
      tone: 'raised',
      columns: 4,
      cards: [
        {
          key: 'theatre',
          image: 'venue-2',
          meta: fig('theatreSeats'),
          link: { to: '/andy-show', label: 'spaces.more' },
        },
        {
          key: 'club',
          image: 'club-1',
          meta: fig('clubHours'),
          link: { to: '/the-sin', label: 'spaces.more' },
        },
        {
          key: 'terrace',
          image: 'venue-4',
          meta: fig('lobsterClubHours'),
          link: { to: '/gastronomy', label: 'spaces.more' },
        },
        { key: 'foyer', image: 'venue-3', meta: fig('doorsOpen') },
      ],
    },
    {
      block: 'specs',
      section: 'technical',
      tone: 'glow',
      action: { to: '/event-solutions', label: 'technical.eventSolutions' },
      specs: [
        { value: 'projection', label: 'technical.projection' },
        { value: 'mapping', label: 'technical.mapping' },
        { value: 'projectors', label: 'technical.projectors' },
        { value: 'effectScreen', label: 'technical.screen' },
        { value: 'led', label: 'technical.led' },
        {
          value: 'facadeScreenPixels',
          label: { key: 'technical.facade', args: { count: 'facadeScreens' } },
          detail: { key: 'technical.facadeTotal', args: { total: 'facadeTotalPixels' } },
        },
      ],
    },
    { block: 'location', section: 'location', tone: 'raised', image: 'venue-1' },
    { block: 'gallery' },
    {
      block: 'cta',
      image: 'corporate-2',
      actions: ['proposal', 'contact', 'book'],
      editable: true,
    },
  ],
};
