import { localeOfPath, type Locale } from '../i18n/locales';
import { PAGE_STATUS_META } from './page-status';

/**
 * Server-rendered 404 pages, rendered once per language and cached like any other page.
 *
 * Next 16 answers a `notFound()` below the root layout with an empty error shell that the browser
 * draws once the scripts have run (vercel/next.js#62228): crawlers and the first frame see nothing.
 * So a 404 is never drawn by the page that found nothing:
 * - the proxy sends paths the route table does not know (`internalRouteOf`, lib/i18n/routes.ts)
 *   to the [locale]/page-not-found route (a static page, rendered once per language and cached)
 *   and marks the answer with PAGE_STATUS_HEADER, which the production server turns into the 404
 *   status;
 * - when a known route finds nothing (an unknown event, a page the provider removed) and Next
 *   answers with its error shell, the production server hands the same request, in process, to
 *   that route instead (server/). The visitor keeps the URL and the 404 status.
 */
export const NOT_FOUND_ROUTE = 'page-not-found';
export const PAGE_STATUS_HEADER = 'x-page-status';

/** The status a rendered page names for itself, if any (lib/html/page-status.ts). */
const STATUS_META = new RegExp(`<meta name="${PAGE_STATUS_META}" content="(410|503)"`);

/** The status a rendered page names for itself, if any (410 Gone, 503 unavailable). */
export function pageStatusOf(html: string): number | null {
  const match = STATUS_META.exec(html);
  return match ? Number(match[1]) : null;
}

/** The public path of the not-found page of a language (English has no prefix). */
export function notFoundPath(locale: Locale): string {
  return locale === 'en' ? `/${NOT_FOUND_ROUTE}` : `/${locale}/${NOT_FOUND_ROUTE}`;
}

/** The not-found page for a visitor's URL: in the URL's language, English for unknown ones. */
export function notFoundPathFor(url: string): string {
  return notFoundPath(localeOfPath(url.split('?')[0] ?? '/').locale);
}

/** Next's error shell: `<html id="__next_error__">` and an empty body the scripts fill in. */
export function isErrorShell(html: string): boolean {
  return /^<!DOCTYPE html><html id="__next_error__"/i.test(html.slice(0, 200));
}
