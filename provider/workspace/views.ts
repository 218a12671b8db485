import { escapeHtml as e } from '../../lib/escape-html';
import { VENUE_TIME_ZONE } from '../../lib/events/dates';
import { sanitizeEditorHtml } from '../../lib/provider/sanitize';
import type { Entry, EventEntry, PageEntry, DraftState, Tracking } from '../drafts';
import { istanbulLocal, ISTANBUL_OFFSET } from '../dates';
import { EVERY_PAGE, venueFactNames, type VenueFact } from '../../lib/content/venue-facts';
import type { FactUsage } from '../fact-usage';
import type { BehindSource, SourceChange } from '../freshness';
import { ACCEPTED_TYPES } from '../media';
import type { ScheduledPublish } from '../scheduler';
import type { SettingsState } from '../settings';
import type { Kind } from '../targets';
import {
  EVENT_STATUSES,
  LOCALES,
  type EventDetail,
  type FileRef,
  type Locale,
  type Page,
  type SettingsDocument,
} from '../types';
import { changedFields, diffHtml } from './diff';

/** The editor workspace's pages: server-rendered HTML, enhanced by assets/workspace.js. */

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  tr: 'Türkçe',
  ru: 'Русский',
  de: 'Deutsch',
};

const STATE_LABELS: Record<DraftState, string> = {
  published: 'Published',
  draft: 'Has draft',
  changed: 'Changed since publish',
};

export type Layout = { title: string; csrf?: string; body: string; wide?: boolean };

export function layout({ title, csrf, body, wide = false }: Layout): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">${csrf ? `<meta name="csrf-token" content="${e(csrf)}">` : ''}
<title>${e(title)} · Andy Show editor</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/admin/assets/workspace.css">
<script src="/admin/assets/workspace.js" defer></script></head>
<body class="${wide ? 'wide' : ''}">
<header class="bar"><a class="brand" href="/admin"><span>Andy Show</span> Editor</a>${
    csrf
      ? `<form method="post" action="/admin/logout"><input type="hidden" name="csrf" value="${e(csrf)}"><button class="ghost" type="submit">Sign out</button></form>`
      : ''
  }</header>
${body}
</body></html>`;
}

export function loginPage(error?: string): string {
  return layout({
    title: 'Sign in',
    body: `<main class="login"><form method="post" action="/admin/login" class="card">
