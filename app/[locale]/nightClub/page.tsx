import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { NightClubPage } from '@/components/pages/NightClubPage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/nightClub', 'nightClub');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <NightClubPage context={await load(params)} />;
}
