/**
 * The state of a form the browser posted itself (lib/forms/native.ts), as React's useActionState
 * keeps it: the server draws the form again from it, and the browser hydrates with it.
 */
export type NativeFormState = {
  /** What the visitor typed, by field: nothing is lost when a field is refused. */
  values: Record<string, string | string[] | boolean>;
  /** The message of each refused field, in the visitor's language. */
  errors: Record<string, string>;
  /** The form's own message (too many posts, the provider failed), in the visitor's language. */
  message?: string;
  /** The proposal's step (from 0), when the server leads the way through the steps. */
  step?: number;
};

/** A form as first drawn: nothing typed, nothing refused. */
export const blankFormState: NativeFormState = { values: {}, errors: {} };

/** Where the site sends a natively posted form once it was accepted (Post/Redirect/Get). */
export const SENT_ANCHORS = { newsletter: 'newsletter-sent', contact: 'contact-sent' } as const;

/**
 * A form's values after a native post: what was typed over the form's blank values, field by
 * field where the kinds agree (a hand-made post cannot put a list into a text box).
 */
export function typedOver<T extends Record<string, string | string[] | boolean>>(
  blank: T,
  values: NativeFormState['values'],
): T {
  const out: Record<string, string | string[] | boolean> = { ...blank };
  for (const [name, value] of Object.entries(values)) {
    if (!(name in blank)) continue;
    const expected = blank[name];
    if (Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected) {
      out[name] = value;
    }
  }
  return out as T;
}

/** The messages without one field's: it goes once the visitor changes that field. */
export function withoutField(errors: Record<string, string>, field: string) {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
