'use client';

import {
  startTransition,
  useEffect,
  useMemo,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  clearDraft,
  DRAFT_KEY,
  emptyProposal,
  parseDraft,
  saveDraft,
  STEP_COUNT,
  type Draft,
  type ProposalValues,
} from '@/lib/forms/proposal-draft';
import { formatDateBound } from '@/lib/events/format';
import { intlLocale } from '@/lib/i18n/locales';
import { proposalSteps } from '@/lib/validation/proposal-steps';
import type { ProposalData, ProposalInput } from '@/lib/validation/schemas';
import type { DateOrder } from '@/lib/validation/validators';
import { errorText } from './errors';
import { Countdown } from './Countdown.client';
import { DateField } from './DateField.client';
import {
  Checkbox,
  FieldError,
  Spinner,
  TextArea,
  TextField,
  errorId,
  primaryButtonClass,
  secondaryButtonClass,
  RequiredMark,
} from './Field';
import { preloadRecaptcha } from './recaptcha';
import { sendForm } from './send';
import { EventTypeIcon } from './EventTypeIcon';
import { lazyResolver } from './lazy-resolver';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/layout/Icons';
import { Brands } from '@/components/i18n/Brands';

// zod and the schema load on the form's first focus (or first validation), not with the page.
const resolver = lazyResolver(() =>
  import('./proposal-resolver').then((module) => module.proposalResolver),
);

type Option = { value: string; label: string };
type FieldName = keyof ProposalValues;

export type ProposalLabels = {
  form: string;
  progress: string;
  stepOf: string[];
  completed: string;
  steps: string[];
  stepIntro: string[];
  requiredNote: string;
  required: string;
  eventType: string;
  guestCount: string;
  preferredDate: string;
  datePlaceholder: string;
  dateHint: string;
  openCalendar: string;
  offerTypes: string;
  offerTypesHint: string;
  contactPerson: string;
  companyName: string;
  phoneNumber: string;
  phonePlaceholder: string;
  phoneHint: string;
  email: string;
  emailPlaceholder: string;
  additionalNotes: string;
  additionalNotesPlaceholder: string;
  summaryTitle: string;
  edit: string;
  editStep: string[];
  notSpecified: string;
  previous: string;
  next: string;
  submit: string;
  submitting: string;
  success: string;
  failure: string;
  /** The post may have gone through: sending again is safe. */
  timeout: string;
  retry: string;
  goHome: string;
};

type Phase = 'editing' | 'submitting' | 'success' | 'error';

function formatDay(iso: string, locale: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  return formatDateBound(
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }),
    new Date(`${iso}T00:00:00Z`),
  );
}

/** The form's values with every field present (the form starts from emptyProposal). */
function current(values: Partial<ProposalInput>): ProposalValues {
  return {
    ...emptyProposal,
    ...values,
    offerTypes: values.offerTypes ?? [],
    additionalNotes: values.additionalNotes ?? '',
  };
}

function stepOf(field: string): number {
  const index = proposalSteps.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index < 0 ? STEP_COUNT - 1 : index;
}

function CheckIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

function StepIndicator({
  labels,
  step,
  onBack,
}: {
  labels: ProposalLabels;
  step: number;
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
                  type="button"
                  onClick={() => onBack(index)}
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

type WizardProps = {
  locale: string;
  recaptchaSiteKey?: string;
  homeHref: string;
  labels: ProposalLabels;
  eventTypes: Option[];
  guestCounts: Option[];
  offerTypes: Option[];
  errors: Record<string, string>;
  consent: ReactNode;
  redirectTexts: string[];
  dateOrder: DateOrder;
};

function readStoredDraft(): string | null {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY);
  } catch {
    return null;
  }
}

/**
 * The four-step proposal request. The tab's draft (session storage) is read once the page is
 * hydrated: the server and the first render show step 1 empty, then, if there is a draft, the form
 * starts again from it, so a reload or the back button never loses what was typed. Without a
 * draft the hydrated form stays as it is (rebuilding it costs a 50 ms task on a phone).
 */
