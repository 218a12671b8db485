import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { CustomizePage } from '@/components/customize/CustomizePage';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/customize', 'customize'));
}

export default async function Page({ params }: RouteParams) {
  return <CustomizePage context={await loadPageContext(params, '/customize', 'customize')} />;
}
