import { escapeHtml as e } from '../../lib/escape-html';
import { sanitizeEditorHtml } from '../../lib/provider/sanitize';
import type { Entry, EventEntry, PageEntry, DraftState } from '../drafts';
import { istanbulLocal, ISTANBUL_OFFSET } from '../dates';
import { EVERY_PAGE, venueFactNames, type VenueFact } from '../../lib/content/venue-facts';
import type { FactUsage } from '../fact-usage';
import type { SettingsState } from '../settings';
import {
  EVENT_STATUSES,
  LOCALES,
  type EventDetail,
  type Locale,
  type Page,
  type SettingsDocument,
} from '../types';

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

function languageTabs(current: Locale, href: (lang: Locale) => string, label: string): string {
  const tabs = LOCALES.map(
    (lang) =>
      `<a href="${e(href(lang))}"${lang === current ? ' aria-current="page"' : ''} lang="${lang}">${LANGUAGE_NAMES[lang]}</a>`,
  ).join('');
  return `<nav class="tabs" aria-label="${e(label)}">${tabs}</nav>`;
}

const dateFormat = (iso: string) => iso.replace('T', ' ').slice(0, 16);

export function listPage(
  lang: Locale,
  csrf: string,
  pages: PageEntry[],
  events: EventEntry[],
  settings: DraftState | null,
): string {
  const pageRows = pages
    .map(
      (
        page,
      ) => `<tr><td><a href="/admin/edit/page?url=${encodeURIComponent(page.url)}&amp;lang=${lang}">${e(page.title)}</a></td>
<td><code>${e(page.sitePath)}</code></td><td>${badge(page.state)}</td><td class="muted">${e(dateFormat(page.updatedAt))}</td></tr>`,
    )
    .join('');
  const eventRows = events
    .map(
      (
        event,
      ) => `<tr><td><a href="/admin/edit/event?slug=${encodeURIComponent(event.slug)}&amp;lang=${lang}">${e(event.title)}</a></td>
<td>${e(dateFormat(event.startDate))}</td><td><span class="status">${e(event.status)}</span></td><td>${badge(event.state)}</td></tr>`,
    )
    .join('');
  return layout({
    title: 'Content',
    csrf,
    body: `<main class="list">
${languageTabs(lang, (l) => `/admin?lang=${l}`, 'Language')}
${
  settings
    ? `<section><h1>Venue facts</h1><table><tbody><tr><td><a href="/admin/edit/settings?lang=${lang}">Phone, e-mail, messengers, social links, address, opening hours</a></td><td>${badge(settings)}</td></tr></tbody></table></section>`
    : ''
}
<section><h1>Pages <span class="count">${pages.length}</span></h1>
<table><thead><tr><th>Title</th><th>On the site</th><th>State</th><th>Last change</th></tr></thead><tbody>${pageRows}</tbody></table></section>
<section><h1>Events <span class="count">${events.length}</span></h1>
<table><thead><tr><th>Title</th><th>Starts</th><th>Status</th><th>State</th></tr></thead><tbody>${eventRows}</tbody></table></section>
</main>`,
  });
}

// Limits are said, never enforced by a maxlength that would cut a paste without a word: the
// provider refuses an overlong text with its length, and nothing is lost.
const UP_TO_300 = '(up to 300 characters)';

// Dates are picked as wall-clock times in the venue's zone; the script adds this offset back.
const VENUE_ZONE = `data-offset="${ISTANBUL_OFFSET}"`;

const field = (label: string, name: string, value: string, attrs = '') =>
  `<label>${e(label)}<input name="${name}" value="${e(value)}" ${attrs}></label>`;

/** A small rich-text editor: toolbar and a contenteditable box; the server sanitises its HTML. */
function richText(label: string, name: string, html: string): string {
  const id = `rte-${name.replace(/\W/g, '-')}`;
  return `<div class="rte-field"><span class="label" id="${id}">${e(label)}</span>
<div class="toolbar" role="toolbar" aria-label="${e(label)} formatting">
<button type="button" data-cmd="bold" title="Bold" aria-label="Bold"><b>B</b></button>
<button type="button" data-cmd="italic" title="Italic" aria-label="Italic"><i>I</i></button>
<button type="button" data-cmd="createLink" title="Link" aria-label="Link">Link</button>
<button type="button" data-cmd="insertUnorderedList" title="Bulleted list" aria-label="Bulleted list">• List</button>
<button type="button" data-cmd="insertOrderedList" title="Numbered list" aria-label="Numbered list">1. List</button>
</div>
<div class="rte" contenteditable="true" role="textbox" aria-multiline="true" aria-labelledby="${id}" data-name="${name}">${sanitizeEditorHtml(html)}</div></div>`;
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
};

