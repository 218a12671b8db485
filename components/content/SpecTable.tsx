export type Spec = { label: string; value: string; detail?: string };

/** Technical data as a two-column definition list: what, then the exact figure in gold. */
export function SpecTable({ specs, label }: { specs: Spec[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="divide-y divide-white/10 overflow-hidden rounded-2xl border border-white/10 bg-brand-900/80"
    >
      {specs.map((spec) => (
        <div
          key={spec.label}
          className="grid gap-1 px-6 py-5 sm:grid-cols-[1fr_auto] sm:items-baseline sm:gap-6"
        >
          <dt className="text-white/80">
            {spec.label}
            {spec.detail ? (
              <span className="mt-1 block text-sm text-white/50">{spec.detail}</span>
            ) : null}
          </dt>
          <dd className="font-display text-2xl text-gold-300 sm:text-right">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}
