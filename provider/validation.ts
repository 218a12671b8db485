import { z } from 'zod';
import { isCalendarDay, isIsoWithOffset } from './dates';
import { EVENT_STATUSES, LOCALES, PROPERTY_ID } from './types';

/** docs/product.md §3 value lists. */
export const EVENT_TYPES = [
  'gala-awards',
  'launch-product',
  'corporate-networking',
  'conference-panels',
  'wedding-celebrations',
  'concert-shows',
] as const;

export const OFFER_TYPES = [
  'venue',
  'technical-infrastructure',
  'fine-dining',
  'champagne-package',
  'food-beverage',
  'resident-dj',
  'stage-performance',
  'sin-night-club',
  'venue-decoration',
  'photo-video',
  'mapping-video',
  'special-shows',
  'advertising-spaces',
] as const;

/** docs/decisions.md: guest count options of the proposal form. */
export const GUEST_COUNTS = ['1-50', '51-100', '101-250', '251-500', '501-1000', '1000+'] as const;

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
    eventType: oneOf(EVENT_TYPES),
    guestCount: oneOf(GUEST_COUNTS),
    preferredDate: requiredText(10).refine(isCalendarDay, { error: 'Use the format YYYY-MM-DD.' }),
    offerTypes: z
      .array(oneOf(OFFER_TYPES), { error: 'Must be a list.' })
      .max(OFFER_TYPES.length)
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

const fileSchema = z.object({
  sourceUrl: z.string().min(1),
  alt: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  mimeType: z.string().optional(),
});

const slideSchema = z.object({
  id: z.number().int(),
  type: z.enum(['IMAGE', 'VIDEO']),
  title: z.string().optional(),
  description: z.string().optional(),
  file: fileSchema,
  mobileFile: fileSchema.optional(),
  poster: fileSchema.optional(),
});

const shortText = z.string().trim().min(1).max(300);

export const pagePatchSchema = z
  .object(
    {
      title: shortText,
      options: z.array(
        z.object({
          key: z.string().min(1),
          value: z.string().nullable().default(null),
          file: fileSchema.nullable().default(null),
        }),
      ),
      sliders: z.array(z.object({ key: z.string().min(1), slides: z.array(slideSchema) })),
      contents: z.array(
        z.object({
          key: z.string().min(1),
          title: z.string().default(''),
          subtitle: z.string().default(''),
          body: z.string().max(200_000).default(''),
          file: fileSchema.nullable().default(null),
        }),
      ),
      metas: z.array(
        z.union([
          z.object({ name: z.string().min(1), content: z.string() }),
          z.object({ property: z.string().min(1), content: z.string() }),
        ]),
      ),
      heroSlides: z.array(slideSchema),
      breadcrumbs: z.array(z.object({ text: z.string().min(1), url: z.string().min(1) })),
    },
    body,
  )
  .partial();

const isoDate = z.string().refine(isIsoWithOffset, { error: 'Use ISO 8601 with an offset.' });

export const eventPatchSchema = z
  .object(
    {
      status: z.enum(EVENT_STATUSES),
      startDate: isoDate,
      endDate: isoDate.nullable(),
      doorsOpen: isoDate.nullable(),
      comingSoon: z.boolean(),
      image: fileSchema,
      ticketUrl: z.url(),
      title: shortText,
      summary: z.string().max(1000),
      location: shortText,
      description: z.string().max(200_000),
      schedule: z.array(
        z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), text: z.string().min(1).max(300) }),
      ),
      meta: z
        // An empty title lets the event's title name the page.
        .object({
          title: z.string().trim().max(300),
          description: z.string().max(300),
          image: z.string().min(1),
        })
        .partial(),
    },
    body,
  )
  .partial();

const link = z.url({ protocol: /^https?$/, error: 'Must be an http(s) address.' });
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
