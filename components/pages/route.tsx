import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getFactTranslations } from '@/lib/provider/fact-translations';
import { alternatesFromHrefLangs } from '@/lib/i18n/hrefs';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/i18n/navigation';
import { pageUrlFromPath } from '@/lib/i18n/page-url';
import { offeredLocales, type StaticPathname } from '@/lib/i18n/routes';
import { getMenus } from '@/lib/provider/menus';
import { getPage } from '@/lib/provider/pages';
import { absoluteUrl, buildMetadata } from '@/lib/seo/metadata';
import { backupCanonical } from '@/lib/seo/sitemap';
import type { Recipe } from '@/components/blocks/types';
import type { PageContext } from './context';
import { RecipePage } from './RecipePage';

export type RouteParams = { params: Promise<{ locale: string }> };

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

/** The route module of a page made from a recipe: its metadata and the page. */
export function recipeRoute(recipe: Recipe) {
  const load = (params: RouteParams['params']) =>
    loadPageContext(params, recipe.route, recipe.messageKey);
  return {
    async generateMetadata({ params }: RouteParams): Promise<Metadata> {
      return pageMetadata(await load(params));
    },
    async Page({ params }: RouteParams) {
      return <RecipePage recipe={recipe} context={await load(params)} />;
    },
  };
}
