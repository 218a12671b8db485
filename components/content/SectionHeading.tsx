import type { ReactNode } from 'react';
import { Brands } from '@/components/i18n/Brands';

type HeadingLevel = 'h2' | 'h3';

/**
 * The heading of a page section: a small gold eyebrow, a display title and an optional intro.
 * Give the section `aria-labelledby={id}` so the heading names it.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'left',
  as: Heading = 'h2',
  className = '',
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  as?: HeadingLevel;
  className?: string;
}) {
  const centered = align === 'center';
  return (
    <div className={`${centered ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'} ${className}`}>
      {eyebrow ? (
        <p className="mb-3 text-xs font-bold uppercase tracking-[0.28em] text-gold-400 md:text-sm">
          <Brands>{eyebrow}</Brands>
        </p>
      ) : null}
      <Heading
        id={id}
        className={
          Heading === 'h2'
            ? 'font-display text-3xl leading-tight text-white md:text-5xl'
            : 'font-display text-2xl leading-snug text-white md:text-3xl'
        }
      >
        {title}
      </Heading>
      <div
        aria-hidden="true"
        className={`mt-5 h-px w-20 bg-gradient-to-r from-gold-400 to-transparent ${centered ? 'mx-auto via-gold-400/60 from-transparent' : ''}`}
      />
      {intro ? (
        <p className="mt-5 text-base leading-relaxed text-white/75 md:text-lg">{intro}</p>
      ) : null}
    </div>
  );
}
