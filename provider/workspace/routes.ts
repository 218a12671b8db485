import { readFileSync } from 'node:fs';
import path from 'node:path';
import { signPreviewLink } from '../../lib/preview/link';
import { repoRoot } from '../config';
import {
  eventEntry,
  listEventEntries,
  listPageEntries,
  pageEntry,
  tracking,
  type Entry,
  type EventEntry,
  type PageEntry,
} from '../drafts';
import { HttpError, peerAddress, readBody } from '../http';
import { checkSecret } from '../../lib/security/secret-attempts';
import { type Context, type Reply, type Route } from '../router';
import { isLocale, type Locale } from '../types';
import { href } from '../../lib/i18n/navigation';
import { draftState } from '../drafts';
import { factValues } from '../../lib/content/venue-facts';
import { factsFromSettings } from '../../lib/site';
import { factUsage } from '../fact-usage';
import { getSettingsState } from '../settings';
import {
  describeTarget,
  draftDocument,
  publishedDocument,
  resolveTarget,
  SETTINGS_TARGET,
  type Target,
} from '../targets';
import { LOCALES, PROPERTY_ID } from '../types';
import { getVersion, listVersions } from '../versions';
import {
  eventEditor,
  historyPage,
  listPage,
  loginPage,
  pageEditor,
  settingsEditor,
  type EditorContext,
  type ListLanguage,
} from './views';
import { clearedSessionCookie, sameOrigin, sameSecret, sessionCookie } from './sessions';

/**
 * The editor workspace (GET /admin…): sign in with PROVIDER_ADMIN_TOKEN, list pages and events,
 * edit one beside the site's draft page. Its scripts call the admin API with the session cookie
 * and the session's CSRF token (provider/admin-routes.ts).
 */

const asset = (name: string) =>
  readFileSync(path.join(repoRoot(), 'provider', 'workspace', 'assets', name), 'utf8');
const ASSETS: Record<string, { type: string; body: string }> = {
  'workspace.css': { type: 'text/css; charset=utf-8', body: asset('workspace.css') },
  'workspace.js': { type: 'text/javascript; charset=utf-8', body: asset('workspace.js') },
};

// The live preview's signed link lasts a working day; shared links default to 48 hours.
const FRAME_LINK_MS = 12 * 60 * 60 * 1000;

