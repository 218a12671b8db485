import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { CorporatePage } from '@/components/pages/CorporatePage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/corporate', 'corporate');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <CorporatePage context={await load(params)} />;
}
