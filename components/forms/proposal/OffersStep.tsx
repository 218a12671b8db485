import { FieldError } from '../Field';
import { CheckIcon } from './CheckIcon';
import type { Option, StepFields } from './values';

/** Step 2: the services the visitor is interested in (none is a valid answer). */
export function OffersStep({
  labels,
  register,
  fieldError,
  fieldId,
  values,
  offerTypes,
}: StepFields & {
  offerTypes: Option[];
}) {
  return (
    <fieldset aria-describedby={`${fieldId('offerTypes')}-hint`}>
      <legend className="text-sm font-normal text-white/85">{labels.offerTypes}</legend>
      <p id={`${fieldId('offerTypes')}-hint`} className="mb-4 mt-1 text-xs text-white/55">
        {labels.offerTypesHint}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:gap-2.5 lg:grid-cols-3">
        {offerTypes.map((option) => (
          <label
            key={option.value}
            className="flex min-h-14 cursor-pointer items-center gap-2.5 rounded-xl border border-white/12 bg-brand-950/50 px-3 py-2.5 text-sm sm:gap-3 sm:px-4 sm:py-3 text-white/85 transition hover:border-gold-400/60 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-500/10 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400"
          >
            <input
              type="checkbox"
              value={option.value}
              defaultChecked={values.offerTypes.includes(option.value)}
              className="peer sr-only"
              {...register('offerTypes')}
            />
            <span className="flex size-5 shrink-0 items-center justify-center rounded border border-white/30 text-brand-950 transition peer-checked:border-gold-400 peer-checked:bg-gold-400 [&>svg]:opacity-0 peer-checked:[&>svg]:opacity-100">
              <CheckIcon className="size-3.5" />
            </span>
            <span className="leading-snug">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={fieldId('offerTypes')} message={fieldError('offerTypes')} />
    </fieldset>
  );
}
