/**
 * Status pills: coming soon (comingSoon: true), to be confirmed (TENTATIVE), past. A past event
 * shows only "past": whether it was once to be confirmed or coming soon no longer matters.
 */
export function EventLabels({
  comingSoon,
  tentative,
  past,
  labels,
  className = '',
}: {
  comingSoon: boolean;
  tentative: boolean;
  past?: boolean;
  labels: { comingSoon: string; tentative: string; past: string };
  className?: string;
}) {
  if (past) {
    return (
      <ul className={`flex flex-wrap gap-2 ${className}`}>
        <li className="rounded-full border border-white/20 bg-brand-950/80 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-white/80 backdrop-blur">
          {labels.past}
        </li>
      </ul>
    );
  }
  if (!comingSoon && !tentative) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {comingSoon ? (
        <li className="rounded-full bg-gold-400 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-brand-950 shadow-lg shadow-black/30">
          {labels.comingSoon}
        </li>
      ) : null}
      {tentative ? (
        <li className="rounded-full border border-gold-400/60 bg-brand-950/80 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-gold-300 backdrop-blur">
          {labels.tentative}
        </li>
      ) : null}
    </ul>
  );
}
