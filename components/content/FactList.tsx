import { Brands } from '@/components/i18n/Brands';

export type Fact = { value: string; label: string; detail?: string };

/**
 * A wide figure's font size: at most 2.25rem, and small enough that its characters (at most about
 * 0.52em each in the display face) fit the card's content width (100cqi).
 */
function fitted(value: string): string {
  return `min(2.25rem, ${(100 / (Math.max(value.length, 6) * 0.52)).toFixed(2)}cqi)`;
}

/**
 * Key figures (times, ages, capacities…) as a definition list: the figure large in gold, its
 * meaning below. `band` is a strip of figures, `cards` a grid of framed figures.
 */
export function FactList({
  facts,
  label,
  variant = 'band',
  columns: count = Math.min(facts.length, 5),
  wide = false,
  className = '',
}: {
  facts: Fact[];
  label?: string;
  variant?: 'band' | 'cards';
  /**
   * Long figures (technical data such as "3 360 × 1 008 px"): kept on one line and sized to the
   * card's width (a container query), so no language's grouping or unit overflows the card.
   */
  wide?: boolean;
  /** Columns at the widest breakpoint (default: one per fact, at most 5). */
  columns?: number;
  className?: string;
}) {
  const columns =
    count >= 5
      ? 'grid-cols-2 lg:grid-cols-5'
      : count === 4
        ? 'grid-cols-2 lg:grid-cols-4'
        : count === 3
          ? 'grid-cols-1 sm:grid-cols-3'
          : 'grid-cols-2';
  const cards = variant === 'cards';
  // Two columns below lg: an odd last figure takes the whole row instead of leaving a hole.
  const fill = count >= 4 ? 'max-lg:last:odd:col-span-2' : '';
  return (
    <dl
      aria-label={label}
      className={`grid gap-px ${columns} ${cards ? 'gap-4 md:gap-6' : 'overflow-hidden rounded-2xl border border-gold-500/20 bg-gold-500/15'} ${className}`}
    >
      {facts.map((fact) => (
        <div
          key={`${fact.value}-${fact.label}`}
          className={`flex flex-col-reverse justify-end gap-2 p-5 md:p-7 ${wide ? '@container' : ''} ${fill} ${cards ? 'rounded-2xl border border-white/10 bg-brand-900/80 shadow-xl shadow-black/30' : 'bg-brand-900'}`}
        >
          <dt className="text-sm font-bold uppercase tracking-[0.14em] text-white/75">
            <Brands>{fact.label}</Brands>
            {fact.detail ? (
              <span className="mt-1 block text-xs font-normal normal-case tracking-normal text-white/55">
                {fact.detail}
              </span>
            ) : null}
          </dt>
          <dd
            className={`font-display leading-none text-gold-gradient ${wide ? 'whitespace-nowrap' : 'text-2xl sm:text-3xl xl:text-4xl'}`}
            style={wide ? { fontSize: fitted(fact.value) } : undefined}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
