import type { Recipe } from '@/components/blocks/types';

/** Corporate (/corporate): formats, services, capacities and the way to a proposal. */
export const corporate: Recipe = {
  route: '/corporate',
  messageKey: 'corporate',
  namespace: 'Corporate',
  id: 'corporate',
  blocks: [
    {
      block: 'facts',
      label: 'factsLabel',
      facts: [
        ['galaGuests', 'facts.gala'],
        ['theatreSeats', 'facts.theatre'],
        ['partyGuests', 'facts.party'],
        ['artists', 'facts.artists'],
      ],
    },
    {
      block: 'story',
      except: ['FORMATS', 'SERVICES', 'CTA'],
      images: { INTRO: 'corporate-1' },
    },
    {
      // The proposal request's event types (docs/product.md §3), in its order.
      block: 'cards',
      section: 'formats',
      tone: 'raised',
      action: { to: '/event-solutions', label: 'formats.eventSolutions' },
      cards: [
        { key: 'galaAwards', image: 'corporate-4' },
        { key: 'productLaunch', image: 'corporate-2' },
        { key: 'networking', image: 'venue-3' },
        { key: 'conference', image: 'corporate-3' },
        { key: 'weddings', image: 'gastronomy-2' },
        { key: 'concerts', image: 'show-3' },
      ],
    },
    {
      // The proposal request's offer types (docs/product.md §3), in its order.
      block: 'checklist',
      section: 'services',
      tone: 'glow',
      items: [
        'venue',
        'technicalInfrastructure',
        'fineDining',
        'champagnePackage',
        'foodBeverage',
        'residentDj',
        'stagePerformance',
        'sinNightClub',
        'venueDecoration',
        'photoVideo',
        'mappingVideo',
        'specialShows',
        'advertisingSpaces',
      ],
    },
    {
      block: 'steps',
      section: 'process',
      tone: 'raised',
      steps: 4,
      then: { to: '/proposal-request', label: 'process.start' },
    },
    { block: 'gallery' },
    {
      block: 'cta',
      image: 'corporate-4',
      actions: ['proposal', 'contact', 'book'],
      editable: true,
    },
  ],
};
