import type { Metadata } from 'next';
import { loadPageContext, pageMetadata, type RouteParams } from '@/components/pages/route';
import { cookieSettingsSection, LegalPage } from '@/components/legal/LegalPage';

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await loadPageContext(params, '/cookies', 'cookies'));
}

export default async function Page({ params }: RouteParams) {
  const context = await loadPageContext(params, '/cookies', 'cookies');
  return <LegalPage context={context} extra={[await cookieSettingsSection(context.locale)]} />;
}
