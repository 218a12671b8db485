import type { Metadata } from 'next';
import { EventsBrowser } from '@/components/events/EventsBrowser';
import { ListingPage } from '@/components/pages/ListingPage';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { parseEventQuery } from '@/lib/events/events';
import { getAllEvents } from '@/lib/provider/events';

type Props = RouteParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The events do not depend on the page: read them alongside it.
const load = (params: Props['params']) =>
  loadPageContext(params, '/events-concerts', 'events', (locale) => getAllEvents(locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(await load(params));
}

// Filters, sort and view are read on the server from the query (links work without JS and can be
// shared); this makes the page dynamic, while the provider data stays in the cached reads.
export const dynamic = 'force-dynamic';

export default async function EventsPage({ params, searchParams }: Props) {
  const context = await load(params);
  const { locale } = context;
  const [query, events] = await Promise.all([
    searchParams.then(parseEventQuery),
    getAllEvents(locale),
  ]);
  return (
    <ListingPage context={context} failed={context.failed || (events.failed && !events.stale)}>
      <EventsBrowser
        locale={locale}
        events={events.data}
        query={query}
        now={new Date()}
        basePath={context.path}
      />
    </ListingPage>
  );
}
