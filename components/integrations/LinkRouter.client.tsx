'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { anchorOf, clientNavigationHref, linkInfo, prefetchHref } from '@/lib/shell/links';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  shouldPrefetch,
  type ConnectionInfo,
} from '@/lib/shell/prefetch';
import { onIdle } from './scripts';

/** Links prefetch when they come within this distance of the viewport (as next/link does). */
const VIEWPORT_MARGIN = '200px';

function prefetchAllowed(): boolean {
  const { connection } = navigator as Navigator & { connection?: ConnectionInfo['connection'] };
  return shouldPrefetch({ onLine: navigator.onLine, connection });
}

/**
 * Routes clicks on the site's own links through the App Router and prefetches them, for every
 * server-rendered <a> on the page with one listener (docs/product.md §2 client navigation and
 * prefetch): links come within 200 px of the viewport or are pointed at / focused once the browser
 * is idle (at most 2 s), and never offline, on 2g or with save-data.
 */
export function LinkRouter() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = anchorOf(event.target);
      if (!link) return;
      const href = clientNavigationHref(event, linkInfo(link), window.location.href);
      if (href === null) return;
      event.preventDefault();
      router.push(href, { scroll: !link.hasAttribute('data-no-scroll') });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);

  useEffect(() => {
    const done = new Set<string>();
    const prefetch = (link: HTMLAnchorElement) => {
      const href = prefetchHref(linkInfo(link), window.location.href);
      if (href === null || done.has(href) || !prefetchAllowed()) return;
      done.add(href);
      router.prefetch(href);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          prefetch(entry.target as HTMLAnchorElement);
        }
      },
      { rootMargin: VIEWPORT_MARGIN },
    );
    const onIntent = (event: Event) => {
      const link = anchorOf(event.target);
      if (link) prefetch(link);
    };
    const start = () => {
      document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((link) => {
        if (prefetchHref(linkInfo(link), window.location.href) !== null) observer.observe(link);
      });
      document.addEventListener('pointerover', onIntent, { passive: true });
      document.addEventListener('touchstart', onIntent, { passive: true });
      document.addEventListener('focusin', onIntent);
    };
    const cancelIdle = onIdle(start, PREFETCH_IDLE_TIMEOUT_MS);
    return () => {
      cancelIdle();
      observer.disconnect();
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('touchstart', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [router, pathname, search]);

  return null;
}
