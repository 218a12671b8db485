import { Controller } from 'react-hook-form';
import type { DateOrder } from '@/lib/validation/validators';
import { DateField } from '../DateField.client';
import { EventTypeIcon } from '../EventTypeIcon';
import { FieldError, RequiredMark, errorId } from '../Field';
import { CheckIcon } from './CheckIcon';
import type { Option, StepFields } from './values';

/** Step 1: the kind of event (cards), the number of guests (pills) and the preferred date. */
export function EventStep({
  labels,
  register,
  control,
  fieldError,
  fieldId,
  focusField,
  values,
  eventTypes,
  guestCounts,
  dateOrder,
}: StepFields & {
  eventTypes: Option[];
  guestCounts: Option[];
  dateOrder: DateOrder;
}) {
  return (
    <>
      <fieldset>
        <legend className="mb-3 text-sm font-normal text-white/85">
          {labels.eventType}
          <RequiredMark label={labels.required} />
        </legend>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {eventTypes.map((option) => (
            <label
              key={option.value}
              className={`group relative flex min-h-28 cursor-pointer flex-col justify-between gap-3 rounded-xl border bg-brand-950/50 p-4 transition hover:border-gold-400/60 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-500/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400 ${fieldError('eventType') ? 'border-danger/70' : 'border-white/12'}`}
            >
              <input
                type="radio"
                value={option.value}
                defaultChecked={values.eventType === option.value}
                className="peer sr-only"
                aria-describedby={
                  fieldError('eventType') ? errorId(fieldId('eventType')) : undefined
                }
                {...register('eventType')}
              />
              <EventTypeIcon
                type={option.value}
                className="size-7 text-gold-400/80 transition group-has-[:checked]:text-gold-300"
              />
              <span className="text-sm font-normal leading-snug text-white/90">{option.label}</span>
              <span className="absolute right-3 top-3 hidden size-5 items-center justify-center rounded-full bg-gold-400 text-brand-950 peer-checked:flex">
                <CheckIcon className="size-3.5" />
              </span>
            </label>
          ))}
        </div>
        <FieldError id={fieldId('eventType')} message={fieldError('eventType')} />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-sm font-normal text-white/85">
          {labels.guestCount}
          <RequiredMark label={labels.required} />
        </legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {guestCounts.map((option) => (
            <label
              key={option.value}
              className={`flex h-12 cursor-pointer items-center justify-center rounded-full border bg-brand-950/50 px-2 text-sm font-normal tabular-nums text-white/85 transition hover:border-gold-400/60 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400 has-[:checked]:text-brand-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400 ${fieldError('guestCount') ? 'border-danger/70' : 'border-white/15'}`}
            >
              <input
                type="radio"
                value={option.value}
                defaultChecked={values.guestCount === option.value}
                className="sr-only"
                aria-describedby={
                  fieldError('guestCount') ? errorId(fieldId('guestCount')) : undefined
                }
                {...register('guestCount')}
              />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id={fieldId('guestCount')} message={fieldError('guestCount')} />
      </fieldset>

      <div className="max-w-sm">
        <Controller
          control={control}
          name="preferredDate"
          render={({ field }) => (
            <DateField
              id={fieldId('preferredDate')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              order={dateOrder}
              label={labels.preferredDate}
              placeholder={labels.datePlaceholder}
              hint={labels.dateHint}
              calendarLabel={labels.openCalendar}
              requiredLabel={labels.required}
              error={fieldError('preferredDate')}
              autoFocus={focusField === 'preferredDate'}
            />
          )}
        />
      </div>
    </>
  );
}
