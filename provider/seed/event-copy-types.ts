import type { EventKey } from './event-plan';

export type EventCopy = {
  slug: string;
  title: string;
  summary: string;
  /** Editor HTML. */
  description: string;
  schedule: [time: string, text: string][];
};

export type EventCopies = Record<EventKey, EventCopy>;