function pageHeaders(ctx: Context): Record<string, string> {
  const site = ctx.config.siteUrl ?? '';
  // Uploads are served from the provider's public address; a typed picture address may be anywhere.
  const uploads = ctx.config.publicUrl ?? '';
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src 'self' data: https:${site ? ` ${site}` : ''}${uploads ? ` ${uploads}` : ''}`,
      "connect-src 'self'",
      `frame-src ${site || "'none'"}`,
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Same-origin: forms and fetches carry a real Origin (no-referrer would send `Origin: null`);
    // the site in the preview frame gets no referrer.
    'Referrer-Policy': 'same-origin',
  };
}

const html = (ctx: Context, status: number, body: string, headers = {}): Reply => ({
  status,
  body: null,
  headers: { ...pageHeaders(ctx), ...headers },
  text: { type: 'text/html; charset=utf-8', body },
});

const redirect = (location: string, headers: Record<string, string> = {}): Reply => ({
  status: 303,
  body: null,
  headers: { Location: location, ...headers },
  text: { type: 'text/plain; charset=utf-8', body: '' },
});

const langParam = (ctx: Context): Locale => {
  const lang = ctx.query.get('lang');
  return isLocale(lang) ? lang : 'en';
};

/** The venue facts' names with their published values, as `lang` writes them. */
function currentFactValues(ctx: Context, lang: Locale): Record<string, string> {
  const state = getSettingsState(ctx.db, PROPERTY_ID);
  return state ? factValues(lang, factsFromSettings(state.published)) : {};
}

function frameUrl(ctx: Context, sitePath: string): string | null {
  const { draftSecret, siteUrl } = ctx.config;
  if (!draftSecret || !siteUrl) return null;
  return `${siteUrl}/api/draft?${signPreviewLink(draftSecret, sitePath, { ttlMs: FRAME_LINK_MS }).query}`;
}

/**
 * Sign-in with the editor token. Wrong tokens count against the client with the editor API's
 * Bearer (lib/security/secret-attempts.ts): a guesser at the same address locks out its guesses,
 * never the right token; the counts expire by themselves.
 */
async function login(ctx: Context): Promise<Reply> {
  if (!sameOrigin(ctx.req)) throw new HttpError(403, { message: 'Forbidden: foreign Origin' });
  const form = new URLSearchParams(await readBody(ctx.req, 4096));
  const token = ctx.config.adminToken ?? '';
  const given = form.get('token')?.trim() ?? '';
  const checked = await checkSecret(
    ctx.tokenAttempts,
    peerAddress(ctx.req),
    { presented: given, expected: token },
    () => sameSecret(given, token),
  );
  if (checked.ok) {
    const session = ctx.sessions.create();
    return redirect('/admin', { 'Set-Cookie': sessionCookie(ctx.req, session) });
  }
  if (checked.limited) {
    return html(ctx, 429, loginPage('Too many wrong tokens. Wait a few seconds and try again.'), {
      'Retry-After': String(checked.retryAfterSeconds),
    });
  }
  return html(ctx, 401, loginPage('That token is not right. Check PROVIDER_ADMIN_TOKEN.'));
}

async function logout(ctx: Context): Promise<Reply> {
  const session = ctx.sessions.of(ctx.req);
  const form = new URLSearchParams(await readBody(ctx.req, 4096));
  if (session) {
    if (!sameOrigin(ctx.req) || !sameSecret(form.get('csrf') ?? '', session.csrf)) {
      throw new HttpError(403, { message: 'Forbidden: missing or wrong CSRF token or Origin' });
    }
    ctx.sessions.end(session);
  }
  return redirect('/admin', { 'Set-Cookie': clearedSessionCookie(ctx.req) });
}

type Alternate = { locale: Locale; url?: string; slug?: string };

/** The form for one page or event, beside its live preview; its other languages one switch away. */
function editor<T extends { hrefLangs: Alternate[] }>(
  kind: 'page' | 'event',
  find: (ctx: Context, key: string, lang: Locale) => Entry<T> | null,
  render: (entry: Entry<T>, context: EditorContext) => string,
) {
  const param = kind === 'page' ? 'url' : 'slug';
  return (ctx: Context): Reply => {
    const session = ctx.sessions.of(ctx.req);
    if (!session) return redirect('/admin');
    const lang = langParam(ctx);
    const entry = find(ctx, ctx.query.get(param) ?? '', lang);
    if (!entry) return html(ctx, 404, loginPage(`No such ${kind}.`));
    const languages = entry.published.hrefLangs.map((alt) => ({
      lang: alt.locale,
      href: `/admin/edit/${kind}?${param}=${encodeURIComponent(alt[param] ?? '')}&lang=${alt.locale}`,
    }));
    const context = {
      csrf: session.csrf,
      frameUrl: frameUrl(ctx, entry.sitePath),
      siteUrl: ctx.config.siteUrl,
      languages,
      factValues: currentFactValues(ctx, lang),
    };
    return html(ctx, 200, render(entry, context));
  };
}

function settingsState(ctx: Context) {
  const state = getSettingsState(ctx.db, PROPERTY_ID);
  return (
    state && {
      ...state,
      state: draftState(state.published, state.draft),
      scheduled: tracking(ctx.db, SETTINGS_TARGET).scheduled,
    }
  );
}

// Where the venue's facts show best: the contact page (German has none: its proposal page).
const settingsPreviewPath = (lang: Locale) =>
  href(lang, lang === 'de' ? '/proposal-request' : '/contact-us');

function editSettings(ctx: Context): Reply {
  const session = ctx.sessions.of(ctx.req);
  if (!session) return redirect('/admin');
  const state = settingsState(ctx);
  if (!state) return html(ctx, 404, loginPage('This provider has no venue facts.'));
  const lang = langParam(ctx);
  const sitePath = settingsPreviewPath(lang);
  const context = {
    csrf: session.csrf,
    frameUrl: frameUrl(ctx, sitePath),
    siteUrl: ctx.config.siteUrl,
    languages: LOCALES.map((l) => ({ lang: l, href: `/admin/edit/settings?lang=${l}` })),
    factValues: currentFactValues(ctx, lang),
    usage: factUsage(ctx.db, lang),
  };
  return html(ctx, 200, settingsEditor(state, lang, sitePath, context));
}

/**
 * The list of everything in one language (or all): each row with its state, its freshness against
 * English and a publish set for later; the filters' state comes from the address.
 */
function list(ctx: Context): Reply {
  const session = ctx.sessions.of(ctx.req);
  if (!session) return html(ctx, 200, loginPage());
  const asked = ctx.query.get('lang');
  const lang: ListLanguage = asked === 'all' ? 'all' : langParam(ctx);
  const languages = lang === 'all' ? LOCALES : [lang];
  const pages: PageEntry[] = [];
  const events: EventEntry[] = [];
  const behind: Partial<Record<Locale, number>> = {};
  for (const each of LOCALES) {
    const ownPages = listPageEntries(ctx.db, each);
    const ownEvents = listEventEntries(ctx.db, each);
    behind[each] = [...ownPages, ...ownEvents].filter((entry) => entry.behindSource).length;
    if (!languages.includes(each)) continue;
    pages.push(...ownPages);
    events.push(...ownEvents);
  }
  const filters = {
    q: ctx.query.get('q') ?? '',
    kind: ctx.query.get('kind') ?? '',
    state: ctx.query.get('state') ?? '',
    behind: ctx.query.get('behind') === '1',
  };
  return html(
    ctx,
    200,
    listPage({
      lang,
      csrf: session.csrf,
      pages,
      events,
      settings: settingsState(ctx)?.state ?? null,
      behind,
      scheduled: ctx.scheduler.list(),
      filters,
    }),
  );
}

/** The target a history page names, from the same parameters as its editor. */
function historyTarget(
  ctx: Context,
  kind: 'page' | 'event' | 'settings',
  lang: Locale,
): Target | null {
  if (kind === 'settings') return SETTINGS_TARGET;
  const key = ctx.query.get(kind === 'page' ? 'url' : 'slug') ?? '';
  return kind === 'page'
    ? resolveTarget(ctx.db, { kind, url: key, lang })
    : resolveTarget(ctx.db, { kind, slug: key, lang });
}

function history(ctx: Context): Reply {
  const session = ctx.sessions.of(ctx.req);
  if (!session) return redirect('/admin');
  const kind = ctx.params[0] as 'page' | 'event' | 'settings';
  const lang = langParam(ctx);
  const target = historyTarget(ctx, kind, lang);
  const described = target && describeTarget(ctx.db, target);
  if (!target || !described) return html(ctx, 404, loginPage(`No such ${kind}.`));
  const versions = listVersions(ctx.db, target);
  const asked = Number(ctx.query.get('version'));
  // Opened without a version, it compares the one before the live one: what the last publish changed.
  const chosen =
    Number.isInteger(asked) && asked > 0 ? asked : (versions[1] ?? versions[0])?.version;
  const selected = chosen ? getVersion(ctx.db, target, chosen) : null;
  const key = kind === 'page' ? 'url' : 'slug';
  const query =
    kind === 'settings' ? '' : `${key}=${encodeURIComponent(described.key)}&lang=${lang}`;
  return html(
    ctx,
    200,
    historyPage({
      kind,
      title: described.title,
      lang,
      csrf: session.csrf,
      editPath: kind === 'settings' ? `/admin/edit/settings?lang=${lang}` : described.editPath,
      query,
      versions: versions.map(({ document, ...version }) => ({
        ...version,
        ...(typeof document.title === 'string' ? { title: document.title } : {}),
      })),
      selected,
      current: publishedDocument(ctx.db, target) ?? {},
      draft: draftDocument(ctx.db, target),
    }),
  );
}

export const workspaceRoutes: Route[] = [
  { method: 'GET', path: '/admin/edit/settings', handler: editSettings },
  { method: 'GET', path: '/admin', handler: list },
  { method: 'GET', path: /^\/admin\/history\/(page|event|settings)$/, handler: history },
  { method: 'POST', path: '/admin/login', handler: login },
  { method: 'POST', path: '/admin/logout', handler: logout },
  {
    method: 'GET',
    path: '/admin/edit/page',
    handler: editor('page', (ctx, url, lang) => pageEntry(ctx.db, url, lang), pageEditor),
  },
  {
    method: 'GET',
    path: '/admin/edit/event',
    handler: editor('event', (ctx, slug, lang) => eventEntry(ctx.db, slug, lang), eventEditor),
  },
  {
    method: 'GET',
    path: /^\/admin\/assets\/([\w.-]+)$/,
    handler: (ctx) => {
      const file = ASSETS[ctx.params[0] ?? ''];
      if (!file) throw new HttpError(404, { message: 'Not found' });
      return {
        status: 200,
        body: null,
        headers: { 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
        text: file,
      };
    },
  },
];
