import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { ClubPage } from '@/components/pages/ClubPage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/the-sin', 'theSin');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <ClubPage context={await load(params)} />;
}
