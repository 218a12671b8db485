import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { ShowPage } from '@/components/pages/ShowPage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/andy-show', 'andyShow');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <ShowPage context={await load(params)} />;
}