const KIND_LABELS = {
  page: 'Page',
  event: 'Event',
  settings: 'Venue facts (every page, every language)',
};

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
<p class="crumbs"><a href="/admin?lang=${editor.lang}">All content</a> · ${KIND_LABELS[editor.kind]} · <span lang="${editor.lang}">${LANGUAGE_NAMES[editor.lang]}</span></p>
<h1>${e(editor.title)} <span id="state">${badge(editor.state)}</span></h1>
${editor.kind === 'settings' ? '' : factsHelp(editor.factValues)}
${editor.fields}
<div class="actions">
<button type="submit" data-action="save">Save draft</button>
<button type="button" class="ghost" data-action="discard">Discard draft</button>
<button type="button" class="gold" data-action="publish">Publish</button>
</div>
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
${jsonScript('doc', editor.doc)}${jsonScript('fact-names', Object.keys(editor.factValues))}`,
  });
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

function headerImage(page: Page): string {
  return page.options.find((option) => option.key === 'HEADER_IMAGE')?.file?.sourceUrl ?? '';
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

export function pageEditor(entry: Entry<Page>, context: EditorContext): string {
  const page = entry.draft ?? entry.published;
  const sections = page.contents
    .map(
      (
        section,
        index,
      ) => `<fieldset class="section" data-index="${index}"><legend>Section ${index + 1} <code>${e(section.key)}</code></legend>
${field('Section title', `contents.${index}.title`, section.title)}
${richText('Section text', `contents.${index}.body`, section.body)}</fieldset>`,
    )
    .join('');
  const fields = `${field(`Title ${UP_TO_300}`, 'title', page.title, 'required')}
<fieldset><legend>Search and sharing</legend>
${field(`SEO title ${UP_TO_300} (optional: replaces the title in the browser tab and the snippet)`, 'metaTitle', metaContent(page, 'title'))}
<label>Meta description ${UP_TO_300}<textarea name="metaDescription" rows="2">${e(metaContent(page, 'description'))}</textarea></label>
</fieldset>
${field('Header image URL', 'headerImage', headerImage(page))}
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
  });
}

export function eventEditor(entry: Entry<EventDetail>, context: EditorContext): string {
  const event = entry.draft ?? entry.published;
  const statuses = EVENT_STATUSES.map(
    (status) => `<option${status === event.status ? ' selected' : ''}>${status}</option>`,
  ).join('');
  const schedule = event.schedule.map((item) => `${item.time} ${item.text}`).join('\n');
  const fields = `${field(`Title ${UP_TO_300}`, 'title', event.title, 'required')}
<label>Summary (up to 1000 characters)<textarea name="summary" rows="2">${e(event.summary)}</textarea></label>
<fieldset><legend>Search and sharing</legend>
${field(`SEO title ${UP_TO_300} (optional: replaces the title in the browser tab and the snippet)`, 'metaTitle', event.meta.title ?? '')}
<label>Meta description ${UP_TO_300}<textarea name="metaDescription" rows="2">${e(event.meta.description ?? '')}</textarea></label>
</fieldset>
${richText('Description', 'description', event.description)}
<fieldset><legend>Date and tickets <span class="muted small">(shared by every language)</span></legend>
<div class="grid2"><label>Status<select name="status">${statuses}</select></label>
${field('Ticket URL', 'ticketUrl', event.ticketUrl, 'type="url"')}
${field('Starts (Istanbul time)', 'startDate', istanbulLocal(event.startDate), `type="datetime-local" required ${VENUE_ZONE}`)}
${field('Ends (Istanbul time, optional)', 'endDate', event.endDate ? istanbulLocal(event.endDate) : '', `type="datetime-local" ${VENUE_ZONE}`)}</div>
${field('Image URL', 'image', event.image.sourceUrl)}
</fieldset>
<label>Schedule <span class="muted small">(one line each: HH:MM text)</span><textarea name="schedule" rows="4">${e(schedule)}</textarea></label>`;
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

/** The venue facts, shown in every page's header, footer, texts and structured data. */
export function settingsEditor(
  state: SettingsState & { state: DraftState },
  lang: Locale,
  sitePath: string,
  context: EditorContext & { usage: FactUsage },
): string {
  const facts: SettingsDocument = state.draft ?? state.published;
  const { usage } = context;
  const clock = 'pattern="([01]\\d|2[0-4]):[0-5]\\d" placeholder="HH:MM"';
  const part = (label: string, key: Exclude<keyof SettingsDocument['hours'], 'doors'>) =>
    `<fieldset class="section"><legend>${e(label)}</legend><div class="grid2">${field('Opens', `hours.${key}.opens`, facts.hours[key].opens, clock)}
${field('Closes', `hours.${key}.closes`, facts.hours[key].closes, clock)}</div>${where(key, usage)}</fieldset>`;
  const fields = `<div class="grid2"><div>${field('Phone (international form)', 'phone', facts.phone, 'required')}${where('phone', usage)}</div>
<div>${field('E-mail', 'email', facts.email, 'type="email" required')}${where('email', usage)}</div></div>
<fieldset><legend>Evening hours <span class="muted small">(venue time, HH:MM; a closing time before the opening runs past midnight)</span></legend>
${field('Doors open', 'hours.doors', facts.hours.doors, clock)}${where('doors', usage)}
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
  });
}
