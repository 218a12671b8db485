import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { BackstagePage } from '@/components/pages/BackstagePage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/backstage', 'backstage');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <BackstagePage context={await load(params)} />;
}