<h1>Editor workspace</h1>
<p class="muted">Edit pages and events, preview drafts on the site, publish.</p>
${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
<label>Editor token<input type="password" name="token" autocomplete="current-password" required autofocus></label>
<button type="submit">Sign in</button>
<p class="muted small">The token is <code>PROVIDER_ADMIN_TOKEN</code>; <code>npm start</code> prints it when it generates one.</p>
</form></main>`,
  });
}

const badge = (state: DraftState) => `<span class="badge ${state}">${STATE_LABELS[state]}</span>`;

const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: VENUE_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the venue's clock shows it, e.g. "1 Jan 2027, 00:00" (Istanbul). */
export const venueTime = (iso: string) => TIME.format(new Date(iso)).replace(' at ', ', ');

const time = (iso: string) => `<time datetime="${e(iso)}">${e(venueTime(iso))}</time>`;

/** A row's state and beside it: behind its English source, a publish set for later. */
function stateBadges(
  state: DraftState,
  item: Pick<Tracking, 'behindSource' | 'scheduled'>,
): string {
  return `<div class="badges">${badge(state)}${trackingBadges(item)}</div>`;
}

function trackingBadges(item: Pick<Tracking, 'behindSource' | 'scheduled'>): string {
  return [
    item.scheduled
      ? `<span class="badge scheduled">Publishes ${time(item.scheduled.at)}</span>`
      : '',
    item.behindSource
      ? `<span class="badge behind">Behind English since ${time(item.behindSource.since)}</span>`
      : '',
  ].join('');
}

export type ListLanguage = Locale | 'all';

function languageTabs(
  current: ListLanguage,
  href: (lang: ListLanguage) => string,
  label: string,
  behind: Partial<Record<Locale, number>> = {},
): string {
  const tabs = [...LOCALES, 'all' as const]
    .map((lang) => {
      const name = lang === 'all' ? 'All languages' : LANGUAGE_NAMES[lang];
      const count = lang === 'all' ? 0 : (behind[lang] ?? 0);
      const note = count ? ` <span class="behind-count">${count} behind</span>` : '';
      return `<a href="${e(href(lang))}"${lang === current ? ' aria-current="page"' : ''}${lang === 'all' ? '' : ` lang="${lang}"`}>${name}${note}</a>`;
    })
    .join('');
  return `<nav class="tabs" aria-label="${e(label)}">${tabs}</nav>`;
}

/** What the list's filters read on each row (workspace.js): kind, state, language, words. */
const rowData = (
  kind: 'page' | 'event' | 'settings',
  lang: Locale | '',
  state: DraftState,
  item: Pick<Tracking, 'behindSource' | 'scheduled'>,
  words: string[],
) =>
  `data-kind="${kind}" data-lang="${lang}" data-state="${state}"${item.behindSource ? ' data-behind' : ''}${item.scheduled ? ' data-scheduled' : ''} data-words="${e(words.join(' ').toLowerCase())}"`;

export type ListFilters = { q: string; kind: string; state: string; behind: boolean };

export type ListData = {
  lang: ListLanguage;
  csrf: string;
  pages: PageEntry[];
  events: EventEntry[];
  settings: DraftState | null;
  /** Translations behind their English source, per language. */
  behind: Partial<Record<Locale, number>>;
  scheduled: ScheduledPublish[];
  filters: ListFilters;
};

const option = (value: string, label: string, current: string) =>
  `<option value="${value}"${value === current ? ' selected' : ''}>${label}</option>`;

/** Search and filters (workspace.js applies them as the editor types, and keeps them in the address). */
function filterForm(lang: ListLanguage, filters: ListFilters): string {
  // Shown by workspace.js, which applies them: without scripts the list shows everything.
  return `<form class="filters" role="search" aria-label="Find content" hidden>
<input type="hidden" name="lang" value="${lang}">
<label class="grow">Search<input type="search" name="q" value="${e(filters.q)}" placeholder="Title, address or slug" autocomplete="off"></label>
<label>Kind<select name="kind">${option('', 'Everything', filters.kind)}${option('page', 'Pages', filters.kind)}${option('event', 'Events', filters.kind)}${option('settings', 'Venue facts', filters.kind)}</select></label>
<label>State<select name="state">${option('', 'Any state', filters.state)}${option('published', 'Published, no draft', filters.state)}${option('draft', 'Has draft', filters.state)}${option('changed', 'Changed since publish', filters.state)}${option('scheduled', 'Publish scheduled', filters.state)}</select></label>
<label class="check"><input type="checkbox" name="behind" value="1"${filters.behind ? ' checked' : ''}> Behind English</label>
</form>
<p id="shown" class="muted small" role="status" aria-live="polite"></p>
<p id="nothing" class="empty" hidden>Nothing matches these filters. <button type="button" class="ghost" data-clear>Clear the filters</button></p>`;
}

const LANGUAGE_CODES = (lang: Locale) =>
  `<span class="lang-code" title="${LANGUAGE_NAMES[lang]}">${lang.toUpperCase()}</span>`;

function scheduledSection(csrf: string, jobs: ScheduledPublish[]): string {
  if (jobs.length === 0) return '';
  const rows = jobs
    .map((job) => {
      const lang = typeof job.lang === 'string' && job.lang ? (job.lang as Locale) : null;
      const what = `<a href="${e(job.editPath)}">${e(job.title)}</a>${lang ? ` ${LANGUAGE_CODES(lang)}` : ''}`;
      const state =
        job.state === 'failed'
          ? `<span class="error">Did not publish: ${e(job.outcome ?? '')}</span>`
          : job.state === 'running'
            ? 'Publishing…'
            : `<button type="button" class="ghost small-button" data-cancel-scheduled="${job.id}" aria-label="Cancel the scheduled publish of ${e(job.title)}">Cancel</button>`;
      return `<tr><td>${what}</td><td>${time(job.at)}</td><td>${state}</td></tr>`;
    })
    .join('');
  return `<section aria-labelledby="scheduled-title"><h1 id="scheduled-title">Scheduled publishes <span class="count">${jobs.length}</span></h1>
<table class="scheduled" data-csrf="${e(csrf)}"><thead><tr><th>What</th><th>Publishes at (Istanbul)</th><th><span class="visually-hidden">Action</span></th></tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function listPage(data: ListData): string {
  const { lang, csrf, pages, events, settings, filters } = data;
  const all = lang === 'all';
  const code = (l: Locale) => (all ? `${LANGUAGE_CODES(l)} ` : '');
  const pageRows = pages
    .map(
      (
        page,
      ) => `<tr ${rowData('page', page.lang, page.state, page, [page.title, page.url, page.sitePath])}><td>${code(page.lang)}<a href="/admin/edit/page?url=${encodeURIComponent(page.url)}&amp;lang=${page.lang}" lang="${page.lang}">${e(page.title)}</a></td>
<td><code>${e(page.sitePath)}</code></td><td>${stateBadges(page.state, page)}</td><td class="muted">${time(page.updatedAt)}</td></tr>`,
    )
    .join('');
  const eventRows = events
    .map(
      (
        event,
      ) => `<tr ${rowData('event', event.lang, event.state, event, [event.title, event.slug, event.sitePath])}><td>${code(event.lang)}<a href="/admin/edit/event?slug=${encodeURIComponent(event.slug)}&amp;lang=${event.lang}" lang="${event.lang}">${e(event.title)}</a></td>
<td>${time(event.startDate)}</td><td><span class="status">${e(event.status)}</span></td><td>${stateBadges(event.state, event)}</td></tr>`,
    )
    .join('');
  const factsLang = all ? 'en' : lang;
  const factsJob = data.scheduled.find((job) => job.kind === 'settings' && job.state === 'pending');
  const factsTracking = { behindSource: null, scheduled: factsJob ?? null };
  const facts = settings
    ? `<section data-section="settings"><h1>Venue facts</h1><table><tbody><tr ${rowData('settings', '', settings, factsTracking, ['venue facts phone e-mail address hours'])}><td><a href="/admin/edit/settings?lang=${factsLang}">Phone, e-mail, messengers, social links, address, opening hours</a></td><td>${stateBadges(settings, factsTracking)}</td></tr></tbody></table></section>`
    : '';
  return layout({
    title: 'Content',
    csrf,
    body: `<main class="list">
${languageTabs(lang, (l) => `/admin?lang=${l}`, 'Language', data.behind)}
${filterForm(lang, filters)}
${scheduledSection(csrf, data.scheduled)}
${facts}
<section data-section="page"><h1>Pages <span class="count">${pages.length}</span></h1>
<table><thead><tr><th>Title</th><th>On the site</th><th>State</th><th>Last change (Istanbul)</th></tr></thead><tbody>${pageRows}</tbody></table></section>
<section data-section="event"><h1>Events <span class="count">${events.length}</span></h1>
<table><thead><tr><th>Title</th><th>Starts (Istanbul)</th><th>Status</th><th>State</th></tr></thead><tbody>${eventRows}</tbody></table></section>
</main>`,
  });
}

// Limits are said, never enforced by a maxlength that would cut a paste without a word: the
// provider refuses an overlong text with its length, and nothing is lost.
const UP_TO_300 = '(up to 300 characters)';

// Dates are picked as wall-clock times in the venue's zone; the script adds this offset back.
const VENUE_ZONE = `data-offset="${ISTANBUL_OFFSET}"`;

/** Beside a field: what English changed in it since this translation was made (and a way there). */
function sourceNote(
  changes: SourceChange[] | undefined,
  english: BehindSource['english'] | null,
): string {
  if (!changes?.length || !english) return '';
  return changes
    .map(
      (change) => `<div class="source-change" role="note">
<p class="source-head">English changed this${changes.length > 1 ? ` (${e(change.label)})` : ''} · <a href="${e(english.editPath)}" target="_blank" rel="noopener">Open the English ↗</a></p>
${diffHtml(change.before, change.after, ['English was', 'English now'])}</div>`,
    )
    .join('');
}

/** Field notes of one form: form field name → the English changes shown beside it. */
type Notes = { byField: Map<string, SourceChange[]>; english: BehindSource['english'] | null };
const NO_NOTES: Notes = { byField: new Map(), english: null };

const note = (notes: Notes, name: string) => sourceNote(notes.byField.get(name), notes.english);

const field = (label: string, name: string, value: string, attrs = '', notes = NO_NOTES) =>
  `<label>${e(label)}<input name="${name}" value="${e(value)}" ${attrs}></label>${note(notes, name)}`;

const textarea = (label: string, name: string, value: string, rows: number, notes = NO_NOTES) =>
  `<label>${label}<textarea name="${name}" rows="${rows}">${e(value)}</textarea></label>${note(notes, name)}`;

/** A small rich-text editor: toolbar and a contenteditable box; the server sanitises its HTML. */
function richText(label: string, name: string, html: string, notes = NO_NOTES): string {
  const id = `rte-${name.replace(/\W/g, '-')}`;
  return `<div class="rte-field"><span class="label" id="${id}">${e(label)}</span>
<div class="toolbar" role="toolbar" aria-label="${e(label)} formatting">
<button type="button" data-cmd="bold" title="Bold" aria-label="Bold"><b>B</b></button>
<button type="button" data-cmd="italic" title="Italic" aria-label="Italic"><i>I</i></button>
<button type="button" data-cmd="createLink" title="Link" aria-label="Link">Link</button>
<button type="button" data-cmd="insertUnorderedList" title="Bulleted list" aria-label="Bulleted list">• List</button>
<button type="button" data-cmd="insertOrderedList" title="Numbered list" aria-label="Numbered list">1. List</button>
</div>
<div class="rte" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="${id}" data-name="${name}">${sanitizeEditorHtml(html)}</div>${note(notes, name)}</div>`;
}

// The site's own pictures (`/media/…`) are not shown here: the site lets no other origin load its
// files (Cross-Origin-Resource-Policy), and the live preview shows them.
const isSitePicture = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * Wherever a picture is asked for: its address (typed, uploaded or picked from the library), a
 * preview, and the alt text in this language.
 */
function imageField(options: {
  legend: string;
  name: string;
  file: Pick<FileRef, 'sourceUrl' | 'width' | 'height'>;
  altName: string;
  alt: string;
  altHelp: string;
  notes: Notes;
}): string {
  const { legend, name, file, altName, alt, altHelp, notes } = options;
  const src = isSitePicture(file.sourceUrl) ? '' : file.sourceUrl;
  const size = isSitePicture(file.sourceUrl)
    ? 'A picture of the site: see the preview'
    : file.width && file.height
      ? `${file.width} × ${file.height} px`
      : '';
  return `<fieldset class="image-field" data-image="${name}"><legend>${e(legend)}</legend>
<div class="image-row"><div class="thumb-box">${src ? `<img class="thumb" alt="" src="${e(src)}">` : ''}<span class="thumb-size muted small">${e(size)}</span></div>
<div class="image-inputs"><label>Picture address<input name="${name}" value="${e(file.sourceUrl)}" data-width="${file.width ?? ''}" data-height="${file.height ?? ''}" autocomplete="off"></label>
<div class="image-actions"><label class="button-like">Upload a picture<input type="file" class="visually-hidden" accept="${ACCEPTED_TYPES.join(',')}" data-upload="${name}"></label>
<button type="button" class="ghost" data-library="${name}">Choose from library</button></div>
<p class="muted small">JPEG, PNG, WebP or AVIF, up to 10 MB. Location and camera data are removed.</p></div></div>
${field(`Alt text ${altHelp}`, altName, alt, 'maxlength="300"', notes)}</fieldset>`;
}

/** The document for the script: `<` escaped so no text in it can close the script element. */
const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

type Editor = {
  kind: 'page' | 'event' | 'settings';
  title: string;
  lang: Locale;
  key: string;
  state: DraftState;
  sitePath: string;
  frameUrl: string | null;
  siteUrl: string | null;
  csrf: string;
  languages: { lang: Locale; href: string }[];
  fields: string;
  doc: unknown;
  /** The venue facts' names with their current values (English), for texts that name them. */
  factValues: Record<string, string>;
  tracking: Tracking;
  /** English changes with no field of their own in this form, shown in the notice at the top. */
  looseChanges: SourceChange[];
  historyPath: string;
};

const KIND_LABELS = {
  page: 'Page',
  event: 'Event',
  settings: 'Venue facts (every page, every language)',
};

/** At the top of a translation behind its English source: since when, what else, and the way out. */
function behindNotice(behind: BehindSource | null, loose: SourceChange[]): string {
  if (!behind) return '';
  const count = behind.changes.length;
  const others = loose
    .map(
      (change) =>
        `<li><span class="label">${e(change.label)}</span>${diffHtml(change.before, change.after, ['English was', 'English now'])}</li>`,
    )
    .join('');
  return `<section class="behind-notice" id="behind" aria-labelledby="behind-title">
<h2 id="behind-title">Behind English since ${time(behind.since)}</h2>
<p>English published ${count === 1 ? 'a change to one text' : `changes to ${count} texts`} after this translation was last published.${count > loose.length ? ` English before and after is shown beside ${count === 1 ? 'the field' : 'each field'} below${loose.length ? ', the rest here' : ''}.` : ''} Update the translation and publish it, or confirm it is still correct.</p>
${others ? `<ul class="loose-changes">${others}</ul>` : ''}
<p class="behind-actions"><a href="${e(behind.english.editPath)}" target="_blank" rel="noopener">Open the English ↗</a>
<button type="button" class="ghost" data-action="stillCorrect">Still correct</button></p></section>`;
}

/** Publishing later: a moment in the venue's time zone, or the one already set with a way to cancel it. */
function publishLater(scheduled: Tracking['scheduled']): string {
  const set = scheduled
    ? `<p class="scheduled-note" id="scheduled-note" data-id="${scheduled.id}">Publishes ${time(scheduled.at)} (Istanbul time), the draft as it is then. <button type="button" class="ghost small-button" data-action="unschedule">Cancel scheduled publish</button></p>`
    : `<p class="scheduled-note" id="scheduled-note" hidden></p>`;
  return `${set}
<div class="later" id="later" hidden>
<label>Publish at (Istanbul time)<input type="datetime-local" id="publish-at" ${VENUE_ZONE}></label>
<button type="button" data-action="schedule">Set publish time</button>
<p class="muted small">The draft is published as it stands at that moment; later saves are included.</p>
</div>`;
}

function editorPage(editor: Editor): string {
  const languages = editor.languages
    .map(
      ({ lang, href }) =>
        `<option value="${e(href)}"${lang === editor.lang ? ' selected' : ''}>${LANGUAGE_NAMES[lang]}</option>`,
    )
    .join('');
  const preview = editor.frameUrl
    ? `<div class="frame-box" data-width="1440"><iframe title="Live preview" name="preview" src="${e(editor.frameUrl)}" data-src="${e(editor.frameUrl)}"></iframe></div>`
    : `<p class="error">Live preview needs <code>DRAFT_SECRET</code> and <code>PROVIDER_SITE_URL</code> on the provider (<code>npm start</code> sets both).</p>`;
  return layout({
    title: editor.title,
    csrf: editor.csrf,
    wide: true,
    body: `<main class="editor">
<form class="edit" id="edit" data-kind="${editor.kind}" data-key="${e(editor.key)}" data-lang="${editor.lang}" data-path="${e(editor.sitePath)}" novalidate>
<p class="crumbs"><a href="/admin?lang=${editor.lang}">All content</a> · ${KIND_LABELS[editor.kind]} · <span lang="${editor.lang}">${LANGUAGE_NAMES[editor.lang]}</span> · <a href="${e(editor.historyPath)}">History</a></p>
<h1>${e(editor.title)} <span id="state">${badge(editor.state)}</span></h1>
${behindNotice(editor.tracking.behindSource, editor.looseChanges)}
${editor.kind === 'settings' ? '' : factsHelp(editor.factValues)}
${editor.fields}
<div class="actions">
<button type="submit" data-action="save">Save draft</button>
<button type="button" class="ghost" data-action="discard">Discard draft</button>
<button type="button" class="gold" data-action="publish">Publish</button>
<button type="button" class="ghost" data-action="later" aria-expanded="false" aria-controls="later">Publish later…</button>
</div>
${publishLater(editor.tracking.scheduled)}
<div class="share"><button type="button" class="ghost" data-action="share">Create preview link</button>
<input id="share-url" readonly aria-label="Preview link" placeholder="A link anyone can open for 48 hours"></div>
<p id="status" role="status" aria-live="polite"></p>
</form>
<section class="preview" aria-label="Live preview">
<div class="preview-bar">
<div class="seg" role="group" aria-label="Preview width"><button type="button" data-width="390" aria-pressed="false">390 px</button><button type="button" data-width="1440" aria-pressed="true">1440 px</button></div>
<label class="inline">Language <select id="language" aria-label="Preview language">${languages}</select></label>
<label class="inline"><input type="checkbox" id="live"> Save as I type</label>
${editor.siteUrl ? `<a class="open" href="${e(editor.siteUrl + editor.sitePath)}" target="_blank" rel="noopener">${e(editor.sitePath)} ↗</a>` : ''}
</div>
${preview}
</section>
</main>
${mediaLibrary()}
${jsonScript('doc', editor.doc)}${jsonScript('fact-names', Object.keys(editor.factValues))}`,
  });
}

/** The picture library, filled by workspace.js when it opens. */
function mediaLibrary(): string {
  return `<dialog id="media-library" aria-labelledby="library-title">
<form method="dialog" class="library">
<h2 id="library-title">Picture library</h2>
<p class="muted small" id="library-state" role="status">Loading…</p>
<ul class="library-grid" id="library-grid"></ul>
<div class="dialog-actions"><button type="submit" class="ghost" value="close">Close</button></div>
</form></dialog>`;
}

/** How to name a venue fact in a text (docs/provider-contract.md, "Venue facts in texts"). */
function factsHelp(values: Record<string, string>): string {
  const rows = Object.entries(values)
    .map(([name, value]) => `<tr><td><code>{${name}}</code></td><td>${e(value)}</td></tr>`)
    .join('');
  return `<details class="facts-help"><summary>Venue facts in texts</summary>
<p class="muted small">Type a fact's name in braces, e.g. <code>{clubHours}</code>, instead of the value: the site shows the current value from the venue facts, in the page's language, and a phone or e-mail becomes a link. An unknown name is marked in the preview and left out for visitors.</p>
<table><tbody>${rows}</tbody></table></details>`;
}

function headerFile(page: Page): FileRef | null {
  return page.options.find((option) => option.key === 'HEADER_IMAGE')?.file ?? null;
}

const metaContent = (page: Page, name: string) =>
  page.metas.find((meta) => 'name' in meta && meta.name === name)?.content ?? '';

export type EditorContext = {
  csrf: string;
  frameUrl: string | null;
  siteUrl: string | null;
  languages: { lang: Locale; href: string }[];
  factValues: Record<string, string>;
};

/**
 * Which form field shows each English change: `name` maps a change's field to this form's field
 * name, or null when the form has none (then the notice at the top lists it).
 */
function notesFor(
  behind: BehindSource | null,
  name: (field: string) => string | null,
): { notes: Notes; loose: SourceChange[] } {
  const byField = new Map<string, SourceChange[]>();
  const loose: SourceChange[] = [];
  for (const change of behind?.changes ?? []) {
    const target = name(change.field);
    if (target === null) loose.push(change);
    else byField.set(target, [...(byField.get(target) ?? []), change]);
  }
  return { notes: { byField, english: behind?.english ?? null }, loose };
}

const historyPath = (kind: Kind, key: string, lang: Locale) =>
  kind === 'settings'
    ? `/admin/history/settings?lang=${lang}`
    : `/admin/history/${kind}?${kind === 'page' ? 'url' : 'slug'}=${encodeURIComponent(key)}&lang=${lang}`;

export function pageEditor(entry: Entry<Page>, context: EditorContext): string {
  const page = entry.draft ?? entry.published;
  // English names a section by its key; this form by its place in this language's page.
  const sectionIndex = new Map(page.contents.map((section, index) => [section.key, index]));
  const { notes, loose } = notesFor(entry.behindSource, (name) => {
    const fixed: Record<string, string> = {
      title: 'title',
      'metas.title': 'metaTitle',
      'metas.description': 'metaDescription',
      'options.HEADER_IMAGE.alt': 'headerImageAlt',
    };
    if (fixed[name]) return fixed[name];
    const section = /^contents\.(.+)\.(title|body)$/.exec(name);
    const index = section ? sectionIndex.get(section[1]!) : undefined;
    return section && index !== undefined ? `contents.${index}.${section[2]}` : null;
  });
  const sections = page.contents
    .map(
      (
        section,
        index,
      ) => `<fieldset class="section" data-index="${index}"><legend>Section ${index + 1} <code>${e(section.key)}</code></legend>
${field('Section title', `contents.${index}.title`, section.title, '', notes)}
${richText('Section text', `contents.${index}.body`, section.body, notes)}</fieldset>`,
    )
    .join('');
  const header = headerFile(page);
  const fields = `${field(`Title ${UP_TO_300}`, 'title', page.title, 'required', notes)}
<fieldset><legend>Search and sharing</legend>
${field(`SEO title ${UP_TO_300} (optional: replaces the title in the browser tab and the snippet)`, 'metaTitle', metaContent(page, 'title'), '', notes)}
${textarea(`Meta description ${UP_TO_300}`, 'metaDescription', metaContent(page, 'description'), 2, notes)}
</fieldset>
${imageField({
  legend: 'Header image',
  name: 'headerImage',
  file: header ?? { sourceUrl: '' },
  altName: 'headerImageAlt',
  alt: header?.alt ?? '',
  altHelp: '(what the picture shows, in this language)',
  notes,
})}
${sections}`;
  return editorPage({
    ...context,
    kind: 'page',
    title: page.title,
    lang: page.locale,
    key: page.url,
    state: entry.state,
    sitePath: entry.sitePath,
    fields,
    doc: page,
    tracking: entry,
    looseChanges: loose,
    historyPath: historyPath('page', page.url, page.locale),
  });
}

const EVENT_FIELDS: Record<string, string> = {
  title: 'title',
  summary: 'summary',
  description: 'description',
  schedule: 'schedule',
  'meta.title': 'metaTitle',
  'meta.description': 'metaDescription',
  imageAlt: 'imageAlt',
};

export function eventEditor(entry: Entry<EventDetail>, context: EditorContext): string {
  const event = entry.draft ?? entry.published;
  const { notes, loose } = notesFor(entry.behindSource, (name) => EVENT_FIELDS[name] ?? null);
  const statuses = EVENT_STATUSES.map(
    (status) => `<option${status === event.status ? ' selected' : ''}>${status}</option>`,
  ).join('');
  const schedule = event.schedule.map((item) => `${item.time} ${item.text}`).join('\n');
  // The alt text visitors get is the title unless one is written: the field shows only a written one.
  const alt = event.image.alt && event.image.alt !== event.title ? event.image.alt : '';
  const fields = `${field(`Title ${UP_TO_300}`, 'title', event.title, 'required', notes)}
${textarea('Summary (up to 1000 characters)', 'summary', event.summary, 2, notes)}
<fieldset><legend>Search and sharing</legend>
${field(`SEO title ${UP_TO_300} (optional: replaces the title in the browser tab and the snippet)`, 'metaTitle', event.meta.title ?? '', '', notes)}
${textarea(`Meta description ${UP_TO_300}`, 'metaDescription', event.meta.description ?? '', 2, notes)}
</fieldset>
${richText('Description', 'description', event.description, notes)}
<fieldset><legend>Date and tickets <span class="muted small">(shared by every language)</span></legend>
<div class="grid2 grid-wide"><label>Status<select name="status">${statuses}</select></label>
${field('Ticket URL', 'ticketUrl', event.ticketUrl, 'type="url"')}
${field('Starts (Istanbul time)', 'startDate', istanbulLocal(event.startDate), `type="datetime-local" required ${VENUE_ZONE}`)}
${field('Ends (Istanbul time, optional)', 'endDate', event.endDate ? istanbulLocal(event.endDate) : '', `type="datetime-local" ${VENUE_ZONE}`)}</div>
</fieldset>
${imageField({
  legend: 'Event image (shared by every language)',
  name: 'image',
  file: event.image,
  altName: 'imageAlt',
  alt,
  altHelp: '(in this language; empty: the title)',
  notes,
})}
${textarea('Schedule <span class="muted small">(one line each: HH:MM text)</span>', 'schedule', schedule, 4, notes)}`;
  return editorPage({
    ...context,
    kind: 'event',
    title: event.title,
    lang: event.locale,
    key: event.slug,
    state: entry.state,
    sitePath: entry.sitePath,
    fields,
    doc: event,
    tracking: entry,
    looseChanges: loose,
    historyPath: historyPath('event', event.slug, event.locale),
  });
}

const optionalUrl = (label: string, name: string, value: string | null) =>
  field(label, name, value ?? '', 'type="url" placeholder="https://…"');

/** Beside a fact: the names that stand for it in texts, and the pages that show it. */
function where(fact: VenueFact, usage: FactUsage): string {
  const names = venueFactNames[fact].map((name) => `<code>{${name}}</code>`).join(' ');
  const places = usage[fact]
    .map((path) =>
      path === EVERY_PAGE ? 'every page (header and footer)' : `<code>${e(path)}</code>`,
    )
    .join(', ');
  return `<p class="muted small where" data-fact="${fact}">In texts: ${names}. Shown on: ${places}.</p>`;
}

// A time picker cannot hold 24:00: it shows midnight as 00:00, and workspace.js saves the 24:00 the
// facts say as long as the picker still shows it (how the site writes the hours is the editor's).
const clockField = (label: string, name: string, value: string) =>
  value === '24:00'
    ? field(label, name, '00:00', `${CLOCK} data-stored="24:00"`)
    : field(label, name, value, CLOCK);
const CLOCK = 'type="time" step="60" required';

/** The venue facts, shown in every page's header, footer, texts and structured data. */
export function settingsEditor(
  state: SettingsState & { state: DraftState } & Pick<Tracking, 'scheduled'>,
  lang: Locale,
  sitePath: string,
  context: EditorContext & { usage: FactUsage },
): string {
  const facts: SettingsDocument = state.draft ?? state.published;
  const { usage } = context;
  const part = (label: string, key: Exclude<keyof SettingsDocument['hours'], 'doors'>) =>
    `<fieldset class="section"><legend>${e(label)}</legend><div class="grid2">${clockField('Opens', `hours.${key}.opens`, facts.hours[key].opens)}
${clockField('Closes', `hours.${key}.closes`, facts.hours[key].closes)}</div>${where(key, usage)}</fieldset>`;
  const fields = `<div class="grid2"><div>${field('Phone (international form)', 'phone', facts.phone, 'required')}${where('phone', usage)}</div>
<div>${field('E-mail', 'email', facts.email, 'type="email" required')}${where('email', usage)}</div></div>
<fieldset><legend>Evening hours <span class="muted small">(venue time; a closing time before the opening runs past midnight)</span></legend>
${clockField('Doors open', 'hours.doors', facts.hours.doors)}${where('doors', usage)}
${part('Dinner', 'dinner')}
${part('Show', 'show')}
${part('The Sin night club', 'club')}
${part('Lobster Club à la carte', 'lobsterClub')}</fieldset>
<fieldset><legend>Messengers and social links <span class="muted small">(empty = not shown)</span></legend>
${optionalUrl('WhatsApp link', 'messengers.whatsapp', facts.messengers.whatsapp)}${where('whatsapp', usage)}
${optionalUrl('Telegram link', 'messengers.telegram', facts.messengers.telegram)}${where('telegram', usage)}
${optionalUrl('Instagram', 'social.instagram', facts.social.instagram)}
${optionalUrl('Facebook', 'social.facebook', facts.social.facebook)}
${optionalUrl('YouTube', 'social.youtube', facts.social.youtube)}</fieldset>
<fieldset><legend>Address</legend>
${field('Street', 'address.street', facts.address.street)}
<div class="grid2">${field('District', 'address.locality', facts.address.locality)}
${field('City / region', 'address.region', facts.address.region)}
${field('Postal code', 'address.postalCode', facts.address.postalCode)}
${field('Country (two letters)', 'address.country', facts.address.country, 'maxlength="2"')}</div>
${where('address', usage)}
<div class="grid2">${field('Latitude', 'geo.latitude', facts.geo ? String(facts.geo.latitude) : '', 'type="number" step="any" min="-90" max="90"')}
${field('Longitude', 'geo.longitude', facts.geo ? String(facts.geo.longitude) : '', 'type="number" step="any" min="-180" max="180"')}</div>
${optionalUrl('Map link', 'mapUrl', facts.mapUrl)}</fieldset>`;
  return editorPage({
    ...context,
    kind: 'settings',
    title: 'Venue facts',
    lang,
    key: 'settings',
    state: state.state,
    sitePath,
    fields,
    doc: facts,
    tracking: { behindSource: null, scheduled: state.scheduled, version: 0 },
    looseChanges: [],
    historyPath: historyPath('settings', '', lang),
  });
}

export type HistoryView = {
  kind: Kind;
  title: string;
  lang: Locale;
  csrf: string;
  editPath: string;
  /** The API's query naming the target (`url=…&lang=…`, '' for the venue facts). */
  query: string;
  versions: { version: number; publishedAt: string; note: string | null; title?: string }[];
  selected: { version: number; publishedAt: string; document: Record<string, unknown> } | null;
  current: Record<string, unknown>;
  draft: Record<string, unknown> | null;
};

const noteText = (note: string | null) =>
  note === 'scheduled' ? ' · scheduled' : note ? ` · ${e(note)}` : '';

/** The versions of one page, event translation or the venue facts, one compared with what is live. */
export function historyPage(view: HistoryView): string {
  const selfPath = (version: number) =>
    `/admin/history/${view.kind}?${view.query ? `${view.query}&` : `lang=${view.lang}&`}version=${version}`;
  const latest = view.versions[0]?.version ?? 0;
  const items = view.versions
    .map(
      (
        version,
      ) => `<li><a href="${e(selfPath(version.version))}"${version.version === view.selected?.version ? ' aria-current="page"' : ''}>
<span class="version-number">Version ${version.version}${version.version === latest ? ' · live now' : ''}</span>
<span class="muted small">${time(version.publishedAt)}${noteText(version.note)}</span>${version.title ? `<span class="version-title">${e(version.title)}</span>` : ''}</a></li>`,
    )
    .join('');
  let comparison = '<p class="muted">Pick a version to compare it with what visitors see now.</p>';
  if (view.selected) {
    const changes = changedFields(view.kind, view.selected.document, view.current);
    const rows = changes
      .map(
        (change) =>
          `<li><h3>${e(change.label)}</h3>${diffHtml(change.before, change.after, [`Version ${view.selected!.version}`, 'Live now'])}</li>`,
      )
      .join('');
    const draftWarning = view.draft
      ? '<p class="muted small">This replaces the current draft (its unpublished changes). Nothing is published until you publish.</p>'
      : '<p class="muted small">It becomes the draft: preview it, then publish it like any draft.</p>';
    comparison = `<h2 id="compare-title">Version ${view.selected.version} compared with the live version</h2>
<p class="muted">${changes.length === 0 ? 'The same as what visitors see now.' : `${changes.length === 1 ? 'One field differs' : `${changes.length} fields differ`}: what version ${view.selected.version} had, and what visitors see now.`}</p>
${rows ? `<ol class="changes">${rows}</ol>` : ''}
<div class="restore" data-kind="${view.kind}" data-query="${e(view.query)}" data-version="${view.selected.version}" data-edit="${e(view.editPath)}" data-draft="${view.draft ? '1' : ''}">
<button type="button" class="gold" data-restore>Restore version ${view.selected.version} as the draft</button>
${draftWarning}
<p id="status" role="status" aria-live="polite"></p></div>`;
  }
  return layout({
    title: `History: ${view.title}`,
    csrf: view.csrf,
    body: `<main class="history">
<p class="crumbs"><a href="/admin?lang=${view.lang}">All content</a> · <a href="${e(view.editPath)}">Back to the editor</a></p>
<h1>History: ${e(view.title)} <span class="muted small" lang="${view.lang}">${view.kind === 'settings' ? '' : LANGUAGE_NAMES[view.lang]}</span></h1>
<div class="history-grid">
<nav aria-label="Versions, newest first"><ol class="versions">${items}</ol></nav>
<section class="compare" aria-labelledby="compare-title">${comparison}</section>
</div></main>`,
  });
}
