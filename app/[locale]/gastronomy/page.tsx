import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { GastronomyPage } from '@/components/pages/GastronomyPage';

const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/gastronomy', 'gastronomy');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <GastronomyPage context={await load(params)} />;
}
