import { z } from 'zod';
import { isInternalPath } from '../lib/secrets';
import { eventTypes, guestCounts, offerTypes } from '../lib/validation/choices';
import { isCalendarDay, isIsoWithOffset } from './dates';
import { EVENT_STATUSES, LOCALES, PROPERTY_ID } from './types';

const REQUIRED = 'This field is required.';

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function requiredText(max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? REQUIRED : 'Must be text.') })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: `Must be at most ${max} characters.` });
}

function optionalText(max: number) {
  return z
    .string({ error: 'Must be text.' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value ?? '');
}

const email = requiredText(254).pipe(z.email({ error: 'Enter a valid e-mail address.' }));

const PHONE_CHARS = /^[0-9 +()-]{8,20}$/;
/** Stored in E.164: separators dropped, a Turkish mobile typed as 5XXXXXXXXX gets +90. */
const phone = requiredText(20)
  .refine((value) => PHONE_CHARS.test(value) && /^\d{8,15}$/.test(value.replace(/\D/g, '')), {
    error: 'Enter a valid phone number.',
  })
  .transform((value) => {
    const digits = value.replace(/\D/g, '');
    if (value.trim().startsWith('+')) return `+${digits}`;
    return /^5\d{9}$/.test(digits) ? `+90${digits}` : digits;
  });

const consent = z.literal(true, { error: 'You must accept the Privacy Policy.' });
const propertyId = z.literal(PROPERTY_ID, { error: `propertyId must be ${PROPERTY_ID}.` });
const localeValue = z.enum(LOCALES, { error: `Must be one of ${LOCALES.join(', ')}.` });
const locale = localeValue.default('en');

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (isMissing(issue.input) ? REQUIRED : `Must be one of ${values.join(', ')}.`),
  });
}

const body = { error: 'Expected a JSON object.' };

export const newsletterSchema = z.object(
  {
    firstName: requiredText(80),
    lastName: requiredText(80),
    email,
    propertyId,
    approvedKvkk: consent,
    locale: localeValue.optional(),
  },
  body,
);

export const contactSchema = z.object(
  {
    firstName: requiredText(80),
    lastName: requiredText(80),
    email,
    phoneNumber: phone,
    message: requiredText(5000),
    propertyId,
    approvedKvkk: consent,
    locale,
  },
  body,
);

export const proposalSchema = z.object(
  {
    eventType: oneOf(eventTypes),
    guestCount: oneOf(guestCounts),
    preferredDate: requiredText(10).refine(isCalendarDay, { error: 'Use the format YYYY-MM-DD.' }),
    offerTypes: z
      .array(oneOf(offerTypes), { error: 'Must be a list.' })
      .max(offerTypes.length)
      .nullish()
      .transform((values) => [...new Set(values ?? [])]),
    contactPerson: requiredText(120),
    companyName: requiredText(160),
    phoneNumber: phone,
    email,
    additionalNotes: optionalText(5000),
    consent,
    propertyId,
    locale,
  },
  body,
);

export const formSchemas = {
  newsletter: newsletterSchema,
  contact: contactSchema,
  proposal: proposalSchema,
} as const;

/** Field order of each form, used by the CSV export. */
export const formFields = {
  newsletter: Object.keys(newsletterSchema.shape),
  contact: Object.keys(contactSchema.shape),
  proposal: Object.keys(proposalSchema.shape),
} as const;

