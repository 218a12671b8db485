import { Brands } from '@/components/i18n/Brands';
/** Status pills: coming soon (comingSoon: true), to be confirmed (TENTATIVE), past. */
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
  if (!comingSoon && !tentative && !past) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {past ? (
        <li className="rounded-full border border-white/20 bg-brand-950/80 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-white/80 backdrop-blur">
          <Brands>{labels.past}</Brands>
        </li>
      ) : null}
      {comingSoon ? (
        <li className="rounded-full bg-gold-400 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-brand-950 shadow-lg shadow-black/30">
          <Brands>{labels.comingSoon}</Brands>
        </li>
      ) : null}
      {tentative ? (
        <li className="rounded-full border border-gold-400/60 bg-brand-950/80 px-3 py-1 text-2xs font-bold uppercase tracking-[0.14em] text-gold-300 backdrop-blur">
          <Brands>{labels.tentative}</Brands>
        </li>
      ) : null}
    </ul>
  );
}