export function ProposalWizard(props: WizardProps) {
  // Read after hydration, in a transition: the form's re-render is sliced, not one long task.
  const [raw, setRaw] = useState<string | null | undefined>(undefined);
  useEffect(() => startTransition(() => setRaw(readStoredDraft())), []);
  const hydrated = raw !== undefined;
  const draft = hydrated ? parseDraft(raw) : null;
  return (
    <WizardForm key={draft ? 'draft' : 'blank'} {...props} initial={draft} hydrated={hydrated} />
  );
}

function WizardForm({
  locale,
  homeHref,
  labels,
  eventTypes,
  guestCounts,
  offerTypes,
  errors: messages,
  consent,
  redirectTexts,
  dateOrder,
  recaptchaSiteKey,
  initial,
  hydrated,
}: WizardProps & { initial: Draft | null; hydrated: boolean }) {
  const id = useId();
  const [step, setStep] = useState(initial?.step ?? 0);
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  // After a step change: focus the new step's heading, or a field that needs attention.
  const pendingFocus = useRef<'heading' | FieldName | null>(null);
  // Fields a `Next` has checked: from then on their message follows what is typed.
  const checked = useRef(new Set<string>());

  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    setFocus,
    getValues,
    subscribe,
    formState: { errors },
  } = useForm<ProposalInput, unknown, ProposalData>({
    resolver,
    defaultValues: initial?.values ?? emptyProposal,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  // Keep the draft as the visitor types and moves between steps.
  useEffect(() => {
    if (!hydrated || phase === 'success') return;
    const storage = window.sessionStorage;
    saveDraft(storage, { step, values: current(getValues()) });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(storage, { step, values: current(values) }),
    });
  }, [hydrated, step, phase, subscribe, getValues]);

  // Sent: forget the draft once the subscription above is gone (the form's last notifications at
  // the end of the submit would otherwise write it back).
  useEffect(() => {
    if (phase === 'success') clearDraft(window.sessionStorage);
  }, [phase]);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name && checked.current.has(name)) void trigger(name as FieldName);
        },
      }),
    [subscribe, trigger],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') {
      heading.current?.focus({ preventScroll: true });
      const top = container.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) container.current?.scrollIntoView({ block: 'start' });
    } else {
      setFocus(target);
    }
  }, [step, setFocus]);

  useEffect(() => {
    if (phase === 'success') successHeading.current?.focus();
  }, [phase]);

  function goTo(next: number, focus: 'heading' | FieldName = 'heading') {
    pendingFocus.current = focus;
    setFailure(null);
    if (phase === 'error') setPhase('editing');
    setStep(next);
  }

  async function next() {
    for (const field of proposalSteps[step]!) checked.current.add(field);
    const valid = await trigger([...proposalSteps[step]!], { shouldFocus: true });
    if (valid) goTo(Math.min(step + 1, STEP_COUNT - 1));
  }

  function showErrorsFrom(fields: string[]) {
    const first = fields.sort((a, b) => stepOf(a) - stepOf(b))[0];
    if (!first) return;
    const target = stepOf(first);
    if (target === step) setFocus(first as FieldName);
    else goTo(target, first as FieldName);
  }

  async function send(data: ProposalData) {
    setPhase('submitting');
    setFailure(null);
    const result = await sendForm('proposal', data, { locale, recaptchaSiteKey });
    if (result.status === 'ok') {
      setPhase('success');
      return;
    }
    if (result.status === 'invalid') {
      const fields = Object.keys(result.errors).filter((field) => field in emptyProposal);
      for (const field of fields) {
        setError(field as FieldName, { type: 'server', message: result.errors[field] });
      }
      setPhase('editing');
      showErrorsFrom(fields);
      return;
    }
    setFailure(
      result.status === 'failed' && result.uncertain
        ? labels.timeout
        : result.status === 'rate-limited' && result.message
          ? result.message
          : labels.failure,
    );
    setPhase('error');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'submitting') return;
    if (step < STEP_COUNT - 1) void next();
    else void handleSubmit(send, (found) => showErrorsFrom(Object.keys(found)))(event);
  }

  const fieldError = (name: FieldName) => errorText(errors[name], messages);
  const fieldId = (name: FieldName) => `${id}-${name}`;

  const groupError = (name: FieldName) => fieldError(name);
  // The step's fields, rebuilt only when the step, the phase or a message changes: react-hook-form
  // re-renders the whole form in a layout effect as it mounts (its `isReady`), which was a 25 ms
  // synchronous task at the end of hydration, and it re-renders it again on every change of state.
  // (`errors` is one object that react-hook-form updates in place: its messages are the key.)
  const errorKey = Object.keys(emptyProposal)
    .map((name) => fieldError(name as FieldName) ?? '')
    .join('\u0000');
  const fields = useMemo(
    () => (
      <div className="mt-8 space-y-8">
        {step === 0 ? (
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
                    className={`group relative flex min-h-28 cursor-pointer flex-col justify-between gap-3 rounded-xl border bg-brand-950/50 p-4 transition hover:border-gold-400/60 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-500/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400 ${groupError('eventType') ? 'border-danger/70' : 'border-white/12'}`}
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="peer sr-only"
                      aria-describedby={
                        groupError('eventType') ? errorId(fieldId('eventType')) : undefined
                      }
                      {...register('eventType')}
                    />
                    <EventTypeIcon
                      type={option.value}
                      className="size-7 text-gold-400/80 transition group-has-[:checked]:text-gold-300"
                    />
                    <span className="text-sm font-normal leading-snug text-white/90">
                      {option.label}
                    </span>
                    <span className="absolute right-3 top-3 hidden size-5 items-center justify-center rounded-full bg-gold-400 text-brand-950 peer-checked:flex">
                      <CheckIcon className="size-3.5" />
                    </span>
                  </label>
                ))}
              </div>
              <FieldError id={fieldId('eventType')} message={groupError('eventType')} />
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
                    className={`flex h-12 cursor-pointer items-center justify-center rounded-full border bg-brand-950/50 px-2 text-sm font-normal tabular-nums text-white/85 transition hover:border-gold-400/60 has-[:checked]:border-gold-400 has-[:checked]:bg-gold-400 has-[:checked]:text-brand-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-400 ${groupError('guestCount') ? 'border-danger/70' : 'border-white/15'}`}
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="sr-only"
                      aria-describedby={
                        groupError('guestCount') ? errorId(fieldId('guestCount')) : undefined
                      }
                      {...register('guestCount')}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              <FieldError id={fieldId('guestCount')} message={groupError('guestCount')} />
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
                  />
                )}
              />
            </div>
          </>
        ) : null}

        {step === 1 ? (
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
        ) : null}

        {step === 2 ? (
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              id={fieldId('contactPerson')}
              label={labels.contactPerson}
              required
              requiredLabel={labels.required}
              autoComplete="name"
              error={fieldError('contactPerson')}
              {...register('contactPerson')}
            />
            <TextField
              id={fieldId('companyName')}
              label={labels.companyName}
              required
              requiredLabel={labels.required}
              autoComplete="organization"
              error={fieldError('companyName')}
              {...register('companyName')}
            />
            <TextField
              id={fieldId('phoneNumber')}
              type="tel"
              inputMode="tel"
              label={labels.phoneNumber}
              placeholder={labels.phonePlaceholder}
              hint={labels.phoneHint}
              required
              requiredLabel={labels.required}
              autoComplete="tel"
              error={fieldError('phoneNumber')}
              {...register('phoneNumber')}
            />
            <TextField
              id={fieldId('email')}
              type="email"
              inputMode="email"
              label={labels.email}
              placeholder={labels.emailPlaceholder}
              required
              requiredLabel={labels.required}
              autoComplete="email"
              error={fieldError('email')}
              {...register('email')}
            />
            <TextArea
              id={fieldId('additionalNotes')}
              label={labels.additionalNotes}
              placeholder={labels.additionalNotesPlaceholder}
              requiredLabel={labels.required}
              error={fieldError('additionalNotes')}
              className="md:col-span-2"
              {...register('additionalNotes')}
            />
          </div>
        ) : null}

        {step === 3 ? (
          <>
            <Summary
              labels={labels}
              control={control}
              locale={locale}
              eventTypes={eventTypes}
              guestCounts={guestCounts}
              offerTypes={offerTypes}
              onEdit={(index) => goTo(index)}
            />
            <Checkbox
              id={fieldId('consent')}
              label={consent}
              requiredLabel={labels.required}
              error={fieldError('consent')}
              {...register('consent')}
            />
          </>
        ) : null}
      </div>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: errorKey stands for errors
    [
      step,
      phase,
      errorKey,
      labels,
      eventTypes,
      guestCounts,
      offerTypes,
      consent,
      locale,
      dateOrder,
    ],
  );

  if (phase === 'success') {
    return (
      <div
        ref={container}
        className="scroll-mt-28 rounded-3xl border border-gold-500/30 bg-gradient-to-b from-brand-900 to-brand-950 px-6 py-14 text-center shadow-2xl shadow-black/40 md:px-12"
      >
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-success/15 text-success ring-1 ring-success/40">
          <CheckIcon className="size-8" />
        </span>
        <h2
          ref={successHeading}
          tabIndex={-1}
          className="mx-auto mt-6 max-w-xl font-display text-2xl text-white focus:outline-none md:text-3xl"
        >
          {labels.success}
        </h2>
        <Countdown href={homeHref} texts={redirectTexts} className="mt-4 text-white/70" />
        <a href={homeHref} className={`${secondaryButtonClass} mt-8 h-11 text-sm`}>
          {labels.goHome}
        </a>
      </div>
    );
  }

  const submitting = phase === 'submitting';

  return (
    <div
      ref={container}
      className="scroll-mt-28 rounded-3xl border border-white/10 bg-gradient-to-b from-brand-900/90 to-brand-950 p-5 shadow-2xl shadow-black/40 sm:p-8 md:p-10"
    >
      <StepIndicator labels={labels} step={step} onBack={(index) => goTo(index)} />
      <form
        noValidate
        aria-label={labels.form}
        onSubmit={onSubmit}
        onFocus={() => {
          resolver.preload();
          void preloadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
        }}
        className="mt-8"
        data-ready={hydrated ? 'true' : undefined}
        data-step={step + 1}
      >
        <h2
          ref={heading}
          tabIndex={-1}
          className="font-display text-2xl text-white focus:outline-none md:text-3xl"
        >
          {labels.steps[step]}
        </h2>
        <p className="mt-2 text-white/65">{labels.stepIntro[step]}</p>
        {step === 0 || step === 2 ? (
          <p className="mt-1 text-xs text-white/45">{labels.requiredNote}</p>
        ) : null}

        {fields}

        {phase === 'error' && failure ? (
          <div
            role="alert"
            className="mt-8 flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/10 px-5 py-4 text-danger sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="text-sm font-normal">{failure}</p>
            <button
              type="submit"
              className="inline-flex h-10 shrink-0 items-center justify-center rounded-full border border-danger/60 px-5 text-sm font-bold text-danger transition hover:bg-danger/15"
            >
              {labels.retry}
            </button>
          </div>
        ) : null}

        <div className="mt-10 flex flex-col-reverse gap-3 border-t border-white/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => goTo(step - 1)}
              disabled={submitting}
              className={`${secondaryButtonClass} h-12 sm:min-w-36`}
            >
              <ArrowLeftIcon />
              {labels.previous}
            </button>
          ) : (
            <span className="hidden sm:block" />
          )}
          <button
            type="submit"
            disabled={submitting}
            className={`${primaryButtonClass} h-12 sm:min-w-44`}
          >
            {submitting ? <Spinner /> : null}
            {step < STEP_COUNT - 1 ? labels.next : submitting ? labels.submitting : labels.submit}
            {step < STEP_COUNT - 1 ? <ArrowRightIcon /> : null}
          </button>
        </div>
      </form>
    </div>
  );
}

function Summary({
  labels,
  control,
  locale,
  eventTypes,
  guestCounts,
  offerTypes,
  onEdit,
}: {
  labels: ProposalLabels;
  control: Control<ProposalInput, unknown, ProposalData>;
  locale: string;
  eventTypes: Option[];
  guestCounts: Option[];
  offerTypes: Option[];
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
              type="button"
              onClick={() => onEdit(section.step)}
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
