import type { Db } from './db';
import { isPlainObject } from './merge';
import { describeTarget, englishSource, type Kind, type Target } from './targets';
import { getVersion, sourceVersion, versionsAfter } from './versions';

/**
 * Translation freshness (issue 45 item 1): a page or event translation records the English version
 * it was last published against (`source_version`); once English publishes a change to its texts
 * after that, the translation is behind, with what changed in English, until it is published again
 * or an editor says it is still correct. Shared fields (dates, status, ticket link, image) and
 * picture addresses are not texts: changing them needs no translation.
 */

/** One text of a document, by a path that stays the same across its versions. */
export type TextField = { field: string; label: string; value: string };
export type SourceChange = { field: string; label: string; before: string; after: string };

export type BehindSource = {
  /** When English first published a text this translation does not have (ISO 8601). */
  since: string;
  /** The English version the translation was last published against, and English's current one. */
  sourceVersion: number;
  englishVersion: number;
  changes: SourceChange[];
  /** The English version's editor in the workspace. */
  english: { editPath: string; sitePath: string };
};

// Metas whose content is words (og:image and the like are addresses).
const TEXT_METAS: Record<string, string> = {
  title: 'SEO title',
  description: 'Meta description',
  keywords: 'Keywords',
  'og:title': 'Social title',
  'og:description': 'Social description',
  'twitter:title': 'Social title (X)',
  'twitter:description': 'Social description (X)',
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isPlainObject) : [];

function pageTexts(doc: Record<string, unknown>): TextField[] {
  const fields: TextField[] = [{ field: 'title', label: 'Title', value: text(doc.title) }];
  for (const meta of list(doc.metas)) {
    const name = text(meta.name) || text(meta.property);
    const label = TEXT_METAS[name];
    if (label) fields.push({ field: `metas.${name}`, label, value: text(meta.content) });
  }
  for (const option of list(doc.options)) {
    const key = text(option.key);
    const name = key === 'HEADER_IMAGE' ? 'Header image' : key;
    if (typeof option.value === 'string') {
      fields.push({ field: `options.${key}.value`, label: `${name} text`, value: option.value });
    }
    if (isPlainObject(option.file) && typeof option.file.alt === 'string') {
      fields.push({
        field: `options.${key}.alt`,
        label: `${name} alt text`,
        value: option.file.alt,
      });
    }
  }
  list(doc.contents).forEach((section, index) => {
    const at = `contents.${text(section.key)}`;
    const name = `Section ${index + 1}`;
    fields.push(
      { field: `${at}.title`, label: `${name} title`, value: text(section.title) },
      { field: `${at}.subtitle`, label: `${name} subtitle`, value: text(section.subtitle) },
      { field: `${at}.body`, label: `${name} text`, value: text(section.body) },
    );
  });
  for (const slider of list(doc.sliders)) {
    list(slider.slides).forEach((slide, index) => {
      const at = `sliders.${text(slider.key)}.${String(slide.id)}`;
      const name = `${text(slider.key).toLowerCase()} picture ${index + 1}`;
      fields.push(
        { field: `${at}.title`, label: `Title of ${name}`, value: text(slide.title) },
        { field: `${at}.description`, label: `Caption of ${name}`, value: text(slide.description) },
      );
      if (isPlainObject(slide.file)) {
        fields.push({
          field: `${at}.alt`,
          label: `Alt text of ${name}`,
          value: text(slide.file.alt),
        });
      }
    });
  }
  list(doc.heroSlides).forEach((slide, index) => {
    const at = `heroSlides.${String(slide.id)}`;
    fields.push(
      { field: `${at}.title`, label: `Hero slide ${index + 1} title`, value: text(slide.title) },
      {
        field: `${at}.description`,
        label: `Hero slide ${index + 1} text`,
        value: text(slide.description),
      },
    );
  });
  list(doc.breadcrumbs).forEach((crumb, index) =>
    fields.push({
      field: `breadcrumbs.${index}`,
      label: `Breadcrumb ${index + 1}`,
      value: text(crumb.text),
    }),
  );
  return fields;
}

function eventTexts(doc: Record<string, unknown>): TextField[] {
  const meta = isPlainObject(doc.meta) ? doc.meta : {};
  // A schedule's times are part of its text: a translation showing the old time is wrong.
  const schedule = list(doc.schedule)
    .map((item) => `${text(item.time)} ${text(item.text)}`)
    .join('\n');
  return [
    { field: 'title', label: 'Title', value: text(doc.title) },
    { field: 'summary', label: 'Summary', value: text(doc.summary) },
    { field: 'location', label: 'Location', value: text(doc.location) },
    { field: 'description', label: 'Description', value: text(doc.description) },
    { field: 'schedule', label: 'Schedule', value: schedule },
    { field: 'meta.title', label: 'SEO title', value: text(meta.title) },
    { field: 'meta.description', label: 'Meta description', value: text(meta.description) },
    { field: 'imageAlt', label: 'Image alt text', value: text(doc.imageAlt) },
  ];
}

export function textsOf(kind: Kind, doc: Record<string, unknown>): TextField[] {
  if (kind === 'page') return pageTexts(doc);
  if (kind === 'event') return eventTexts(doc);
  return [];
}

/** The texts that differ between two versions of one document, in the newer one's order. */
export function textChanges(
  kind: Kind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): SourceChange[] {
  const old = new Map(textsOf(kind, before).map((field) => [field.field, field]));
  const changes: SourceChange[] = [];
  const seen = new Set<string>();
  for (const field of textsOf(kind, after)) {
    seen.add(field.field);
    const previous = old.get(field.field)?.value ?? '';
    if (previous !== field.value) {
      changes.push({
        field: field.field,
        label: field.label,
        before: previous,
        after: field.value,
      });
    }
  }
  for (const [name, field] of old) {
    if (!seen.has(name) && field.value) {
      changes.push({ field: name, label: field.label, before: field.value, after: '' });
    }
  }
  return changes;
}

/** Null when the translation has every English text it was made from, else what English changed. */
export function behindSource(db: Db, target: Target): BehindSource | null {
  const english = englishSource(db, target);
  const made = sourceVersion(db, target);
  if (!english || made === null) return null;
  const base = getVersion(db, english, made);
  const later = versionsAfter(db, english, made);
  const current = later.at(-1);
  if (!base || !current) return null;
  const changes = textChanges(target.kind, base.document, current.document);
  if (changes.length === 0) return null;
  const first = later.find(
    (version) => textChanges(target.kind, base.document, version.document).length > 0,
  )!;
  const described = describeTarget(db, english)!;
  return {
    since: first.publishedAt,
    sourceVersion: made,
    englishVersion: current.version,
    changes,
    english: { editPath: described.editPath, sitePath: described.sitePath },
  };
}
