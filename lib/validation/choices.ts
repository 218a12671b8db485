/**
 * The fixed choices of the proposal form (docs/product.md §3, docs/decisions.md): the one list of
 * each, read by the form, its schema and the embedded provider's own check (provider/validation.ts).
 */
export const eventTypes = [
  'gala-awards',
  'launch-product',
  'corporate-networking',
  'conference-panels',
  'wedding-celebrations',
  'concert-shows',
] as const;
export type EventType = (typeof eventTypes)[number];

export const offerTypes = [
  'venue',
  'technical-infrastructure',
  'fine-dining',
  'champagne-package',
  'food-beverage',
  'resident-dj',
  'stage-performance',
  'sin-night-club',
  'venue-decoration',
  'photo-video',
  'mapping-video',
  'special-shows',
  'advertising-spaces',
] as const;
export type OfferType = (typeof offerTypes)[number];

export const guestCounts = ['1-50', '51-100', '101-250', '251-500', '501-1000', '1000+'] as const;
export type GuestCount = (typeof guestCounts)[number];
