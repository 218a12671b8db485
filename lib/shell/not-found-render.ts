/**
 * Server-rendered 404 pages.
 *
 * Next 16 answers a `notFound()` below the root layout with an empty error shell that the browser
 * draws once the scripts have run (vercel/next.js#62228): crawlers and the first frame see nothing.
 * The production server (scripts/server.ts) therefore renders such an answer a second time,
 * asking for the same URL with NOT_FOUND_RENDER_HEADER set to a key only it knows; the proxy then
 * rewrites the request to the [locale]/page-not-found route, which draws the same screen as the
 * not-found boundary. The visitor keeps the URL and the 404 status.
 */
export const NOT_FOUND_RENDER_HEADER = 'x-render-not-found';
export const NOT_FOUND_ROUTE = 'page-not-found';

/** The key the server and the proxy share (set by the server before Next starts). */
export function notFoundRenderKey(): string | undefined {
  return process.env['NOT_FOUND_RENDER_KEY'] || undefined;
}

/** Whether a request carries the server's own key (anyone else's header is ignored). */
export function isNotFoundRender(header: string | null | undefined): boolean {
  const key = notFoundRenderKey();
  return Boolean(key && header === key);
}

/** Next's error shell: `<html id="__next_error__">` and an empty body the scripts fill in. */
export function isErrorShell(html: string): boolean {
  return /^<!DOCTYPE html><html id="__next_error__"/i.test(html.slice(0, 200));
}
