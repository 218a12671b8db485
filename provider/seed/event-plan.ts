import { addDays, istanbulDay } from '../dates';
import type { EventPerformer, EventPrice, EventStatus } from '../types';

export const EVENT_KEYS = [
  'new-year-gala',
  'valentines-gala',
  'jazz-dinner',
  'turkish-pop',
  'russian-star',
  'oktoberfest',
  'neon-nights',
  'black-and-gold',
  'latin-fever',
  'flamenco',
  'film-music-gala',
  'back-to-the-90s',
  'anniversary',
  'wine-and-dine',
  'masquerade',
  'classic-rock',
  'unplugged',
] as const;
export type EventKey = (typeof EVENT_KEYS)[number];

export type Venue = 'theatre' | 'club';

export type SessionPlan = { day: string; status: EventStatus };

export type EventPlan = {
  id: number;
  key: EventKey;
  status: EventStatus;
  venue: Venue;
  /** Calendar day in Istanbul of the (first) evening. */
  day: string;
  doors: string;
  start: string;
  end: string;
  /** The end time falls on the next calendar day (club nights, galas). */
  endsNextDay: boolean;
  comingSoon: boolean;
  image: number;
  /** One session per entry; defaults to a single session on `day` with the event's status. */
  sessions?: SessionPlan[];
  /** The performer the copy names, if any. */
  performer?: EventPerformer;
  /** Tickets from this price (dinner-show packages run €80 to €250, docs/product.md §9). */
  price?: EventPrice;
};

/** Years that appear in titles and slugs of calendar-bound events. */
export type EventYears = { newYear: number; valentine: number; oktoberfest: number };

const DINNER = {
  venue: 'theatre',
  doors: '19:30',
  start: '20:00',
  end: '23:00',
  endsNextDay: false,
} as const;
const CLUB = {
  venue: 'club',
  doors: '23:00',
  start: '23:00',
  end: '03:00',
  endsNextDay: true,
} as const;

/** The first Saturday of October in a year, as YYYY-MM-DD. */
function firstSaturdayOfOctober(year: number): string {
  const first = new Date(Date.UTC(year, 9, 1));
  first.setUTCDate(1 + ((6 - first.getUTCDay() + 7) % 7));
  return first.toISOString().slice(0, 10);
}

/**
 * Event dates relative to the seed time, so the seed always has upcoming and past events:
 * most evenings are offsets from today; the galas follow the calendar.
 */
export function planEvents(now: Date): { plans: EventPlan[]; years: EventYears } {
  const today = istanbulDay(now);
  const day = (offset: number) => addDays(today, offset);
  const year = Number(today.slice(0, 4));
  const valentine = today <= `${year}-02-14` ? year : year + 1;
  const lastOktoberfest =
    firstSaturdayOfOctober(year) < today
      ? firstSaturdayOfOctober(year)
      : firstSaturdayOfOctober(year - 1);
  const years: EventYears = {
    newYear: year + 1,
    valentine,
    oktoberfest: Number(lastOktoberfest.slice(0, 4)),
  };

  const plans: EventPlan[] = [
    {
      id: 101,
      key: 'new-year-gala',
      status: 'SCHEDULED',
      ...DINNER,
      price: { amount: 250, currency: 'EUR' },
      day: `${year}-12-31`,
      end: '03:00',
      endsNextDay: true,
      comingSoon: false,
      image: 1,
    },
    {
      id: 102,
      key: 'valentines-gala',
      status: 'SCHEDULED',
      ...DINNER,
      day: `${valentine}-02-14`,
      comingSoon: false,
      image: 2,
    },
    {
      id: 103,
      key: 'jazz-dinner',
      status: 'SCHEDULED',
      ...DINNER,
      performer: { type: 'PerformingGroup', name: 'Blue Lara Quartet' },
      price: { amount: 95, currency: 'EUR' },
      day: day(5),
      comingSoon: false,
      image: 3,
      sessions: [
        { day: day(5), status: 'SCHEDULED' },
        { day: day(6), status: 'SCHEDULED' },
        { day: day(19), status: 'CANCELLED' },
      ],
    },
    // Two upcoming events on the same evening: a concert in the theatre, then a club night.
    {
      id: 104,
      key: 'turkish-pop',
      status: 'SCHEDULED',
      ...DINNER,
      performer: { type: 'Person', name: 'Deniz Aras' },
      price: { amount: 3500, currency: 'TRY' },
      day: day(12),
      comingSoon: false,
      image: 4,
    },
    {
      id: 108,
      key: 'black-and-gold',
      status: 'SCHEDULED',
      ...CLUB,
      day: day(12),
      comingSoon: false,
      image: 8,
    },
    {
      id: 105,
      key: 'russian-star',
      status: 'SCHEDULED',
      ...DINNER,
      day: day(20),
      comingSoon: false,
      image: 5,
    },
    {
      id: 106,
      key: 'oktoberfest',
      status: 'SCHEDULED',
      ...DINNER,
      day: lastOktoberfest,
      end: '01:00',
      endsNextDay: true,
      comingSoon: false,
      image: 6,
    },
    {
      id: 107,
      key: 'neon-nights',
      status: 'SCHEDULED',
      ...CLUB,
      day: day(3),
      comingSoon: false,
      image: 7,
    },
    {
      id: 109,
      key: 'latin-fever',
      status: 'SCHEDULED',
      ...CLUB,
      day: day(-10),
      comingSoon: false,
      image: 9,
    },
    {
      id: 110,
      key: 'flamenco',
      status: 'TENTATIVE',
      ...DINNER,
      day: day(-24),
      comingSoon: false,
      image: 10,
    },
    {
      id: 111,
      key: 'film-music-gala',
      status: 'TENTATIVE',
      ...DINNER,
      performer: { type: 'PerformingGroup', name: 'Antalya Pops Orchestra' },
      day: day(35),
      comingSoon: false,
      image: 11,
      sessions: [
        { day: day(35), status: 'TENTATIVE' },
        { day: day(36), status: 'TENTATIVE' },
      ],
    },
    {
      id: 112,
      key: 'back-to-the-90s',
      status: 'CANCELLED',
      ...CLUB,
      day: day(8),
      comingSoon: false,
      image: 12,
    },
    {
      id: 113,
      key: 'anniversary',
      status: 'SCHEDULED',
      ...DINNER,
      day: day(60),
      comingSoon: true,
      image: 1,
    },
    {
      id: 114,
      key: 'wine-and-dine',
      status: 'POSTPONED',
      ...DINNER,
      day: day(16),
      comingSoon: false,
      image: 2,
    },
    {
      id: 115,
      key: 'masquerade',
      status: 'DRAFT',
      ...CLUB,
      day: day(38),
      comingSoon: false,
      image: 7,
    },
    {
      id: 116,
      key: 'classic-rock',
      status: 'CANCELLED',
      ...DINNER,
      day: day(-45),
      comingSoon: false,
      image: 4,
    },
    {
      id: 117,
      key: 'unplugged',
      status: 'SCHEDULED',
      ...DINNER,
      day: day(-3),
      comingSoon: false,
      image: 3,
    },
  ];
  return { plans, years };
}
