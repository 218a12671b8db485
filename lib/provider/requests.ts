/**
 * Every provider read of docs/provider-contract.md as a request descriptor: the only place that
 * knows the provider's paths, query parameters and headers.
 */
export const NETWORK_ID = 4;

export type ProviderRequest = {
  path: string;
  params: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
};

export type DateFilter = 'ONLY_UPCOMING' | 'ONLY_PAST' | 'ALL';

const previewParam = (preview: boolean): Record<string, boolean> =>
  preview ? { preview: true } : {};

export const requests = {
  page: (lang: string, url: string, preview = false): ProviderRequest => ({
    path: '/v1/pages/url-lang',
    params: { 'property-network-id': NETWORK_ID, url, lang, ...previewParam(preview) },
  }),
  settings: (lang: string, preview = false): ProviderRequest => ({
    path: '/v1/settings',
    params: { 'property-id': NETWORK_ID, lang, ...previewParam(preview) },
  }),
  menus: (lang: string, propertyId: number): ProviderRequest => ({
    path: '/v1/menus',
    params: { 'property-id': propertyId, lang },
  }),
  events: (
    locale: string,
    dateFilter: DateFilter = 'ONLY_UPCOMING',
    preview = false,
  ): ProviderRequest => ({
    path: '/v1/events/slider',
    params: {
      'property-id': NETWORK_ID,
      locale,
      'date-filter': dateFilter,
      ...previewParam(preview),
    },
    headers: { 'property-id': String(NETWORK_ID), locale },
  }),
  event: (lang: string, slug: string, preview = false): ProviderRequest => ({
    path: `/v1/events/publishers/${NETWORK_ID}/slugs/${encodeURIComponent(slug)}`,
    params: { lang, 'property-id': NETWORK_ID, ...previewParam(preview) },
  }),
  calendar: (locale: string, eventId: number): ProviderRequest => ({
    path: '/v1/events/calendar',
    params: { 'event-id': eventId, locale, 'date-filter': 'ONLY_UPCOMING' },
    headers: { locale },
  }),
};
