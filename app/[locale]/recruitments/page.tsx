import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/content/contentRoute';
import { RecruitmentsPage } from '@/components/pages/RecruitmentsPage';

const load = (params: RouteParams['params']) =>
  loadPageContext(params, '/recruitments', 'recruitments');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function Page({ params }: RouteParams) {
  return <RecruitmentsPage context={await load(params)} />;
}
