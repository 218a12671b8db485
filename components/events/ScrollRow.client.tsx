'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './EventIcons';

/**
 * A horizontal scroll-snap row with previous/next buttons. Native scrolling does the swiping
 * (touch, trackpad, keyboard), so the row needs no slider library and works before hydration.
 */
export function ScrollRow({
  label,
  previousLabel,
  nextLabel,
  heading,
  action,
  children,
}: {
  label: string;
  previousLabel: string;
  nextLabel: string;
  heading: ReactNode;
  action: ReactNode;
  children: ReactNode;
}) {
  const row = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 4,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({
      left: direction * element.clientWidth * 0.9,
      behavior: reduced ? 'auto' : 'smooth',
    });
  };

  const button =
    'tap-target flex size-11 items-center justify-center rounded-full border border-white/20 text-white transition hover:border-gold-400 hover:text-gold-300 disabled:cursor-default disabled:opacity-30 disabled:hover:border-white/20 disabled:hover:text-white';
  return (
    <div>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-6">
        {heading}
        <div className="flex items-center gap-3">
          {action}
          <button
            type="button"
            className={button}
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-label={previousLabel}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className={button}
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-label={nextLabel}
          >
            <ChevronRightIcon />
          </button>
        </div>
      </div>
      <ul
        ref={row}
        aria-label={label}
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto px-5 pb-4 [scrollbar-width:thin] md:-mx-8 md:scroll-px-8 md:px-8"
      >
        {children}
      </ul>
    </div>
  );
}
