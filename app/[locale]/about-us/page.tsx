import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { AboutPage } from '@/components/pages/AboutPage';

const load = (params: RouteParams['params']) => loadPageContext(params, '/about-us', 'aboutUs');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <AboutPage context={await load(params)} />;
}
