import { z } from 'zod';
import { sanitizeEditorHtml } from './sanitize';

// zod objects strip unknown keys: the provider may add fields (docs/provider-contract.md).
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

export const fileSchema = z.object({
  sourceUrl: z.string().min(1),
  alt: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
  mimeType: z.string().nullish(),
});

export const hrefLangSchema = z.object({
  locale: z.string(),
  url: z.string().nullish(),
  slug: z.string().nullish(),
});

const slideSchema = z.object({
  id: z.union([z.number(), z.string()]),
  type: z.enum(['IMAGE', 'VIDEO']),
  title: z.string().nullish(),
  description: z.string().nullish(),
  file: fileSchema,
  mobileFile: fileSchema.nullish(),
  poster: fileSchema.nullish(),
});

/** An optional ISO 8601 instant: anything unparsable reads as none. */
const isoInstant = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .nullish()
  .catch(null);

export const pageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  updatedAt: isoInstant,
  url: z.string(),
  locale: z.string(),
  title: z.string(),
  property: z.object({ id: z.number() }),
  options: z
    .array(z.object({ key: z.string(), value: z.unknown().nullish(), file: fileSchema.nullish() }))
    .nullish()
    .transform((value) => value ?? []),
  sliders: z
    .array(z.object({ key: z.string(), slides: z.array(slideSchema) }))
    .nullish()
    .transform((value) => value ?? []),
  contents: z
    .array(
      z.object({
        key: z.string(),
        title: text,
        subtitle: text,
        body: text.transform(sanitizeEditorHtml),
        file: fileSchema.nullish(),
      }),
    )
    .nullish()
    .transform((value) => value ?? []),
  metas: z
    .array(
      z.object({ name: z.string().nullish(), property: z.string().nullish(), content: z.string() }),
    )
    .nullish()
    .transform((value) => value ?? []),
  hrefLangs: z
    .array(hrefLangSchema)
    .nullish()
    .transform((value) => value ?? []),
  heroSlides: z
    .array(slideSchema)
    .nullish()
    .transform((value) => value ?? []),
  breadcrumbs: z
    .array(z.object({ text: z.string(), url: z.string() }))
    .nullish()
    .transform((value) => value ?? []),
});

export const menuItemSchema = z.object({
  url: z.string(),
  text: z.string(),
  section: z.enum(['COL_1', 'COL_2', 'COL_3', 'COL_4', 'BOTTOM']).nullish(),
});

export const menusSchema = z.array(
  z.object({
    type: z.string(),
    items: z
      .array(menuItemSchema)
      .nullish()
      .transform((v) => v ?? []),
  }),
);

export const eventStatusSchema = z.string();

export const eventSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: text,
  status: eventStatusSchema,
  startDate: z.string(),
  endDate: z.string().nullish(),
  doorsOpen: z.string().nullish(),
  location: text,
  comingSoon: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  image: fileSchema.nullish(),
  ticketUrl: z.string().nullish(),
  // Optional project additions (docs/provider-contract.md): a malformed value reads as none.
  performer: z
    .object({ type: z.enum(['Person', 'PerformingGroup']), name: z.string().min(1) })
    .nullish()
    .catch(null),
  price: z
    .object({ amount: z.number().nonnegative(), currency: z.string().regex(/^[A-Z]{3}$/) })
    .nullish()
    .catch(null),
  salesStart: isoInstant,
  updatedAt: isoInstant,
});

export const eventListSchema = z.array(eventSummarySchema);

export const eventDetailSchema = eventSummarySchema.extend({
  meta: z
    .object({
      title: z.string().nullish(),
      description: z.string().nullish(),
      image: z.string().nullish(),
    })
    .nullish(),
  publisher: z.object({ id: z.number() }),
  description: text.transform(sanitizeEditorHtml),
  schedule: z
    .array(z.object({ time: z.string(), text: z.string() }))
    .nullish()
    .transform((value) => value ?? []),
  hrefLangs: z
    .array(hrefLangSchema)
    .nullish()
    .transform((value) => value ?? []),
});

export const sessionListSchema = z.array(
  z.object({
    id: z.number(),
    eventId: z.number(),
    status: eventStatusSchema,
    startDate: z.string(),
    endDate: z.string().nullish(),
    ticketUrl: z.string().nullish(),
  }),
);

export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.string()) });

export type ProviderFile = z.infer<typeof fileSchema>;
export type Page = z.infer<typeof pageSchema>;
export type Slide = z.infer<typeof slideSchema>;
export type HrefLang = z.infer<typeof hrefLangSchema>;
export type Menu = z.infer<typeof menusSchema>[number];
export type MenuItem = z.infer<typeof menuItemSchema>;
export type EventSummary = z.infer<typeof eventSummarySchema>;
export type EventDetail = z.infer<typeof eventDetailSchema>;
export type EventSession = z.infer<typeof sessionListSchema>[number];
