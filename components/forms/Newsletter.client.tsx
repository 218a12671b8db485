'use client';

import { useActionState, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { newsletterAction } from '@/lib/forms/actions';
import { blankFormState, SENT_ANCHORS } from '@/lib/forms/native-state';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  type ContactFieldLabels,
  type FormProps,
} from './ContactFields';
import { Checkbox, FormStatus, SentNotice, Spinner, primaryButtonClass } from './Field';
import { NEWSLETTER_MESSAGE_MS } from './constants';
import { preloadRecaptcha } from './recaptcha';
import { failureText, sendForm } from './send';

// The newsletter is on every page: no react-hook-form here, and the zod schema is fetched on the
// first interaction with the form, so a page that is only read loads neither.
const loadSchemas = () => import('@/lib/validation/schemas');

const fields = ['firstName', 'lastName', 'email', 'approvedKvkk'] as const;
type Field = (typeof fields)[number];
type Errors = Partial<Record<Field, string>>;

type Labels = Pick<
  ContactFieldLabels,
  'firstName' | 'lastName' | 'email' | 'emailPlaceholder' | 'required'
> & {
  form: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  /** The post may have gone through: sending again is safe. */
  timeout: string;
};

/** The messages of the form's own fields. */
function pick(messages: Record<string, string>): Errors {
  return Object.fromEntries(fields.filter((f) => messages[f]).map((f) => [f, messages[f]]));
}

function read(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    firstName: String(data.get('firstName') ?? ''),
    lastName: String(data.get('lastName') ?? ''),
    email: String(data.get('email') ?? ''),
    approvedKvkk: data.get('approvedKvkk') === 'on',
  };
}

export function NewsletterForm({
  locale,
  page,
  labels,
  errors: messages,
  consent,
  recaptchaSiteKey,
}: FormProps<Labels> & {
  /** The page the form is on: posted there before hydration or without scripts, and back to it. */
  page: string;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Sent by the browser itself (before hydration, or without scripts): the server's answer, drawn
  // again with what was typed (lib/forms/actions.ts).
  const [posted, formAction] = useActionState(newsletterAction, blankFormState, page);
  const [errors, setErrors] = useState<Errors>(() => pick(posted.errors));
  const [attempted, setAttempted] = useState(() => Object.keys(posted.errors).length > 0);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'failure'; text: string } | null>(() =>
    posted.message ? { tone: 'failure', text: posted.message } : null,
  );
  const typed = (field: Exclude<Field, 'approvedKvkk'>) => String(posted.values[field] ?? '');
  const firstRefused = fields.find((field) => posted.errors[field]);

  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const text = (key: string) => messages[key] ?? messages.invalid ?? key;

  async function check(form: HTMLFormElement): Promise<Errors | null> {
    const { validate } = await loadSchemas();
    const result = validate('newsletter', read(form));
    if (result.ok) return null;
    const found: Errors = {};
    for (const field of fields) {
      const key = result.errors[field];
      if (key) found[field] = text(key);
    }
    return found;
  }

  function focusFirst(form: HTMLFormElement, found: Errors) {
    const first = fields.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setAttempted(true);
    setStatus(null);
    let found: Errors | null;
    try {
      found = await check(form);
    } catch {
      // The validation code could not be fetched (connection lost): nothing is sent.
      setStatus({ tone: 'failure', text: labels.failure });
      return;
    }
    if (found) {
      setErrors(found);
      focusFirst(form, found);
      return;
    }
    setErrors({});
    setSending(true);
    const result = await sendForm('newsletter', read(form), { locale, recaptchaSiteKey });
    setSending(false);
    if (result.status === 'ok') {
      form.reset();
      setAttempted(false);
      setStatus({ tone: 'success', text: labels.success });
    } else if (result.status === 'invalid') {
      const fromServer: Errors = {};
      for (const field of fields)
        if (result.errors[field]) fromServer[field] = result.errors[field];
      setErrors(fromServer);
      focusFirst(form, fromServer);
      if (Object.keys(fromServer).length === 0)
        setStatus({ tone: 'failure', text: labels.failure });
    } else {
      setStatus({ tone: 'failure', text: failureText(result, labels) });
    }
  }

  // After a first submit, a field's message follows what is typed (as react-hook-form's onChange).
  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (!attempted) return;
    const name = (event.target as HTMLInputElement).name as Field;
    if (!fields.includes(name)) return;
    const found = (await check(event.currentTarget).catch(() => null)) ?? {};
    setErrors((current) => ({ ...current, [name]: found[name] }));
  }

  function warmUp() {
    void loadSchemas();
    void preloadRecaptcha(recaptchaSiteKey)?.catch(() => undefined);
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  return (
    <>
      <form
        ref={formRef}
        action={formAction}
        noValidate
        aria-label={labels.form}
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={warmUp}
        onPointerDown={warmUp}
        className="rounded-2xl border border-white/10 bg-brand-900/60 p-5 shadow-2xl shadow-black/30 backdrop-blur md:p-6"
      >
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="page" value={page} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FirstNameField
            id={fieldId('firstName')}
            name="firstName"
            labels={labels}
            error={errors.firstName}
            defaultValue={typed('firstName')}
            autoFocus={firstRefused === 'firstName'}
          />
          <LastNameField
            id={fieldId('lastName')}
            name="lastName"
            labels={labels}
            error={errors.lastName}
            defaultValue={typed('lastName')}
            autoFocus={firstRefused === 'lastName'}
          />
        </div>
        <EmailField
          id={fieldId('email')}
          name="email"
          labels={labels}
          error={errors.email}
          defaultValue={typed('email')}
          autoFocus={firstRefused === 'email'}
          className="mt-4"
        />
        {/* Consent before the button, in reading and tab order alike. */}
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <Checkbox
            id={fieldId('approvedKvkk')}
            name="approvedKvkk"
            label={consent}
            requiredLabel={labels.required}
            error={errors.approvedKvkk}
            defaultChecked={posted.values.approvedKvkk === true}
            autoFocus={firstRefused === 'approvedKvkk'}
            className="sm:flex-1"
          />
          <button
            type="submit"
            disabled={sending}
            className={`${primaryButtonClass} tap-target h-10 w-[180px] shrink-0 text-sm`}
          >
            {sending ? <Spinner /> : null}
            {sending ? labels.sending : labels.submit}
          </button>
        </div>
        <FormStatus status={status} focus={Boolean(posted.message)} className="mt-4 empty:mt-0" />
      </form>
      <SentNotice id={SENT_ANCHORS.newsletter} text={labels.success} className="mt-4" />
    </>
  );
}
