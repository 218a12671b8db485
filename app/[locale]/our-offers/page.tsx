import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { Offers } from '@/components/offers/Offers';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/our-offers', 'ourOffers'));
}

export default async function OurOffersPage({ params }: RouteParams) {
  return <Offers context={await loadPageContext(params, '/our-offers', 'ourOffers')} />;
}
