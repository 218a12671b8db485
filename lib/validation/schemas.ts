/**
 * One zod schema per form (docs/product.md §3 and §5, docs/decisions.md), used by react-hook-form
 * in the browser (`zodResolver`) and by the route handlers on the server. Messages are translation
 * keys under `Forms.errors`, translated where they are shown. Parsing is idempotent: a parsed value
 * parses again to itself, so the browser may send what it validated.
 */
// zod/mini: the same validation as classic zod at a fraction of the bytes the forms ship to browsers.
import * as z from 'zod/mini';
import { locales } from '@/lib/i18n/locales';
import { eventTypes, guestCounts, offerTypes, type OfferType } from './choices';
import {
  alpha,
  checkbox,
  email,
  firstFailure,
  futureDate,
  isErrorKey,
  maxLength,
  normalisePhone,
  oneOf,
  phone,
  required,
  type Check,
  type ErrorKey,
} from './validators';

const NAME_MAX = 80;
const SHORT_MAX = 160;
const LONG_MAX = 5000;

/** The first failing check of a value, as the field's one message. */
function checked(checks: readonly Check[]) {
  return z.superRefine<string>((value, ctx) => {
    const key = firstFailure(value, checks);
    if (key) ctx.addIssue({ code: 'custom', message: key, input: value });
  });
}

/** A text field: trimmed, then the checks in order; the first failure is the field's message. */
function text(checks: readonly Check[]) {
  return z.string({ error: 'required' }).check(z.trim(), checked(checks));
}

/** An optional text field: missing on the wire is the empty string. */
function optionalText(checks: readonly Check[]) {
  return z._default(z.string({ error: 'invalid' }).check(z.trim(), checked(checks)), '');
}

/** A choice among fixed values; an empty choice is "required". */
function choice<const T extends readonly string[]>(values: T) {
  return z.pipe(
    text([required, oneOf(values)]),
    z.transform((value: string) => value as T[number]),
  );
}

/** A phone number, sent in E.164 (`+905321234567`). */
function phoneField(check: Check) {
  return z.pipe(text([required, check]), z.transform(normalisePhone));
}

/** A consent checkbox: must be ticked. */
function ticked(key: 'consent' | 'newsletterConsent') {
  return z.boolean({ error: key }).check(z.refine((value) => checkbox(value, key) === null, key));
}

const name = () => text([required, maxLength(NAME_MAX), alpha]);
const emailField = () => text([required, maxLength(254), email]);

export const newsletterSchema = z.object({
  firstName: name(),
  lastName: name(),
  email: emailField(),
  approvedKvkk: ticked('newsletterConsent'),
});

export const contactSchema = z.object({
  firstName: name(),
  lastName: name(),
  email: emailField(),
  phoneNumber: phoneField(phone),
  message: text([required, maxLength(LONG_MAX)]),
  approvedKvkk: ticked('consent'),
});

export const proposalSchema = z.object({
  eventType: choice(eventTypes),
  guestCount: choice(guestCounts),
  // Checked when parsed, so "today" is the visitor's submit day in Istanbul, not the module's load day.
  preferredDate: text([required, (value) => futureDate(value)]),
  offerTypes: z.pipe(
    z._default(
      z.array(z.string({ error: 'option' }), { error: 'option' }).check(
        z.superRefine((values, ctx) => {
          const known = values.every((value) => (offerTypes as readonly string[]).includes(value));
          if (!known || new Set(values).size !== values.length) {
            ctx.addIssue({ code: 'custom', message: 'option', input: values });
          }
        }),
      ),
      [],
    ),
    z.transform((values: string[]) => values as OfferType[]),
  ),
  contactPerson: text([required, maxLength(NAME_MAX * 2), alpha]),
  companyName: text([required, maxLength(SHORT_MAX)]),
  phoneNumber: phoneField(phone),
  email: emailField(),
  additionalNotes: optionalText([maxLength(LONG_MAX)]),
  consent: ticked('consent'),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterData = z.output<typeof newsletterSchema>;
export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
export type ProposalInput = z.input<typeof proposalSchema>;
export type ProposalData = z.output<typeof proposalSchema>;

export const formSchemas = {
  newsletter: newsletterSchema,
  contact: contactSchema,
  proposal: proposalSchema,
} as const;
export type FormKind = keyof typeof formSchemas;
export const formKinds = Object.keys(formSchemas) as FormKind[];

/** What the browser sends besides the form: its language and, when configured, a reCAPTCHA token. */
export const envelopeSchema = z.object({
  locale: z.enum(locales, { error: 'locale' }),
  recaptchaToken: z.optional(z.string().check(z.maxLength(4000))),
});

type Issues = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };

/** The first message key per field (the one shown under it), in the schema's field order. */
export function firstErrors(error: Issues): Record<string, ErrorKey> {
  const out: Record<string, ErrorKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in out) continue;
    out[field] = isErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return out;
}

/** Validates one form's values; the first message key per field when invalid. */
export function validate<K extends FormKind>(
  kind: K,
  values: unknown,
):
  | { ok: true; data: z.output<(typeof formSchemas)[K]> }
  | { ok: false; errors: Record<string, ErrorKey> } {
  const result = formSchemas[kind].safeParse(values);
  return result.success
    ? { ok: true, data: result.data as z.output<(typeof formSchemas)[K]> }
    : { ok: false, errors: firstErrors(result.error) };
}
