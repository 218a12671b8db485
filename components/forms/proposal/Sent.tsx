import type { RefObject } from 'react';
import { Countdown } from '../Countdown.client';
import { secondaryButtonClass } from '../Field';
import type { ProposalLabels } from './labels';
import { CheckIcon } from './CheckIcon';

/** The request went through: the thanks (focused), a countdown home and a link there. */
export function Sent({
  containerRef,
  headingRef,
  labels,
  homeHref,
  redirectTexts,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  labels: ProposalLabels;
  homeHref: string;
  redirectTexts: string[];
}) {
  return (
    <div
      ref={containerRef}
      className="scroll-mt-28 rounded-3xl border border-gold-500/30 bg-gradient-to-b from-brand-900 to-brand-950 px-6 py-14 text-center shadow-2xl shadow-black/40 md:px-12"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success/15 text-success ring-1 ring-success/40">
        <CheckIcon className="size-8" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mx-auto mt-6 max-w-xl font-display text-2xl text-white focus:outline-none md:text-3xl"
      >
        {labels.success}
      </h2>
      <Countdown href={homeHref} texts={redirectTexts} className="mt-4 text-white/70" />
      <a href={homeHref} className={`${secondaryButtonClass} mt-8 h-11 text-sm`}>
        {labels.goHome}
      </a>
    </div>
  );
}
