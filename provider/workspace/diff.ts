import { escapeHtml as e } from '../../lib/escape-html';
import { textsOf } from '../freshness';
import { isPlainObject } from '../merge';
import type { Kind } from '../targets';

/**
 * What the workspace shows of two versions of a text: the words each has, with what the other
 * lacks marked (deleted in the older, inserted in the newer). HTML is compared as the words a
 * reader sees, one paragraph or list item a line.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

// A tag the editors' HTML has (lib/provider/sanitize.ts): a title that says "<b>" stays text.
const EDITOR_TAG =
  /<\/?(p|br|hr|h[2-4]|strong|b|em|i|u|s|small|sup|sub|ul|ol|li|blockquote|a|span|table|thead|tbody|tr|th|td)\b[^>]*>/i;

/** A stored value as a reader sees it: HTML becomes its text, a line per paragraph or item. */
export function plainText(value: string): string {
  if (!EDITOR_TAG.test(value)) return value;
  return value
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6]|blockquote|tr|ul|ol|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type Part = { op: 'same' | 'del' | 'ins'; text: string };

const tokens = (text: string) => text.split(/(\s+)/).filter(Boolean);

// Past this many word pairs the texts are shown whole, each side marked as changed.
const MAX_CELLS = 2_000_000;

/** The words of `before` and `after` in order, each kept, deleted or inserted (longest common run). */
export function wordDiff(before: string, after: string): Part[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const head: Part[] = start ? [{ op: 'same', text: a.slice(0, start).join('') }] : [];
  const tail: Part[] = endA < a.length ? [{ op: 'same', text: a.slice(endA).join('') }] : [];
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    return [
      ...head,
      { op: 'del', text: midA.join('') },
      { op: 'ins', text: midB.join('') },
      ...tail,
    ];
  }
  // lengths[i][j]: the longest common run of midA[i..] and midB[j..].
  const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i -= 1) {
    for (let j = midB.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        midA[i] === midB[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const middle: Part[] = [];
  const push = (op: Part['op'], text: string) => {
    const last = middle.at(-1);
    if (last && last.op === op) last.text += text;
    else middle.push({ op, text });
  };
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      push('same', midA[i]!);
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push('del', midA[i++]!);
    } else {
      push('ins', midB[j++]!);
    }
  }
  while (i < midA.length) push('del', midA[i++]!);
  while (j < midB.length) push('ins', midB[j++]!);
  return [...head, ...middle, ...tail];
}

// Words kept on each side of a change: a long text shows where it changed, not all of itself twice.
const CONTEXT_WORDS = 12;

/** A long unchanged run shortened to the words next to the changes around it. */
function shorten(parts: Part[]): Part[] {
  return parts.map((part, index) => {
    if (part.op !== 'same') return part;
    const words = tokens(part.text);
    const keep = CONTEXT_WORDS * 2;
    if (words.length <= keep * 2 + 2) return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? '' : words.slice(0, keep).join('');
    const tail = last ? '' : words.slice(-keep).join('');
    return { op: 'same', text: `${head}${first ? '' : ' '}…${last ? '' : ' '}${tail}` };
  });
}

/** Two lines, the older and the newer, each with what the other lacks marked; an empty side says so. */
export function diffHtml(before: string, after: string, labels = ['Before', 'After']): string {
  const parts = shorten(wordDiff(plainText(before), plainText(after)));
  const side = (skip: Part['op'], mark: 'del' | 'ins') =>
    parts
      .filter((part) => part.op !== skip)
      .map((part) => (part.op === 'same' ? e(part.text) : `<${mark}>${e(part.text)}</${mark}>`))
      .join('') || '<span class="muted">(empty)</span>';
  return `<div class="diff"><p class="was"><span class="diff-label">${labels[0]}</span>${side('ins', 'del')}</p>
<p class="now"><span class="diff-label">${labels[1]}</span>${side('del', 'ins')}</p></div>`;
}

export type FieldValue = { field: string; label: string; value: string };

const SETTINGS_LABELS: Record<string, string> = {
  phone: 'Phone',
  email: 'E-mail',
  'messengers.whatsapp': 'WhatsApp link',
  'messengers.telegram': 'Telegram link',
  'social.instagram': 'Instagram',
  'social.facebook': 'Facebook',
  'social.youtube': 'YouTube',
  'address.street': 'Street',
  'address.locality': 'District',
  'address.region': 'City / region',
  'address.postalCode': 'Postal code',
  'address.country': 'Country',
  'geo.latitude': 'Latitude',
  'geo.longitude': 'Longitude',
  mapUrl: 'Map link',
  'hours.doors': 'Doors open',
};
const PARTS: Record<string, string> = {
  dinner: 'Dinner',
  show: 'Show',
  club: 'The Sin night club',
  lobsterClub: 'Lobster Club',
};

function leaves(value: unknown, path: string, out: FieldValue[]): void {
  if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, path ? `${path}.${key}` : key, out);
    return;
  }
  const hours = /^hours\.(\w+)\.(opens|closes)$/.exec(path);
  const label =
    SETTINGS_LABELS[path] ?? (hours ? `${PARTS[hours[1]!] ?? hours[1]} ${hours[2]}` : path);
  out.push({
    field: path,
    label,
    value: value === null || value === undefined ? '' : String(value),
  });
}

const fileUrl = (file: unknown) =>
  isPlainObject(file) && typeof file.sourceUrl === 'string' ? file.sourceUrl : '';

/** Every field of a document an editor would compare between two versions, texts first. */
export function documentFields(kind: Kind, doc: Record<string, unknown>): FieldValue[] {
  if (kind === 'settings') {
    const out: FieldValue[] = [];
    leaves(doc, '', out);
    return out;
  }
  const texts = textsOf(kind, doc);
  if (kind === 'page') {
    const options = Array.isArray(doc.options) ? doc.options.filter(isPlainObject) : [];
    const header = options.find((option) => option.key === 'HEADER_IMAGE');
    return [
      ...texts,
      { field: 'headerImage', label: 'Header image', value: fileUrl(header?.file) },
    ];
  }
  const text = (name: string) => (typeof doc[name] === 'string' ? (doc[name] as string) : '');
  return [
    ...texts,
    { field: 'status', label: 'Status', value: text('status') },
    { field: 'startDate', label: 'Starts', value: text('startDate') },
    { field: 'endDate', label: 'Ends', value: text('endDate') },
    { field: 'ticketUrl', label: 'Ticket URL', value: text('ticketUrl') },
    { field: 'image', label: 'Image', value: fileUrl(doc.image) },
  ];
}

/** The fields that differ between two documents of one kind. */
export function changedFields(
  kind: Kind,
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): { field: string; label: string; before: string; after: string }[] {
  const was = new Map(documentFields(kind, older).map((field) => [field.field, field]));
  const now = documentFields(kind, newer);
  const seen = new Set(now.map((field) => field.field));
  return [
    ...now
      .filter((field) => (was.get(field.field)?.value ?? '') !== field.value)
      .map((field) => ({
        ...field,
        before: was.get(field.field)?.value ?? '',
        after: field.value,
      })),
    ...[...was.values()]
      .filter((field) => !seen.has(field.field) && field.value)
      .map((field) => ({ ...field, before: field.value, after: '' })),
  ].map(({ field, label, before, after }) => ({ field, label, before, after }));
}
