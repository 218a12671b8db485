import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { GastronomyBackUpPage } from '@/components/pages/GastronomyBackUpPage';

const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/gastronomyBackUp', 'gastronomyBackUp');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <GastronomyBackUpPage context={await load(params)} />;
}
