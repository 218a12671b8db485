export type Step = { title: string; text: string };

/** A numbered process (how to apply, how a proposal works…) as an ordered list of cards. */
export function Steps({ steps, label }: { steps: Step[]; label?: string }) {
  const columns = steps.length >= 4 ? 'md:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3';
  return (
    <ol aria-label={label} className={`grid gap-5 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative rounded-2xl border border-white/10 bg-brand-900/80 p-6 pt-8 shadow-xl shadow-black/30"
        >
          <span
            aria-hidden="true"
            className="font-display text-5xl leading-none text-gold-gradient"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-4 text-lg font-bold text-white">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-white/70">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
