/**
 * Presentational pieces shared by the three forms (no state, no hooks): a labelled field whose
 * first error sits under it and is tied to it with aria-describedby.
 */
import type { ComponentProps, ReactNode } from 'react';

export function errorId(id: string) {
  return `${id}-error`;
}

export function hintId(id: string) {
  return `${id}-hint`;
}

/** aria-describedby of a field: its error first, then its hint. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function controlClass(invalid: boolean, extra = '') {
  return [
    'block w-full rounded-lg border bg-brand-950/70 px-4 py-3 text-base text-white shadow-inner shadow-black/20',
    'placeholder:text-white/35 transition-colors focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
    invalid
      ? 'border-danger/80 focus:border-danger'
      : 'border-white/15 hover:border-white/30 focus:border-gold-400',
    extra,
  ].join(' ');
}

function AlertIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className="mt-0.5 size-4 shrink-0"
    >
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-11.5a.75.75 0 0 0-1.5 0v4a.75.75 0 0 0 1.5 0v-4ZM10 14.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <AlertIcon />
      <span>{message}</span>
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={hintId(id)} className="mt-1.5 text-xs text-white/55">
      {hint}
    </p>
  );
}

export function RequiredMark({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-gold-400">
        *
      </span>
      <span className="sr-only"> ({label})</span>
    </>
  );
}

export function Label({
  htmlFor,
  children,
  required,
  requiredLabel,
  className = '',
}: {
  htmlFor: string;
  children: ReactNode;
  required?: boolean;
  requiredLabel: string;
  className?: string;
}) {
  return (
    <label
      htmlFor={htmlFor}
      className={`mb-1.5 block text-sm font-normal text-white/85 ${className}`}
    >
      {children}
      {required ? <RequiredMark label={requiredLabel} /> : null}
    </label>
  );
}

type TextFieldProps = {
  id: string;
  label: ReactNode;
  requiredLabel: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>;

/** A labelled input; `ref` (react-hook-form's register) reaches the input itself. */
export function TextField({
  id,
  label,
  requiredLabel,
  required,
  error,
  hint,
  className = '',
  labelClassName,
  ...input
}: TextFieldProps) {
  return (
    <div className={className}>
      <Label
        htmlFor={id}
        required={required}
        requiredLabel={requiredLabel}
        className={labelClassName}
      >
        {label}
      </Label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error))}
        {...input}
      />
      <FieldError id={id} message={error} />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

type TextAreaProps = {
  id: string;
  label: ReactNode;
  requiredLabel: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentProps<'textarea'>, 'id' | 'className'>;

export function TextArea({
  id,
  label,
  requiredLabel,
  required,
  error,
  hint,
  className = '',
  ...textarea
}: TextAreaProps) {
  return (
    <div className={className}>
      <Label htmlFor={id} required={required} requiredLabel={requiredLabel}>
        {label}
      </Label>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClass(Boolean(error), 'min-h-32 resize-y')}
        {...textarea}
      />
      <FieldError id={id} message={error} />
      <FieldHint id={id} hint={hint} />
    </div>
  );
}

type CheckboxProps = {
  id: string;
  label: ReactNode;
  requiredLabel?: string;
  error?: string;
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'>;

/** A consent checkbox: the label may hold a link (the privacy policy). */
export function Checkbox({
  id,
  label,
  requiredLabel,
  error,
  className = '',
  ...input
}: CheckboxProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        {/* Phones: the input itself is a 44 px target, transparent over a drawn 20 px box; from md
            on it is the native 20 px checkbox as before. */}
        <span className="relative -my-3 -ml-3 flex size-11 shrink-0 items-center justify-center md:m-0 md:block md:size-auto">
          <input
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-required={requiredLabel ? true : undefined}
            aria-describedby={describedBy(id, error)}
            className="peer absolute inset-0 size-full cursor-pointer opacity-0 md:static md:mt-0.5 md:size-5 md:rounded md:accent-gold-500 md:opacity-100"
            {...input}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none flex size-5 items-center justify-center rounded border-2 border-white/70 text-brand-950 peer-checked:border-gold-500 peer-checked:bg-gold-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400 peer-checked:[&>svg]:opacity-100 md:hidden [&>svg]:opacity-0"
          >
            <svg
              viewBox="0 0 16 16"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </span>
        <label htmlFor={id} className="cursor-pointer text-sm leading-relaxed text-white/75">
          {label}
          {requiredLabel ? <RequiredMark label={requiredLabel} /> : null}
        </label>
      </div>
      <div className="pl-11 md:pl-8">
        <FieldError id={id} message={error} />
      </div>
    </div>
  );
}

const toneClass = {
  success:
    'rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm font-normal text-success',
  failure:
    'rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-normal text-danger',
} as const;

/**
 * The form's answer: green on success, red on failure; an always-present live region. `focus`: the
 * page was drawn with this answer to a form the browser posted itself, so it is where the visitor
 * lands.
 */
export function FormStatus({
  status,
  focus = false,
  className = '',
}: {
  status: { tone: 'success' | 'failure'; text: string } | null;
  focus?: boolean;
  className?: string;
}) {
  return (
    <div aria-live="polite" aria-atomic="true" className={className}>
      {status ? (
        <p
          data-tone={status.tone}
          tabIndex={focus ? -1 : undefined}
          autoFocus={focus}
          className={toneClass[status.tone]}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The success message of a form the browser posted itself: the site answers it with a redirect to
 * `#id` (lib/forms/actions.ts), and CSS shows the message while it is the page's target, so the
 * page stays the same cached page for everyone.
 */
export function SentNotice({
  id,
  text,
  className = '',
}: {
  id: string;
  text: string;
  className?: string;
}) {
  return (
    <p
      id={id}
      role="status"
      tabIndex={-1}
      data-tone="success"
      className={`hidden scroll-mt-28 target:block ${toneClass.success} ${className}`}
    >
      {text}
    </p>
  );
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export const primaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-6 font-bold text-brand-950 shadow-lg shadow-gold-600/20 transition hover:from-gold-300 hover:to-gold-500 disabled:cursor-wait disabled:opacity-70';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-full border border-white/20 px-6 font-bold text-white/90 transition hover:border-gold-400 hover:text-gold-300';
