/**
 * docs/product.md §2: the provider url of a page is derived from the visited path. English uses the
 * path as is; other locales drop the first segment (the locale prefix); a trailing slash is removed
 * when more than one segment remains.
 */
export function pageUrlFromPath(path: string, locale: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  const segments = clean.split('/').filter(Boolean);
  const rest = locale === 'en' ? segments : segments.slice(1);
  return `/${rest.join('/')}`;
}
