import { Brands } from '@/components/i18n/Brands';
import type { ProposalLabels } from './labels';
import { CheckIcon } from './CheckIcon';

/** The four steps as a progress list; a done step is a button back to it. */
export function StepIndicator({
  labels,
  step,
  formId,
  onBack,
}: {
  labels: ProposalLabels;
  step: number;
  /** The wizard's form: without scripts a done step is a post of that form, drawn at the step. */
  formId: string;
  onBack: (step: number) => void;
}) {
  return (
    <nav aria-label={labels.progress}>
      <ol className="flex items-center">
        {labels.steps.map((label, index) => {
          const done = index < step;
          const current = index === step;
          const circle = `flex size-9 shrink-0 items-center justify-center rounded-full border text-sm font-bold transition ${
            current
              ? 'border-gold-400 bg-gold-400 text-brand-950 shadow-[0_0_0_4px_rgba(230,199,122,0.18)]'
              : done
                ? 'border-gold-500/70 bg-gold-500/15 text-gold-300'
                : 'border-white/20 text-white/50'
          }`;
          const content = (
            <>
              <span className={circle}>{done ? <CheckIcon /> : index + 1}</span>
              <span
                className={`hidden text-sm lg:inline ${current ? 'font-bold text-white' : done ? 'text-gold-200/90' : 'text-white/50'}`}
              >
                {label}
              </span>
              <span className="sr-only lg:hidden">{label}</span>
              {done ? <span className="sr-only"> ({labels.completed})</span> : null}
            </>
          );
          return (
            <li
              key={label}
              aria-current={current ? 'step' : undefined}
              className="flex flex-1 items-center last:flex-none"
            >
              {done ? (
                <button
                  type="submit"
                  form={formId}
                  name="intent"
                  value={`step-${index}`}
                  formNoValidate
                  onClick={(event) => {
                    event.preventDefault();
                    onBack(index);
                  }}
                  className="flex items-center gap-3 rounded-full text-left hover:opacity-90"
                >
                  {content}
                </button>
              ) : (
                <span className="flex items-center gap-3">{content}</span>
              )}
              {index < labels.steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`mx-2 h-px flex-1 md:mx-4 ${index < step ? 'bg-gold-500/70' : 'bg-white/15'}`}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="mt-4 text-xs font-bold uppercase tracking-[0.2em] text-gold-400 lg:hidden">
        <Brands>{labels.stepOf[step]}</Brands>
      </p>
    </nav>
  );
}
