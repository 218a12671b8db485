import type { ReactNode } from 'react';

/** A page band with generous vertical rhythm; `tone` alternates the navy shades between bands. */
export function Section({
  id,
  labelledBy,
  label,
  tone = 'base',
  className = '',
  children,
}: {
  id?: string;
  labelledBy?: string;
  label?: string;
  tone?: 'base' | 'raised' | 'glow';
  className?: string;
  children: ReactNode;
}) {
  const background =
    tone === 'raised'
      ? 'bg-brand-900/70 border-y border-white/5'
      : tone === 'glow'
        ? 'bg-[radial-gradient(ellipse_at_center,rgba(201,162,75,0.10),transparent_65%)]'
        : '';
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={`relative py-16 md:py-24 ${background} ${className}`}
    >
      <div className="container-site">{children}</div>
    </section>
  );
}
