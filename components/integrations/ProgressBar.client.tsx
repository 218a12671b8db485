'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { anchorOf, linkInfo } from '@/lib/shell/links';
import {
  createProgress,
  isNavigationClick,
  NAVIGATION_FAILED,
  PROGRESS_TIMING,
  type ProgressController,
} from '@/lib/shell/progress';

const FAILED_CLASS = 'nprogress-failed';

let controller: ProgressController | null = null;
/** The route last rendered (path and query), to tell real back/forward navigations from hash moves. */
let rendered = '';

function currentRoute(): string {
  const query = new URLSearchParams(window.location.search).toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

function progress(): ProgressController {
  if (controller) return controller;
  // On done, nprogress holds the full bar for `speed` ms, fades it for `speed` ms, then removes it:
  // gone exactly `hideDelayMs` after the navigation ended (the controller's own timer is the backstop).
  NProgress.configure({
    showSpinner: false,
    trickle: false,
    speed: PROGRESS_TIMING.hideDelayMs / 2,
    minimum: 0.08,
  });
  controller = createProgress(
    {
      show() {
        document.documentElement.classList.remove(FAILED_CLASS);
        NProgress.start();
      },
      set: (fraction) => NProgress.set(fraction),
      complete: () => NProgress.done(),
      fail: () => document.documentElement.classList.add(FAILED_CLASS),
      hide() {
        NProgress.remove();
        NProgress.status = null;
        document.documentElement.classList.remove(FAILED_CLASS);
      },
    },
    {
      now: () => performance.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    PROGRESS_TIMING,
  );
  return controller;
}

/**
 * The navigation progress bar: starts with a click on an internal link (or back/forward), shows
 * only when the navigation outlasts the 200 ms throttle, ends when the new route is rendered.
 */
export function ProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    rendered = `${pathname}${search ? `?${search}` : ''}`;
    progress().finish();
  }, [pathname, search]);

  useEffect(() => {
    const bar = progress();
    const onClick = (event: MouseEvent) => {
      const link = anchorOf(event.target);
      if (!link) return;
      const navigates = isNavigationClick(event, linkInfo(link), window.location.href);
      if (navigates) bar.start();
    };
    const onFailed = () => bar.fail();
    // Back and forward: the url has already changed, the route has not rendered yet.
    const onPopState = () => {
      if (currentRoute() !== rendered) bar.start();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(NAVIGATION_FAILED, onFailed);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(NAVIGATION_FAILED, onFailed);
    };
  }, []);

  return null;
}
