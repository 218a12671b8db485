import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { EventSolutions } from '@/components/event-solutions/EventSolutions';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/event-solutions', 'eventSolutions'));
}

export default async function EventSolutionsPage({ params }: RouteParams) {
  return (
    <EventSolutions context={await loadPageContext(params, '/event-solutions', 'eventSolutions')} />
  );
}
