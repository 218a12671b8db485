import { localeOfPath } from '@/lib/i18n/locales';
import { isNavigationClick } from './progress';

/** What the click handler needs to know of an <a> element. */
export type LinkInfo = {
  href: string;
  target: string;
  download: boolean;
  optOut: boolean;
  noPrefetch?: boolean;
};

/**
 * Same-origin pages in the current page's language only: files (a path with an extension), API
 * routes and other languages (a new `<html lang>` and the proxy's language handling) load as
 * documents.
 */
function appUrl(href: string, current: string): URL | null {
  let url: URL;
  let here: URL;
  try {
    here = new URL(current);
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !/^https?:$/.test(url.protocol)) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || /^\/api(\/|$)/.test(url.pathname)) return null;
  if (localeOfPath(url.pathname).locale !== localeOfPath(here.pathname).locale) return null;
  return url;
}

/** The link an event happened in, if any. */
export function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = (target as Element | null)?.closest?.('a[href]');
  return link instanceof HTMLAnchorElement ? link : null;
}

/**
 * The in-app address a click on a link should be routed to without a page load, or null when the
 * browser should handle it (modified clicks, new tabs, downloads, other sites, files, same-page
 * hash moves, opted-out links, and pages in another language: a new `<html lang>` and the
 * proxy's language handling, loaded as a document as the language switcher always was).
 * Internal links are server-rendered <a> elements and one listener routes them: a next/link client
 * component for each of a page's dozens of links cost more to hydrate than the rest of the chrome.
 */
export function clientNavigationHref(
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  link: LinkInfo,
  current: string,
): string | null {
  if (!isNavigationClick(event, link, current)) return null;
  const url = appUrl(link.href, current);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The address to prefetch for a link, or null: pages of this site in the page's language (other
 * languages load as documents), unless opted out. A link to the page itself is prefetched too, as
 * next/link does: it refreshes the router's copy of the page.
 */
export function prefetchHref(link: LinkInfo, current: string): string | null {
  if (link.noPrefetch || link.optOut || link.download) return null;
  if (link.target && link.target !== '_self') return null;
  const url = appUrl(link.href, current);
  return url ? `${url.pathname}${url.search}` : null;
}

/** Reads a link element for the functions above. */
export function linkInfo(link: HTMLAnchorElement): LinkInfo {
  return {
    href: link.href,
    target: link.target,
    download: link.hasAttribute('download'),
    optOut: link.hasAttribute('data-cookie-settings') || link.hasAttribute('data-no-progress'),
    noPrefetch: link.hasAttribute('data-no-prefetch'),
  };
}
