import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentSections } from '@/components/content/ContentSections';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { PageHeader } from '@/components/content/PageHeader';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { EventsBrowser } from '@/components/events/EventsBrowser';
import { StandardLayout } from '@/components/layout/Layouts';
import { parseEventQuery } from '@/lib/events/events';
import { getAllEvents } from '@/lib/provider/events';
import { headerImage } from '@/lib/provider/pages';

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
  const { locale, page } = context;
  const [t, query, events] = await Promise.all([
    getTranslations({ locale, namespace: 'Pages' }),
    searchParams.then(parseEventQuery),
    getAllEvents(locale),
  ]);
  const failed = context.failed || (events.failed && !events.stale);
  return (
    <StandardLayout locale={locale} propertyId={page?.property.id} alternates={context.alternates}>
      <PageHeader
        locale={locale}
        title={page?.title ?? t('events.title')}
        subtitle={t('events.intro')}
        image={headerImage(page)}
        breadcrumbs={page?.breadcrumbs ?? []}
      />
      <div className="container-site space-y-20 py-12 md:py-16">
        {failed ? <ProviderNotice locale={locale} /> : null}
        <EventsBrowser
          locale={locale}
          events={events.data}
          query={query}
          now={new Date()}
          basePath={context.path}
        />
        {page?.contents.length ? (
          <div className="border-t border-white/10 pt-16 md:pt-20">
            <ContentSections contents={page.contents} />
          </div>
        ) : null}
      </div>
    </StandardLayout>
  );
}
