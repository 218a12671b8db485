import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { withoutField, type NativeFormState } from '@/lib/forms/native-state';
import {
  clearDraft,
  emptyProposal,
  saveDraft,
  STEP_COUNT,
  type Draft,
} from '@/lib/forms/proposal-draft';
import { proposalSteps } from '@/lib/validation/proposal-steps';
import type { ProposalData, ProposalInput } from '@/lib/validation/schemas';
import { errorText } from '../errors';
import { lazyResolver } from '../lazy-resolver';
import { sendForm } from '../send';
import type { ProposalLabels } from './labels';
import { current, type FieldName } from './values';

// zod and the schema load on the form's first focus (or first validation), not with the page.
export const resolver = lazyResolver(() =>
  import('../proposal-resolver').then((module) => module.proposalResolver),
);

type Phase = 'editing' | 'submitting' | 'success' | 'error';

function stepOf(field: string): number {
  const index = proposalSteps.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index < 0 ? STEP_COUNT - 1 : index;
}

/**
 * The proposal wizard's state: the form (react-hook-form), the step, the phase of the post, the
 * tab's draft kept as the visitor types, and where focus goes after a step change.
 */
export function useProposalWizard({
  locale,
  labels,
  errors: messages,
  recaptchaSiteKey,
  initial,
  hydrated,
  posted,
}: {
  locale: string;
  labels: ProposalLabels;
  /** Forms.errors.* in the visitor's language, keyed by the schema's message keys. */
  errors: Record<string, string>;
  recaptchaSiteKey?: string;
  initial: Draft | null;
  hydrated: boolean;
  /** The server's answer to a step the browser posted itself (lib/forms/actions.ts). */
  posted: NativeFormState;
}) {
  const id = useId();
  const [step, setStep] = useState(initial?.step ?? 0);
  const [phase, setPhase] = useState<Phase>(posted.message ? 'error' : 'editing');
  const [failure, setFailure] = useState<string | null>(posted.message ?? null);
  // Messages the server gave a natively posted step: each goes once its field changes.
  const [serverErrors, setServerErrors] = useState(posted.errors);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  // After a step change: focus the new step's heading, or a field that needs attention.
  const pendingFocus = useRef<'heading' | FieldName | null>(null);
  // Fields a `Next` has checked: from then on their message follows what is typed.
  const checked = useRef(new Set<string>());

  const form = useForm<ProposalInput, unknown, ProposalData>({
    resolver,
    defaultValues: initial?.values ?? emptyProposal,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { trigger, setError, setFocus, getValues, subscribe, handleSubmit } = form;
  const { errors } = form.formState;

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
          if (!name) return;
          setServerErrors((shown) => withoutField(shown, name));
          if (checked.current.has(name)) void trigger(name as FieldName);
        },
      }),
    [subscribe, trigger],
  );

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') {
      headingRef.current?.focus({ preventScroll: true });
      const top = containerRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) containerRef.current?.scrollIntoView({ block: 'start' });
    } else {
      setFocus(target);
    }
  }, [step, setFocus]);

  useEffect(() => {
    if (phase === 'success') successHeadingRef.current?.focus();
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
    setServerErrors({});
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

  const fieldError = (name: FieldName) => errorText(errors[name], messages) ?? serverErrors[name];
  // A page the server drew for a posted step: focus goes to the first refused field, else to the
  // step's heading (the page then scrolls to the form, not its top).
  const answered = posted.step !== undefined;
  const focusField = answered
    ? (Object.keys(emptyProposal) as FieldName[]).find((name) => posted.errors[name])
    : undefined;
  const register = ((name, options) => ({
    ...form.register(name, options),
    ...(name === focusField ? { autoFocus: true } : {}),
  })) as UseFormRegister<ProposalInput>;
  const fieldId = (name: FieldName) => `${id}-${name}`;
  // The messages shown, as one string: `errors` is one object that react-hook-form updates in
  // place, so a memo of the step's fields keys on this instead.
  const errorKey = Object.keys(emptyProposal)
    .map((name) => fieldError(name as FieldName) ?? '')
    .join('\u0000');

  return {
    form,
    register,
    focusField,
    focusHeading: answered && !focusField && !posted.message,
    step,
    phase,
    failure,
    containerRef,
    headingRef,
    successHeadingRef,
    goTo,
    onSubmit,
    fieldError,
    fieldId,
    errorKey,
  };
}
