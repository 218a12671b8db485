/** Wire shapes of docs/provider-contract.md, as this provider emits them. */

import { isLocale, locales, type Locale } from '../lib/i18n/locales';

// The site's languages are the provider's (one list: lib/i18n/locales.ts).
export const LOCALES = locales;
export { isLocale, type Locale };

export const PROPERTY_ID = 4;

export const EVENT_STATUSES = [
  'SCHEDULED',
  'TENTATIVE',
  'CANCELLED',
  'POSTPONED',
  'DRAFT',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const DATE_FILTERS = ['ONLY_UPCOMING', 'ONLY_PAST', 'ALL'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export type FileRef = {
  sourceUrl: string;
  alt?: string;
  width?: number;
  height?: number;
  mimeType?: string;
};

export type Slide = {
  id: number;
  type: 'IMAGE' | 'VIDEO';
  title?: string;
  description?: string;
  file: FileRef;
  mobileFile?: FileRef;
  poster?: FileRef;
};

export type PageOption = { key: string; value: string | null; file: FileRef | null };
export type Slider = { key: string; slides: Slide[] };
export type ContentSection = {
  key: string;
  title: string;
  subtitle: string;
  body: string;
  file: FileRef | null;
};
export type Meta = { name: string; content: string } | { property: string; content: string };
export type PageHrefLang = { locale: Locale; url: string };
export type Breadcrumb = { text: string; url: string };

/** Everything of a page except the columns the database owns (id, url, locale, hrefLangs). */
export type PageBody = {
  title: string;
  property: { id: number };
  options: PageOption[];
  sliders: Slider[];
  contents: ContentSection[];
  metas: Meta[];
  heroSlides: Slide[];
  breadcrumbs: Breadcrumb[];
};

export type Page = { id: number; url: string; locale: Locale; title: string } & PageBody & {
    hrefLangs: PageHrefLang[];
    /** When this language version was last published (sitemap lastmod; project addition). */
    updatedAt: string;
  };

export type MenuSection = 'COL_1' | 'COL_2' | 'COL_3' | 'COL_4' | 'BOTTOM';
export type MenuItem = { url: string; text: string; section: MenuSection | null };
export type Menu = { type: 'HEADER' | 'FOOTER'; items: MenuItem[] };

/** Fields one event shares across its languages. */
export type EventShared = {
  status: EventStatus;
  startDate: string;
  endDate: string | null;
  doorsOpen: string | null;
  comingSoon: boolean;
  image: FileRef;
  ticketUrl: string;
  /** Optional (project addition): who performs, when the event names one. */
  performer?: EventPerformer | null;
  /** Optional (project addition): the ticket price from which tickets sell. */
  price?: EventPrice | null;
  /** Optional (project addition): when tickets went on sale, ISO 8601 with offset. */
  salesStart?: string | null;
};

export type EventPerformer = { type: 'Person' | 'PerformingGroup'; name: string };
export type EventPrice = { amount: number; currency: string };

/** Fields one translation of an event owns. */
export type EventLocalized = {
  title: string;
  summary: string;
  location: string;
  description: string;
  schedule: { time: string; text: string }[];
  meta: { title: string; description: string; image: string };
  /** The image's alt text in this language (project addition); empty: the title. */
  imageAlt?: string;
};

export type EventSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  status: EventStatus;
  startDate: string;
  endDate: string | null;
  doorsOpen: string | null;
  location: string;
  comingSoon: boolean;
  image: FileRef;
  ticketUrl: string;
  performer: EventPerformer | null;
  price: EventPrice | null;
  salesStart: string | null;
  /** When the visible data in this language was last published (sitemap lastmod). */
  updatedAt: string;
};

export type EventDetail = EventSummary & {
  locale: Locale;
  meta: EventLocalized['meta'];
  publisher: { id: number };
  description: string;
  schedule: EventLocalized['schedule'];
  hrefLangs: { locale: Locale; slug: string }[];
};

export type Session = {
  id: number;
  eventId: number;
  status: EventStatus;
  startDate: string;
  endDate: string | null;
  ticketUrl: string;
};

export const SUBMISSION_TYPES = ['newsletter', 'contact', 'proposal'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export type Submission = {
  id: number;
  type: SubmissionType;
  payload: Record<string, unknown>;
  createdAt: string;
  clientIp: string;
};

/** What a request naming another language is told. */
export const LOCALE_ERROR = `Must be one of ${LOCALES.join(', ')}.`;

export type SettingsAddress = {
  street: string;
  locality: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** A part of the evening, `HH:MM` in the venue's time zone (a `closes` before `opens` runs past midnight). */
export type HoursSpan = { opens: string; closes: string };

/** The venue's facts as stored: contact, address and the evening's hours (docs/product.md §9). */
export type SettingsDocument = {
  phone: string;
  email: string;
  messengers: { whatsapp: string | null; telegram: string | null };
  social: { instagram: string | null; facebook: string | null; youtube: string | null };
  address: SettingsAddress;
  geo: { latitude: number; longitude: number } | null;
  mapUrl: string | null;
  hours: {
    doors: string;
    dinner: HoursSpan;
    show: HoursSpan;
    club: HoursSpan;
    lobsterClub: HoursSpan;
  };
};

/** `GET /v1/settings`: the same facts, with the language asked for. */
export type Settings = SettingsDocument & { locale: Locale };
