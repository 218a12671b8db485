import type { ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Brands } from '@/components/i18n/Brands';
import { formatDateBound } from '@/lib/events/format';
import { intlLocale } from '@/lib/i18n/locales';
import type { ProposalData, ProposalInput } from '@/lib/validation/schemas';
import { Checkbox } from '../Field';
import type { ProposalLabels } from './labels';
import { current, type Option, type StepFields } from './values';

type Options = { eventTypes: Option[]; guestCounts: Option[]; offerTypes: Option[] };

/** Step 4: what will be sent, each step's part with a way back to it, and the consent. */
export function ConfirmStep({
  labels,
  register,
  control,
  fieldError,
  fieldId,
  values,
  locale,
  options,
  consent,
  formId,
  onEdit,
}: StepFields & {
  locale: string;
  options: Options;
  consent: ReactNode;
  formId: string;
  onEdit: (step: number) => void;
}) {
  return (
    <>
      <Summary
        labels={labels}
        control={control}
        locale={locale}
        options={options}
        formId={formId}
        onEdit={onEdit}
      />
      <Checkbox
        id={fieldId('consent')}
        label={consent}
        requiredLabel={labels.required}
        error={fieldError('consent')}
        defaultChecked={values.consent}
        {...register('consent')}
      />
    </>
  );
}

function formatDay(iso: string, locale: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return formatDateBound(
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }),
    new Date(`${iso}T00:00:00Z`),
  );
}

function Summary({
  labels,
  control,
  locale,
  options: { eventTypes, guestCounts, offerTypes },
  formId,
  onEdit,
}: {
  labels: ProposalLabels;
  control: Control<ProposalInput, unknown, ProposalData>;
  locale: string;
  options: Options;
  formId: string;
  onEdit: (step: number) => void;
}) {
  const values = current(useWatch({ control }));
  const label = (options: Option[], value: string) =>
    options.find((option) => option.value === value)?.label ?? (value || labels.notSpecified);
  const offers = values.offerTypes
    .map((value) => offerTypes.find((option) => option.value === value)?.label)
    .filter(Boolean);
  const sections: { step: number; rows: [string, ReactNode][] }[] = [
    {
      step: 0,
      rows: [
        [labels.eventType, label(eventTypes, values.eventType)],
        [labels.guestCount, label(guestCounts, values.guestCount)],
        [
          labels.preferredDate,
          values.preferredDate ? formatDay(values.preferredDate, locale) : labels.notSpecified,
        ],
      ],
    },
    {
      step: 1,
      rows: [
        [
          labels.offerTypes,
          offers.length ? (
            <ul className="flex flex-wrap gap-2">
              {offers.map((offer) => (
                <li
                  key={offer}
                  className="rounded-full border border-gold-500/40 bg-gold-500/10 px-3 py-1 text-xs text-gold-200"
                >
                  {offer}
                </li>
              ))}
            </ul>
          ) : (
            labels.notSpecified
          ),
        ],
      ],
    },
    {
      step: 2,
      rows: [
        [labels.contactPerson, values.contactPerson || labels.notSpecified],
        [labels.companyName, values.companyName || labels.notSpecified],
        [labels.phoneNumber, values.phoneNumber || labels.notSpecified],
        [labels.email, values.email || labels.notSpecified],
        [labels.additionalNotes, values.additionalNotes || labels.notSpecified],
      ],
    },
  ];
  return (
    <section
      aria-label={labels.summaryTitle}
      className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-brand-950/50"
    >
      {sections.map((section) => (
        <div key={section.step} className="p-5 md:p-6">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h3 className="text-xs font-bold uppercase tracking-[0.2em] text-gold-400">
              <Brands>{labels.steps[section.step]}</Brands>
            </h3>
            <button
              type="submit"
              form={formId}
              name="intent"
              value={`step-${section.step}`}
              formNoValidate
              onClick={(event) => {
                event.preventDefault();
                onEdit(section.step);
              }}
              aria-label={labels.editStep[section.step]}
              className="rounded-full px-3 py-1.5 text-sm font-normal text-gold-300 underline-offset-4 hover:underline"
            >
              {labels.edit}
            </button>
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,12rem)_1fr]">
            {section.rows.map(([term, detail]) => (
              <div key={term} className="space-y-0.5 sm:contents">
                <dt className="text-sm text-white/55">{term}</dt>
                <dd className="whitespace-pre-line break-words text-sm text-white">{detail}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
