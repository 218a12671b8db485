import type { AggregateRating, Event, Offer, WebSite } from 'schema-dts';

/**
 * A schema-aware check of the site's JSON-LD against what search engines require of the types it
 * uses (Google's Event, LocalBusiness review and WebSite rules), and against the truth at a given
 * moment. Property names are typed by schema-dts, so a misspelt or unknown property fails to
 * compile here rather than passing unnoticed. Used by the unit tests and by e2e/seo.spec.ts on
 * every served page.
 */
type Leaf<T, Name extends string> = Extract<T, { '@type': Name }>;
type Keys<T, Name extends string> = readonly (keyof Leaf<T, Name> & string)[];

const EVENT_REQUIRED = ['name', 'startDate', 'location'] as const satisfies Keys<Event, 'Event'>;
// eventStatus is left out where it would not be true (a past event without an end).
const EVENT_RECOMMENDED = ['organizer', 'image', 'description'] as const satisfies Keys<
  Event,
  'Event'
>;
const OFFER_REQUIRED = ['url', 'availability'] as const satisfies Keys<Offer, 'Offer'>;
const RATING_COUNTS = ['ratingCount', 'reviewCount'] as const satisfies Keys<
  AggregateRating,
  'AggregateRating'
>;
const WEBSITE_REQUIRED = ['name', 'url'] as const satisfies Keys<WebSite, 'WebSite'>;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const has = (node: Node, key: string) => node[key] !== undefined && node[key] !== null;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function eventProblems(node: Node, now: Date, where: string): string[] {
  const problems: string[] = [];
  for (const key of [...EVENT_REQUIRED, ...EVENT_RECOMMENDED]) {
    if (!has(node, key)) problems.push(`${where}: Event without ${key}`);
  }
  for (const key of ['startDate', 'endDate', 'doorTime'] as const) {
    if (has(node, key) && !ISO_WITH_OFFSET.test(String(node[key]))) {
      problems.push(`${where}: Event ${key} is not ISO 8601 with an offset`);
    }
  }
  const ends = Date.parse(String(node.endDate ?? node.startDate));
  const ended = ends < now.getTime();
  if (ended && node.eventStatus === 'https://schema.org/EventScheduled' && !has(node, 'endDate')) {
    problems.push(`${where}: a past Event is EventScheduled without an end`);
  }
  const offers = Array.isArray(node.offers) ? node.offers : node.offers ? [node.offers] : [];
  for (const offer of offers.filter(isNode)) {
    for (const key of OFFER_REQUIRED) {
      if (!has(offer, key)) problems.push(`${where}: Offer without ${key}`);
    }
    if (ended && has(offer, 'availability')) {
      problems.push(`${where}: a past Event is offered (${String(offer.availability)})`);
    }
    if (has(offer, 'price') !== has(offer, 'priceCurrency')) {
      problems.push(`${where}: Offer has price or priceCurrency without the other`);
    }
    if (has(offer, 'validFrom') && !ISO_WITH_OFFSET.test(String(offer.validFrom))) {
      problems.push(`${where}: Offer validFrom is not ISO 8601 with an offset`);
    }
  }
  if (has(node, 'performer')) {
    const performer = node.performer;
    if (!isNode(performer) || !has(performer, 'name') || !has(performer, '@type')) {
      problems.push(`${where}: performer without @type and name`);
    }
  }
  return problems;
}

/** Everything wrong with one JSON-LD document (a node or a list), checked at `now`. */
export function richResultProblems(data: unknown, now: Date, where = 'JSON-LD'): string[] {
  const problems: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`));
      return;
    }
    if (!isNode(value)) return;
    const type = value['@type'];
    if (type === 'Event') problems.push(...eventProblems(value, now, path));
    if (type === 'AggregateRating' && !RATING_COUNTS.some((key) => has(value, key))) {
      problems.push(`${path}: AggregateRating without ratingCount or reviewCount`);
    }
    if (type === 'WebSite') {
      for (const key of WEBSITE_REQUIRED) {
        if (!has(value, key)) problems.push(`${path}: WebSite without ${key}`);
      }
    }
    for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
  };
  visit(data, where);
  return problems;
}
