'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactAction } from '@/lib/forms/actions';
import { blankFormState, SENT_ANCHORS, typedOver, withoutField } from '@/lib/forms/native-state';
import { contactSchema, type ContactData, type ContactInput } from '@/lib/validation/schemas';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
  type ContactFieldLabels,
  type FormProps,
} from './ContactFields';
import { Checkbox, FormStatus, SentNotice, Spinner, TextArea, primaryButtonClass } from './Field';
import { errorText } from './errors';
import { preloadRecaptcha } from './recaptcha';
import { failureText, sendForm } from './send';

type Labels = ContactFieldLabels & {
  form: string;
  message: string;
  messagePlaceholder: string;
  submit: string;
  sending: string;
  success: string;
  failure: string;
  /** The post may have gone through: sending again is safe. */
  timeout: string;
};

const empty: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  message: '',
  approvedKvkk: false,
};

export function ContactFormClient({
  locale,
  page,
  labels,
  errors: messages,
  consent,
  recaptchaSiteKey,
}: FormProps<Labels> & {
  /** The contact page: posted there before hydration or without scripts. */
  page: string;
}) {
  // Sent by the browser itself (before hydration, or without scripts): the server's answer, drawn
  // again with what was typed (lib/forms/actions.ts).
  const [posted, formAction] = useActionState(contactAction, blankFormState, page);
  const typed = typedOver(empty, posted.values);
  const [serverErrors, setServerErrors] = useState(posted.errors);
  const [status, setStatus] = useState<{ tone: 'success' | 'failure'; text: string } | null>(() =>
    posted.message ? { tone: 'failure', text: posted.message } : null,
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
    defaultValues: typed,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onValid = async (data: ContactData) => {
    setStatus(null);
    setServerErrors({});
    const result = await sendForm('contact', data, { locale, recaptchaSiteKey });
    if (result.status === 'ok') {
      reset(empty);
      setStatus({ tone: 'success', text: labels.success });
      return;
    }
    if (result.status === 'invalid') {
      let first = true;
      for (const [field, message] of Object.entries(result.errors)) {
        if (!(field in empty)) continue;
        setError(field as keyof ContactInput, { type: 'server', message }, { shouldFocus: first });
        first = false;
      }
    }
    // Values stay as typed: the visitor can send again.
    setStatus({ tone: 'failure', text: failureText(result, labels) });
  };

  const fieldError = (name: keyof ContactInput) =>
    errorText(errors[name], messages) ?? serverErrors[name];
  const firstRefused = (Object.keys(empty) as (keyof ContactInput)[]).find((n) => posted.errors[n]);
  // A field's message from the server goes once the visitor changes the field.
  const field = (name: keyof ContactInput) => ({
    ...register(name, {
      onChange: () => setServerErrors((shown) => withoutField(shown, name)),
    }),
    autoFocus: firstRefused === name,
    // In the markup too: react-hook-form fills its fields only once hydrated.
    ...(name === 'approvedKvkk'
      ? { defaultChecked: typed.approvedKvkk }
      : { defaultValue: typed[name] }),
  });
  return (
    <>
      <form
        action={formAction}
        noValidate
        aria-label={labels.form}
        onSubmit={handleSubmit(onValid, () => setStatus(null))}
        onFocus={() => void preloadRecaptcha(recaptchaSiteKey)?.catch(() => undefined)}
        className="mt-8 grid gap-5 md:grid-cols-2"
      >
        <input type="hidden" name="locale" value={locale} />
        <FirstNameField
          id="contact-firstName"
          labels={labels}
          error={fieldError('firstName')}
          {...field('firstName')}
        />
        <LastNameField
          id="contact-lastName"
          labels={labels}
          error={fieldError('lastName')}
          {...field('lastName')}
        />
        <EmailField
          id="contact-email"
          labels={labels}
          error={fieldError('email')}
          {...field('email')}
        />
        <PhoneField
          id="contact-phoneNumber"
          labels={labels}
          error={fieldError('phoneNumber')}
          {...field('phoneNumber')}
        />
        <TextArea
          id="contact-message"
          label={labels.message}
          placeholder={labels.messagePlaceholder}
          required
          requiredLabel={labels.required}
          error={fieldError('message')}
          className="md:col-span-2"
          {...field('message')}
        />
        <Checkbox
          id="contact-approvedKvkk"
          label={consent}
          requiredLabel={labels.required}
          error={fieldError('approvedKvkk')}
          className="md:col-span-2"
          {...field('approvedKvkk')}
        />
        <div className="flex flex-col gap-4 md:col-span-2 md:flex-row md:items-center">
          <button
            type="submit"
            disabled={isSubmitting}
            className={`${primaryButtonClass} h-12 min-w-48`}
          >
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? labels.sending : labels.submit}
          </button>
          <FormStatus status={status} focus={Boolean(posted.message)} className="flex-1" />
        </div>
      </form>
      <SentNotice id={SENT_ANCHORS.contact} text={labels.success} className="mt-4" />
    </>
  );
}
