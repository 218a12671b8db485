import type { ReactNode } from 'react';
import { ProviderNotice } from '@/components/content/ProviderNotice';
import { ProviderSections } from '@/components/content/ProviderSections';
import { ContentPage } from './ContentPage';
import type { PageContext } from './context';

/**
 * The frame of a page that lists (the events, the programme): its notice when the page or the
 * list could not be read, the list, then the editors' sections under a rule.
 */
export function ListingPage({
  context,
  failed,
  children,
}: {
  context: PageContext;
  failed: boolean;
  children: ReactNode;
}) {
  const { locale, page } = context;
  return (
    <ContentPage context={context} notice={false}>
      <div className="container-site space-y-20 py-12 md:py-16">
        {failed ? <ProviderNotice locale={locale} /> : null}
        {children}
        {page?.contents.length ? (
          <div className="border-t border-white/10 pt-16 md:pt-20">
            <ProviderSections contents={page.contents} look="plain" />
          </div>
        ) : null}
      </div>
    </ContentPage>
  );
}
