/**
 * The contact fields the forms share (the contact form, the proposal wizard, the newsletter): one
 * place for each field's input type, keyboard, autofill and placeholder. Each form passes its own
 * labels (translated from its own namespace), id, error and input props (react-hook-form's
 * `register`, or a plain `name`).
 */
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from './Field';

/** What the browser half of a form gets from its server half. */
export type FormProps<Labels> = {
  locale: string;
  recaptchaSiteKey?: string;
  labels: Labels;
  /** Forms.errors.* in the visitor's language, keyed by the schema's message keys. */
  errors: Record<string, string>;
  /** The consent text, its privacy link included. */
  consent: ReactNode;
};

export type ContactFieldLabels = {
  firstName: string;
  lastName: string;
  email: string;
  emailPlaceholder: string;
  phoneNumber: string;
  phonePlaceholder: string;
  phoneHint: string;
  /** The required mark's text for screen readers. */
  required: string;
};

type FieldProps<L extends keyof ContactFieldLabels> = {
  id: string;
  labels: Pick<ContactFieldLabels, L | 'required'>;
  error?: string;
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>;

export function FirstNameField({ labels, ...field }: FieldProps<'firstName'>) {
  return (
    <TextField
      label={labels.firstName}
      required
      requiredLabel={labels.required}
      autoComplete="given-name"
      {...field}
    />
  );
}

export function LastNameField({ labels, ...field }: FieldProps<'lastName'>) {
  return (
    <TextField
      label={labels.lastName}
      required
      requiredLabel={labels.required}
      autoComplete="family-name"
      {...field}
    />
  );
}

export function EmailField({ labels, ...field }: FieldProps<'email' | 'emailPlaceholder'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      label={labels.email}
      placeholder={labels.emailPlaceholder}
      required
      requiredLabel={labels.required}
      autoComplete="email"
      {...field}
    />
  );
}

export function PhoneField({
  labels,
  ...field
}: FieldProps<'phoneNumber' | 'phonePlaceholder' | 'phoneHint'>) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      label={labels.phoneNumber}
      placeholder={labels.phonePlaceholder}
      hint={labels.phoneHint}
      required
      requiredLabel={labels.required}
      autoComplete="tel"
      {...field}
    />
  );
}
