'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

import { REDIRECT_SECONDS } from './constants';

/**
 * A visible countdown, then a redirect. `texts[n]` is the sentence for n seconds left, translated
 * (with plurals) on the server, so no message formatter ships to the browser.
 */
export function Countdown({
  href,
  texts,
  seconds = REDIRECT_SECONDS,
  className = '',
}: {
  href: string;
  texts: string[];
  seconds?: number;
  className?: string;
}) {
  const router = useRouter();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    if (left <= 0) {
      router.replace(href);
      return;
    }
    const timer = window.setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, href, router]);

  return (
    // role=timer is not announced on every tick; the page's own message says what happened.
    <p role="timer" aria-live="off" className={className} data-seconds={left}>
      {texts[Math.max(left, 0)] ?? texts[texts.length - 1]}
    </p>
  );
}
