import type { Metadata } from 'next';
import { Schedule, type ScheduleEvent } from '@/components/events/Schedule';
import { ListingPage } from '@/components/pages/ListingPage';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { isUpcoming } from '@/lib/events/events';
import { parseScheduleQuery } from '@/lib/events/programme';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { getEvents, getSessions } from '@/lib/provider/events';
import type { EventSummary } from '@/lib/provider/schemas';
import { eventHref } from '@/lib/i18n/navigation';

type Props = RouteParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The programme's event lists do not depend on the page: read them alongside it.
const load = (params: Props['params']) =>
  loadPageContext(params, '/schedule', 'schedule', (locale) => {
    void getEvents(locale, 'ONLY_UPCOMING');
    if (locale === 'de') void getEvents('en', 'ONLY_UPCOMING');
  });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await load(params));
}

type Listed = { event: EventSummary; locale: Locale; lang?: string };

/**
 * The venue's places as the page's language names them, by their English names (`Events.places`):
 * an event German lacks is listed in English, but its place is said in German where the site knows
 * it (“Nachtclub The Sin”); a place it does not know stays English, marked as such.
 */
async function placeNames(locale: Locale): Promise<Map<string, string>> {
  const [english, local] = await Promise.all([loadMessages('en'), loadMessages(locale)]);
  const places = (messages: typeof english) =>
    (messages.Events as { places: Record<string, string> }).places;
  return new Map(
    Object.entries(places(english)).map(([key, name]) => [name, places(local)[key] ?? name]),
  );
}

/**
 * The dates of the programme: each upcoming event, or each of its upcoming sessions when the
 * calendar endpoint lists them (cancelled sessions are dropped there).
 */
async function programmeDates(
  listed: Listed[],
  now: Date,
  places: Map<string, string>,
): Promise<ScheduleEvent[]> {
  const perEvent = await Promise.all(
    listed.map(async ({ event, locale, lang }) => {
      const sessions = (await getSessions(locale, event.id, event.slug)).data.filter((session) =>
        isUpcoming(session, now),
      );
      const place = lang ? places.get(event.location) : undefined;
      const base = {
        title: event.title,
        location: place ?? event.location,
        locationLang: lang && !place ? lang : undefined,
        comingSoon: event.comingSoon,
        href: eventHref(locale, event.slug),
        lang,
      };
      if (sessions.length === 0) {
        return isUpcoming(event, now)
          ? [
              {
                ...base,
                key: `event-${event.id}`,
                status: event.status,
                startDate: event.startDate,
                endDate: event.endDate,
              },
            ]
          : [];
      }
      return sessions.map((session) => ({
        ...base,
        key: `session-${session.id}`,
        status: session.status,
        startDate: session.startDate,
        endDate: session.endDate,
      }));
    }),
  );
  return perEvent.flat();
}

/**
 * The upcoming events of the programme. German lists its translated events and, so the programme
 * stays complete, the others in English, linking to their English pages.
 */
async function programmeEvents(locale: Locale, now: Date) {
  const own = await getEvents(locale, 'ONLY_UPCOMING');
  const listed: Listed[] = own.data.map((event) => ({ event, locale }));
  let failed = own.failed && !own.stale;
  let places = new Map<string, string>();
  if (locale === 'de') {
    places = await placeNames(locale);
    const english = await getEvents('en', 'ONLY_UPCOMING');
    const translated = new Set(own.data.map((event) => event.id));
    for (const event of english.data) {
      if (!translated.has(event.id)) listed.push({ event, locale: 'en', lang: 'en' });
    }
    failed ||= english.failed && !english.stale;
  }
  return { events: await programmeDates(listed, now, places), failed };
}

// View, month and day count come from the query (links work without JS and can be shared); the
// page is dynamic, the provider data stays in the cached reads.
export const dynamic = 'force-dynamic';

export default async function SchedulePage({ params, searchParams }: Props) {
  const context = await load(params);
  const { locale } = context;
  const now = new Date();
  const [query, programme] = await Promise.all([
    searchParams.then((search) => parseScheduleQuery(search, now)),
    programmeEvents(locale, now),
  ]);
  return (
    <ListingPage context={context} failed={context.failed || programme.failed}>
      <Schedule
        locale={locale}
        events={programme.events}
        query={query}
        now={now}
        basePath={context.path}
      />
    </ListingPage>
  );
}