/** One message per top-level field, the first issue wins; issues on the body itself use `body`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

// Editor admin API: what a draft may change. Unknown keys (id, url, locale, hrefLangs) are dropped.

const link = z.url({ protocol: /^https?$/, error: 'Must be an http(s) address.' });

// What a terminal, a calendar file or a layout acts on instead of showing: C0 and C1 controls, DEL
// and the line and paragraph separators. Text of several lines keeps its line breaks and tabs.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROLS_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const NO_CONTROLS = { error: 'Must not contain control characters.' };
const line = z.string().refine((value) => !CONTROLS.test(value), NO_CONTROLS);
const lines = z.string().refine((value) => !CONTROLS_BUT_BREAKS.test(value), NO_CONTROLS);

/** A page of this site (`/media/a.jpg`, `/tr/hakkimizda`): no scheme, no `//`, `\\` or `..` segment. */
function isSitePath(value: string): boolean {
  return (
    isInternalPath(value) &&
    !CONTROLS.test(value) &&
    !value
      .split(/[?#]/)[0]!
      .split('/')
      .some((segment) => segment === '..' || segment === '.')
  );
}

/** Where an image or a link may point: an http(s) address or a path on this site. */
const siteOrWebUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine((value) => isSitePath(value) || link.safeParse(value).success, {
    error: 'Must be an http(s) address or a path on this site.',
  });

const fileSchema = z.object({
  sourceUrl: siteOrWebUrl,
  alt: line.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  mimeType: line.optional(),
});

const slideSchema = z.object({
  id: z.number().int(),
  type: z.enum(['IMAGE', 'VIDEO']),
  title: line.optional(),
  description: lines.optional(),
  file: fileSchema,
  mobileFile: fileSchema.optional(),
  poster: fileSchema.optional(),
});

const shortText = line.trim().min(1).max(300);

export const pagePatchSchema = z
  .object(
    {
      title: shortText,
      options: z.array(
        z.object({
          key: line.min(1),
          value: lines.nullable().default(null),
          file: fileSchema.nullable().default(null),
        }),
      ),
      sliders: z.array(z.object({ key: line.min(1), slides: z.array(slideSchema) })),
      contents: z.array(
        z.object({
          key: line.min(1),
          title: line.default(''),
          subtitle: line.default(''),
          body: lines.max(200_000).default(''),
          file: fileSchema.nullable().default(null),
        }),
      ),
      metas: z.array(
        z.union([
          z.object({ name: line.min(1), content: lines }),
          z.object({ property: line.min(1), content: lines }),
        ]),
      ),
      heroSlides: z.array(slideSchema),
      breadcrumbs: z.array(z.object({ text: line.min(1), url: siteOrWebUrl })),
    },
    body,
  )
  .partial();

const isoDate = z
  .string()
  .refine(isIsoWithOffset, { error: 'Pick a date and a time (ISO 8601 with an offset).' });

export const eventPatchSchema = z
  .object(
    {
      status: z.enum(EVENT_STATUSES),
      startDate: isoDate,
      endDate: isoDate.nullable(),
      doorsOpen: isoDate.nullable(),
      comingSoon: z.boolean(),
      image: fileSchema,
      ticketUrl: link,
      performer: z
        .object({
          type: z.enum(['Person', 'PerformingGroup']),
          name: line.trim().min(1).max(200),
        })
        .nullable(),
      price: z
        .object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) })
        .nullable(),
      salesStart: isoDate.nullable(),
      title: shortText,
      // Empty: the event's title describes its picture.
      imageAlt: line.trim().max(300),
      summary: lines.max(1000),
      location: shortText,
      description: lines.max(200_000),
      schedule: z.array(
        z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), text: line.min(1).max(300) }),
      ),
      meta: z
        // An empty title lets the event's title name the page.
        .object({
          title: line.trim().max(300),
          description: lines.max(300),
          image: siteOrWebUrl,
        })
        .partial(),
    },
    body,
  )
  .partial();

const clock = z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/, { error: 'Use HH:MM.' });
const labelText = z.string().trim().min(1).max(120);
const hoursSpan = z.object({ opens: clock, closes: clock }).partial();

/** Editor admin API: the venue's contact facts (docs/provider-contract.md, settings). */
export const settingsPatchSchema = z
  .object(
    {
      phone: z
        .string()
        .trim()
        .regex(/^\+[0-9 ()-]{7,24}$/, { error: 'Use the international form, e.g. +90 242 …' })
        .refine((value) => /^\d{8,15}$/.test(value.replace(/\D/g, '')), {
          error: 'Use the international form, e.g. +90 242 …',
        }),
      email: z.email({ error: 'Enter a valid e-mail address.' }),
      messengers: z.object({ whatsapp: link.nullable(), telegram: link.nullable() }).partial(),
      social: z
        .object({
          instagram: link.nullable(),
          facebook: link.nullable(),
          youtube: link.nullable(),
        })
        .partial(),
      address: z
        .object({
          street: labelText,
          locality: labelText,
          region: labelText,
          postalCode: z.string().trim().min(1).max(20),
          country: z.string().regex(/^[A-Z]{2}$/, { error: 'Use a two-letter country code.' }),
        })
        .partial(),
      geo: z
        .object({
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
        })
        .nullable(),
      mapUrl: link.nullable(),
      // The evening (docs/product.md §9); a part merges time by time like any object.
      hours: z
        .object({
          doors: clock,
          dinner: hoursSpan,
          show: hoursSpan,
          club: hoursSpan,
          lobsterClub: hoursSpan,
        })
        .partial(),
    },
    body,
  )
  .partial();

/**
 * The editors' field errors in plain words, keyed by the field's full path (`meta.title`), as the
 * workspace shows them beside the field: an empty field, a text over its limit (with its length),
 * an address that is not one, or the schema's own message where it wrote one for people.
 */
export function editorFieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field = path.length > 0 ? path.join('.') : 'body';
    errors[field] ??= plainMessage(issue, valueAt(input, path));
  }
  return errors;
}

function valueAt(input: unknown, path: string[]): unknown {
  let value = input;
  for (const key of path) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

function plainMessage(issue: z.core.$ZodIssue, value: unknown): string {
  const length = typeof value === 'string' ? value.trim().length : 0;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'This cannot be empty.'
        : `Use at least ${String(issue.minimum)} characters.`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Use at most ${String(issue.maximum)} characters: this has ${length}. Nothing was cut; shorten it and save again.`
        : `At most ${String(issue.maximum)}.`;
    case 'invalid_format':
      return issue.format === 'url'
        ? 'Enter a full web address, starting with https://.'
        : issue.message.startsWith('Invalid')
          ? 'This is not in the expected form.'
          : issue.message;
    case 'invalid_value':
      return 'Choose one of the offered values.';
    case 'invalid_type':
      return 'This value has the wrong kind (text, number or list).';
    default:
      return issue.message;
  }
}
