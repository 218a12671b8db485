import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getFactTranslations } from '@/lib/i18n/fact-translations';
import { alternatesFromHrefLangs, type Alternate } from '@/lib/i18n/hrefs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';
import { pageUrlFromPath } from '@/lib/i18n/page-url';
import { offeredLocales, type StaticPathname } from '@/lib/i18n/routes';
import { getMenus } from '@/lib/provider/menus';
import { getPage, headerImage } from '@/lib/provider/pages';
import type { Page } from '@/lib/provider/schemas';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { backupCanonical } from '@/lib/seo/sitemap';
import { StandardLayout } from '@/components/layout/Layouts';
import { ContentSections, Gallery } from './ContentSections';
import { PageHeader } from './PageHeader';
import { ProviderNotice } from './ProviderNotice';

export type RouteParams = { params: Promise<{ locale: string }> };

export type PageContext = {
  locale: Locale;
  pathname: StaticPathname;
  path: string;
  url: string;
  page: Page | null;
  /** The provider failed and no earlier copy exists: static content only. */
  failed: boolean;
  alternates: Alternate[];
  messageKey: string;
};

/**
 * Loads what every content route needs: locale checks, the provider page, its alternates. `alongside`
 * starts the route's other provider reads together with the page's (they are memoised per request,
 * so the components that read them later get the same promise).
 */
export async function loadPageContext(
  params: RouteParams['params'],
  pathname: StaticPathname,
  messageKey: string,
  alongside?: (locale: Locale) => unknown,
): Promise<PageContext> {
  const { locale } = await params;
  if (!isLocale(locale) || !offeredLocales(pathname).includes(locale)) notFound();
  setRequestLocale(locale);
  const path = href(locale, pathname);
  const url = pageUrlFromPath(path, locale);
  const pending = getPage(locale, url);
  alongside?.(locale);
  const { data: page, failed, stale } = await pending;
  if (!page && !failed) notFound();
  // The menus need the page's property id (docs/product.md §7): start them now, not when the layout
  // renders.
  void getMenus(locale, page?.property.id);
  const alternates = page ? alternatesFromHrefLangs(page.hrefLangs) : [{ locale, href: path }];
  return { locale, pathname, path, url, page, failed: failed && !stale, alternates, messageKey };
}

export async function pageMetadata(context: PageContext, absoluteTitle = false): Promise<Metadata> {
  const t = await getFactTranslations({ locale: context.locale, namespace: 'Pages' });
  const metadata = buildMetadata({
    locale: context.locale,
    path: context.path,
    title: context.page?.title ?? t(`${context.messageKey}.title`),
    description: context.page ? undefined : t(`${context.messageKey}.intro`),
    alternates: context.alternates,
    metas: context.page?.metas,
    absoluteTitle,
  });
  const canonical = backupCanonical(context.locale, context.pathname);
  // A backup route points at its main page and names no language versions of its own.
  return canonical ? { ...metadata, alternates: { canonical: absoluteUrl(canonical) } } : metadata;
}

/** The generic content page: header image, provider contents and gallery, inside the standard layout. */
export async function GenericPage({
  context,
  children,
}: {
  context: PageContext;
  children?: ReactNode;
}) {
  const { locale, page, messageKey } = context;
  const t = await getFactTranslations({ locale, namespace: 'Pages' });
  return (
    <StandardLayout locale={locale} propertyId={page?.property.id} alternates={context.alternates}>
      <PageHeader
        locale={locale}
        title={page?.title ?? t(`${messageKey}.title`)}
        subtitle={t(`${messageKey}.intro`)}
        image={headerImage(page)}
        breadcrumbs={page?.breadcrumbs ?? []}
      />
      <div className="container-site py-14 md:py-20">
        {context.failed ? <ProviderNotice locale={locale} /> : null}
        {page ? <ContentSections contents={page.contents} /> : null}
        {children}
        {page ? <Gallery sliders={page.sliders} label={page.title} /> : null}
      </div>
    </StandardLayout>
  );
}

/** A thin route module for a page of the route table. */
export function contentRoute(pathname: StaticPathname, messageKey: string) {
  return {
    async generateMetadata({ params }: RouteParams): Promise<Metadata> {
      return pageMetadata(await loadPageContext(params, pathname, messageKey));
    },
    async Page({ params }: RouteParams) {
      return <GenericPage context={await loadPageContext(params, pathname, messageKey)} />;
    },
  };
}
