import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { VenuePage } from '@/components/pages/VenuePage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/venue', 'venue');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <VenuePage context={await load(params)} />;
}
