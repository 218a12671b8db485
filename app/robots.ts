import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import type { EventQuery } from '@/lib/events/events';
import type { ScheduleQuery } from '@/lib/events/programme';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * The query parameters of the events list and the schedule (view, date filter, sort, month, paging):
 * thousands of variants, each canonical to its base page, that crawlers need not fetch. Their links
 * also carry rel="nofollow"; visitors without JavaScript use them as plain links.
 */
// A record over both query types, each field by the name it has in the URL (eventQueryString,
// scheduleQueryString): a field added to either fails to compile until listed here.
const listParameters: Record<keyof EventQuery | keyof ScheduleQuery, string> = {
  view: 'view',
  filter: 'filter',
  sort: 'sort',
  order: 'order',
  month: 'month',
  show: 'show',
  showPast: 'past',
  days: 'days',
};
const crawlFreeParameters = [...new Set(Object.values(listParameters))];

/**
 * /robots.txt: everything but the API (webhooks, draft-mode preview urls) and the list variants
 * above; the absolute sitemap.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // NEXT_PUBLIC_SITE_URL is read at run time: one build serves any origin.
  await connection();
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          ...crawlFreeParameters.flatMap((name) => [`/*?${name}=`, `/*&${name}=`]),
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
