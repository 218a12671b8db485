import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Icons a general-information entry may carry (names of components/content/ContentIcons). */
export type InfoIcon =
  | 'users'
  | 'stage'
  | 'dining'
  | 'projection'
  | 'screen'
  | 'camera'
  | 'glass'
  | 'music'
  | 'crew'
  | 'heart'
  | 'sparkle'
  | 'ticket';

export type EventSolutionType = {
  /** Also the proposal form's `eventType` value (docs/product.md §3). */
  eventType: string;
  key: string;
  image: string;
  gallery: string[];
  info: { key: string; icon: InfoIcon }[];
};

/**
 * The six event types (docs/product.md §3 event solution type: title, description, image,
 * general-information list, gallery, content); texts live in messages under
 * EventSolutions.types.<key>.
 */
export const eventSolutionTypes: EventSolutionType[] = [
  {
    eventType: 'gala-awards',
    key: 'gala',
    image: '/media/gallery/corporate-1.jpg',
    gallery: [
      '/media/gallery/corporate-2.jpg',
      '/media/gallery/gastronomy-3.jpg',
      '/media/gallery/show-1.jpg',
    ],
    info: [
      { key: 'capacity', icon: 'users' },
      { key: 'stage', icon: 'stage' },
      { key: 'menu', icon: 'dining' },
    ],
  },
  {
    eventType: 'launch-product',
    key: 'launch',
    image: '/media/gallery/venue-1.jpg',
    gallery: [
      '/media/gallery/venue-2.jpg',
      '/media/gallery/show-3.jpg',
      '/media/gallery/corporate-3.jpg',
    ],
    info: [
      { key: 'reveal', icon: 'projection' },
      { key: 'content', icon: 'sparkle' },
      { key: 'press', icon: 'camera' },
    ],
  },
  {
    eventType: 'corporate-networking',
    key: 'networking',
    image: '/media/gallery/club-2.jpg',
    gallery: [
      '/media/gallery/club-3.jpg',
      '/media/gallery/gastronomy-1.jpg',
      '/media/gallery/club-1.jpg',
    ],
    info: [
      { key: 'capacity', icon: 'users' },
      { key: 'bars', icon: 'glass' },
      { key: 'dj', icon: 'music' },
    ],
  },
  {
    eventType: 'conference-panels',
    key: 'conference',
    image: '/media/gallery/corporate-4.jpg',
    gallery: [
      '/media/gallery/venue-3.jpg',
      '/media/gallery/corporate-2.jpg',
      '/media/gallery/venue-4.jpg',
    ],
    info: [
      { key: 'seating', icon: 'users' },
      { key: 'screens', icon: 'screen' },
      { key: 'crew', icon: 'crew' },
    ],
  },
  {
    eventType: 'wedding-celebrations',
    key: 'wedding',
    image: '/media/gallery/gastronomy-4.jpg',
    gallery: [
      '/media/gallery/gastronomy-2.jpg',
      '/media/gallery/show-2.jpg',
      '/media/gallery/club-4.jpg',
    ],
    info: [
      { key: 'dinner', icon: 'dining' },
      { key: 'personal', icon: 'heart' },
      { key: 'party', icon: 'music' },
    ],
  },
  {
    eventType: 'concert-shows',
    key: 'concert',
    image: '/media/gallery/show-4.jpg',
    gallery: [
      '/media/gallery/backstage-1.jpg',
      '/media/gallery/show-1.jpg',
      '/media/gallery/backstage-2.jpg',
    ],
    info: [
      { key: 'stage', icon: 'stage' },
      { key: 'backstage', icon: 'crew' },
      { key: 'tickets', icon: 'ticket' },
    ],
  },
];

/** Infrastructure accordions, in order; texts under EventSolutions.infrastructure.<key>. */
export const infrastructureKeys = [
  'projection',
  'mapping',
  'effectScreen',
  'led',
  'facade',
] as const;

export const downloads = [
  { key: 'catalogue', href: '/files/andy-show-event-catalogue.pdf' },
  { key: 'technical', href: '/files/andy-show-technical-information.pdf' },
] as const;

/** Size in bytes of a file served from public/, or null when it is missing. */
export async function publicFileSize(href: string): Promise<number | null> {
  try {
    const file = await stat(path.join(process.cwd(), 'public', href));
    return file.size;
  } catch {
    return null;
  }
}
