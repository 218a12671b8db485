'use client';

import { startTransition, useActionState, useEffect, useMemo, useState } from 'react';
import { proposalAction } from '@/lib/forms/actions';
import { blankFormState, typedOver, type NativeFormState } from '@/lib/forms/native-state';
import {
  DRAFT_KEY,
  emptyProposal,
  parseDraft,
  STEP_COUNT,
  type Draft,
} from '@/lib/forms/proposal-draft';
import { proposalSteps } from '@/lib/validation/proposal-steps';
import type { DateOrder } from '@/lib/validation/validators';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/layout/Icons';
import type { FormProps } from './ContactFields';
import { Spinner, primaryButtonClass, secondaryButtonClass } from './Field';
import { preloadRecaptcha } from './recaptcha';
import { ConfirmStep } from './proposal/ConfirmStep';
import { ContactStep } from './proposal/ContactStep';
import { EventStep } from './proposal/EventStep';
import { OffersStep } from './proposal/OffersStep';
import { Sent } from './proposal/Sent';
import { StepIndicator } from './proposal/StepIndicator';
import { resolver, useProposalWizard } from './proposal/useProposalWizard';
import type { ProposalLabels } from './proposal/labels';
import { current, type Option } from './proposal/values';

type WizardProps = FormProps<ProposalLabels> & {
  /** The proposal page: posted there before hydration or without scripts. */
  page: string;
  homeHref: string;
  eventTypes: Option[];
  guestCounts: Option[];
  offerTypes: Option[];
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
 *
 * Before hydration, or without scripts, the browser posts the form itself and the server leads
 * the way through the steps (lib/forms/actions.ts): the page comes back at the step to show, with
 * every value so far, and that answer wins over an older draft.
 */
export function ProposalWizard(props: WizardProps) {
  const [posted, formAction] = useActionState(proposalAction, blankFormState, props.page);
  // Read after hydration, in a transition: the form's re-render is sliced, not one long task.
  const [raw, setRaw] = useState<string | null | undefined>(undefined);
  useEffect(() => startTransition(() => setRaw(readStoredDraft())), []);
  const hydrated = raw !== undefined;
  const answered = posted.step !== undefined;
  const draft = answered ? answeredDraft(posted) : hydrated ? parseDraft(raw) : null;
  return (
    <WizardForm
      key={answered ? 'answered' : draft ? 'draft' : 'blank'}
      {...props}
      initial={draft}
      hydrated={hydrated}
      posted={posted}
      formAction={formAction}
    />
  );
}

/** The server's answer to a natively posted step, as the wizard's draft. */
function answeredDraft(posted: NativeFormState): Draft {
  return { step: posted.step ?? 0, values: typedOver(emptyProposal, posted.values) };
}

/**
 * What the visitor gave on the other steps, carried in the form while the browser posts it itself
 * (once hydrated, react-hook-form holds every step's values and the form never posts natively).
 */
function CarriedValues({ values, step }: { values: Draft['values']; step: number }) {
  const shown = new Set<string>(proposalSteps[step]);
  return Object.entries(values).flatMap(([name, value]) => {
    if (shown.has(name)) return [];
    const items = Array.isArray(value) ? value : value === true ? ['on'] : value ? [value] : [];
    return items.map((item) => (
      <input key={`${name}-${item}`} type="hidden" name={name} value={item} />
    ));
  });
}

/** One step at a time (components/forms/proposal/), the way between them and the outcome. */
function WizardForm(
  props: WizardProps & {
    initial: Draft | null;
    hydrated: boolean;
    posted: NativeFormState;
    formAction: (form: FormData) => void;
  },
) {
  const { locale, homeHref, labels, eventTypes, guestCounts, offerTypes, consent } = props;
  const { redirectTexts, dateOrder, recaptchaSiteKey, hydrated, initial, formAction } = props;
  const wizard = useProposalWizard(props);
  const { form, step, phase, failure, goTo, fieldError, fieldId, errorKey } = wizard;
  const { containerRef, headingRef, successHeadingRef } = wizard;
  const { register, focusField, focusHeading } = wizard;
  const { control } = form;
  const formId = `${fieldId('eventType')}-form`;

  // The step's fields, rebuilt only when the step, the phase or a message changes: react-hook-form
  // re-renders the whole form in a layout effect as it mounts (its `isReady`), which was a 25 ms
  // synchronous task at the end of hydration, and it re-renders it again on every change of state.
  const fields = useMemo(
    () => {
      const values = current(form.getValues());
      const shared = { labels, register, control, fieldError, fieldId, focusField, values };
      return (
        <div className="mt-8 space-y-8">
          {step === 0 ? (
            <EventStep
              {...shared}
              eventTypes={eventTypes}
              guestCounts={guestCounts}
              dateOrder={dateOrder}
            />
          ) : null}
          {step === 1 ? <OffersStep {...shared} offerTypes={offerTypes} /> : null}
          {step === 2 ? <ContactStep {...shared} /> : null}
          {step === 3 ? (
            <ConfirmStep
              {...shared}
              locale={locale}
              options={{ eventTypes, guestCounts, offerTypes }}
              consent={consent}
              formId={formId}
              onEdit={(index) => goTo(index)}
            />
          ) : null}
        </div>
      );
    },
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
      <Sent
        containerRef={containerRef}
        headingRef={successHeadingRef}
        labels={labels}
        homeHref={homeHref}
        redirectTexts={redirectTexts}
      />
    );
  }

  const submitting = phase === 'submitting';

  return (
    <div
      ref={containerRef}
      className="scroll-mt-28 rounded-3xl border border-white/10 bg-gradient-to-b from-brand-900/90 to-brand-950 p-5 shadow-2xl shadow-black/40 sm:p-8 md:p-10"
    >
      <StepIndicator labels={labels} step={step} formId={formId} onBack={(index) => goTo(index)} />
      <form
        id={formId}
        action={formAction}
        noValidate
        aria-label={labels.form}
        onSubmit={wizard.onSubmit}
        onFocus={() => {
          resolver.preload();
          void preloadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
        }}
        className="mt-8"
        data-ready={hydrated ? 'true' : undefined}
        data-step={step + 1}
      >
        {/* Enter in a field means Next (or Send): the first submit button is the form's default. */}
        <button
          type="submit"
          name="intent"
          value={step < STEP_COUNT - 1 ? 'next' : 'send'}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
        />
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="step" value={step} />
        {hydrated ? null : <CarriedValues values={initial?.values ?? emptyProposal} step={step} />}
        <h2
          ref={headingRef}
          tabIndex={-1}
          autoFocus={focusHeading}
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
              type="submit"
              name="intent"
              value="back"
              formNoValidate
              onClick={(event) => {
                event.preventDefault();
                goTo(step - 1);
              }}
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
            name="intent"
            value={step < STEP_COUNT - 1 ? 'next' : 'send'}
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
