/**
 * An absolute url on the site. The root is the bare origin (`https://andyshow.example`), the form
 * Next writes canonical links in, so the head, the sitemap and the JSON-LD name a page identically.
 */
export function absoluteUrlFrom(origin: string, path: string): string {
  const url = new URL(path, origin);
  return url.pathname === '/' && !url.search && !url.hash ? url.origin : url.toString();
}
