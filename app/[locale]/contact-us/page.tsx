import type { Metadata } from 'next';
import {
  GenericPage,
  loadPageContext,
  pageMetadata,
  type RouteParams,
} from '@/components/content/contentRoute';
import { ContactForm } from '@/components/forms/ContactForm';

const load = (params: RouteParams['params']) => loadPageContext(params, '/contact-us', 'contactUs');

export async function generateMetadata({ params }: RouteParams): Promise<Metadata> {
  return pageMetadata(await load(params));
}

export default async function ContactUsPage({ params }: RouteParams) {
  const context = await load(params);
  return (
    <GenericPage context={context}>
      <ContactForm locale={context.locale} />
    </GenericPage>
  );
}
