import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { formatTime } from '@/lib/events/format';
import { buildIcs, icsFileName, type IcsEvent } from '@/lib/events/ics';
import { isLocale } from '@/lib/i18n/locales';
import { CACHE_CONTROL, contentCacheControl, errorCacheHeaders } from '@/lib/cache/policies';
import { getEvent, getSessions } from '@/lib/provider/events';
import { isPreview } from '@/lib/provider/load';
import { absoluteUrl } from '@/lib/seo/metadata';
import { FactsUnknown, getSiteFacts } from '@/lib/provider/settings';
import { UNAVAILABLE_RETRY_AFTER_S } from '@/lib/html/page-status';
import { addressLines, site, type SiteFacts } from '@/lib/site';
import { routeMethods } from '@/lib/security/route-methods';
import { eventHref } from '@/lib/i18n/navigation';

type Params = { params: Promise<{ locale: string; slug: string }> };

const unavailable = () =>
  new Response('Temporarily unavailable\n', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.noStore,
      'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S),
    },
  });

function venueLocation(location: string, facts: SiteFacts, locale: string): string {
  const place = location && location !== site.name ? `${location}, ${site.name}` : site.name;
  return [place, ...addressLines(facts.address, locale)].join(', ');
}

/** "Add to calendar": the event (or, with ?session=<id>, one of its sessions) as an .ics file. */
async function handleGet(request: Request, { params }: Params) {
  // In draft mode the event is its draft: see lib/cache/policies.ts.
  const preview = await isPreview();
  const notFound = () =>
    new Response('Not found', { status: 404, headers: errorCacheHeaders(preview) });
  const { locale, slug: raw } = await params;
  if (!isLocale(locale)) return notFound();
  let slug = raw;
  try {
    slug = decodeURIComponent(raw);
  } catch {
    // keep the raw segment
  }
  const { data: event, failed } = await getEvent(locale, slug);
  if (!event) {
    if (!failed) return notFound();
    return new Response('Provider unavailable', {
      status: 503,
      headers: errorCacheHeaders(preview),
    });
  }
  let degraded = failed;

  const sessionParam = new URL(request.url).searchParams.get('session');
  let timing: Pick<IcsEvent, 'start' | 'end' | 'status'> & { uid: string } = {
    uid: `event-${event.id}`,
    start: event.startDate,
    end: event.endDate,
    status: event.status === 'TENTATIVE' ? 'TENTATIVE' : 'CONFIRMED',
  };
  if (sessionParam !== null) {
    const sessions = await getSessions(locale, event.id, event.slug);
    degraded ||= sessions.failed;
    const session = sessions.data.find((s) => String(s.id) === sessionParam);
    if (!session) return notFound();
    timing = {
      uid: `session-${session.id}`,
      start: session.startDate,
      end: session.endDate,
      status: session.status === 'TENTATIVE' ? 'TENTATIVE' : 'CONFIRMED',
    };
  }

  const t = await getTranslations({ locale, namespace: 'Events' });
  const url = absoluteUrl(eventHref(locale, event.slug));
  const description = [
    event.summary,
    event.doorsOpen ? `${t('doorsOpen')}: ${formatTime(locale, event.doorsOpen)}` : '',
    event.ticketUrl && !event.comingSoon ? `${t('tickets')}: ${event.ticketUrl}` : '',
    url,
  ]
    .filter(Boolean)
    .join('\n');
  const host = new URL(env.NEXT_PUBLIC_SITE_URL).hostname;
  const facts = await getSiteFacts(locale).catch((error: unknown) => {
    if (error instanceof FactsUnknown) return null;
    throw error;
  });
  // The venue's address is not known: no calendar entry with a guessed one.
  if (!facts) return unavailable();
  const body = buildIcs(
    [
      {
        ...timing,
        uid: `${timing.uid}@${host}`,
        summary: event.title,
        description,
        location: venueLocation(event.location, facts, locale),
        url,
        ...(facts.geo ? { geo: facts.geo } : {}),
      },
    ],
    { now: new Date(), calendarName: site.name },
  );
  const fileName = icsFileName(event.slug, sessionParam ? Number(sessionParam) : undefined);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': contentCacheControl(CACHE_CONTROL.calendar, { preview, failed: degraded }),
    },
  });
}

// Every other method: 405 with Allow (lib/security/route-methods.ts).
export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet });
