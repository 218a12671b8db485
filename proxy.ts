import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import {
  DRAFT_COOKIES,
  draftCookieOptions,
  draftVerdict,
  withoutDraftCookies,
  type DraftVerdict,
} from '@/lib/preview/grant';
import {
  defaultLocale,
  isLocale,
  localeOfPath,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
} from '@/lib/i18n/locales';
import { decideProxy, isPageVisit } from '@/lib/i18n/proxy-decision';
import { internalRouteOf, readsQuery } from '@/lib/i18n/routes';
import { routing } from '@/lib/i18n/routing';
import { SHAREABLE_HEADER } from '@/lib/cache/page-cache';
import { DRAFT_MARK_HEADER } from '@/lib/server/response';
import { NOT_FOUND_ROUTE, PAGE_STATUS_HEADER } from '@/lib/html/not-found';
import { isHttps } from '@/lib/security/forwarding';

// The remembered language is sent back only over https when the site is served over https (its
// public origin, or as the server's forwarding step decided: lib/security/forwarding.ts).
const SECURE_ORIGIN = env.NEXT_PUBLIC_SITE_URL.startsWith('https:');

const intl = createMiddleware(routing);

// A page's social image and an event's calendar file show drafts too: only under the page's grant.
const DRAFT_SUBRESOURCE = /^\/(?:og\/|api\/events\/)/;

/**
 * Draft mode, checked on every request (lib/preview/grant.ts): without a live grant that covers
 * one of `paths`, Next gets the request without draft mode's cookies (it renders the published
 * content), and cookies without any live, valid grant are cleared.
 */
function draftGate(request: NextRequest, paths: string[]) {
  const verdict: DraftVerdict = draftVerdict(
    (name) => request.cookies.get(name)?.value,
    paths,
    env.DRAFT_SECRET,
  );
  if (verdict === 'none' || verdict === 'granted') return { verdict, request, headers: null };
  const headers = new Headers(request.headers);
  headers.set('cookie', withoutDraftCookies(headers.get('cookie') ?? ''));
  return { verdict, request: new NextRequest(request, { headers }), headers };
}

/**
 * The verdict, once, for the server too: a granted request's answer carries the mark the server
 * frames previews by (lib/preview/framing.ts); draft cookies without a valid grant are cleared.
 */
function withDraftVerdict(response: NextResponse, verdict: DraftVerdict) {
  if (verdict === 'granted') response.headers.set(DRAFT_MARK_HEADER, 'granted');
  if (verdict !== 'invalid') return response;
  for (const name of DRAFT_COOKIES) response.cookies.set(name, '', draftCookieOptions(0));
  return response;
}

export default function proxy(request: NextRequest) {
  let gate = draftGate(request, [request.nextUrl.pathname]);
  if (DRAFT_SUBRESOURCE.test(request.nextUrl.pathname)) {
    const next = gate.headers
      ? NextResponse.next({ request: { headers: gate.headers } })
      : NextResponse.next();
    return withDraftVerdict(next, gate.verdict);
  }
  const decision = decideProxy({
    pathname: request.nextUrl.pathname,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    visit: isPageVisit(
      request.headers.get('sec-fetch-dest'),
      request.headers.get('sec-fetch-mode'),
    ),
  });
  if (decision.action === 'bad-request') {
    return new NextResponse('Bad request', { status: 400 });
  }
  if (decision.action === 'not-found') {
    return withDraftVerdict(notFoundAnswer(request, decision.locale, gate.headers), gate.verdict);
  }
  let response =
    decision.action === 'redirect'
      ? NextResponse.redirect(
          new URL(decision.location + request.nextUrl.search, request.nextUrl.origin),
          decision.permanent ? 308 : 307,
        )
      : intl(gate.request);
  if (decision.action === 'next' && isRedirect(response)) {
    // next-intl's redirects (a path in another language's spelling, /en/… without its prefix)
    // depend on the path alone: permanent, and only to a page that exists.
    const location = new URL(response.headers.get('location')!, request.url);
    const target = intl(new NextRequest(location, { headers: request.headers }));
    response = internalRouteOf(internalPath(target, location))
      ? NextResponse.redirect(location, 308)
      : notFoundAnswer(request, localeOfPath(location.pathname).locale, gate.headers);
  } else if (decision.action === 'next' && response.status < 300) {
    const internal = internalPath(response, request.nextUrl);
    if (gate.verdict === 'outside') {
      // A link may name the internal path (/tr/about-us for /tr/hakkimizda).
      const again = draftGate(request, [request.nextUrl.pathname, internal]);
      if (again.verdict === 'granted') {
        gate = again;
        response = intl(request);
      }
    }
    const route = internalRouteOf(internal);
    if (!route) {
      // No such route: the language's cached not-found page, answered as a 404 by the server.
      const [, first] = internal.split('/');
      response = notFoundAnswer(request, isLocale(first) ? first : defaultLocale, gate.headers);
    } else if (readsQuery(route.pathname)) {
      // Rendered per request only because it reads its query: see SHAREABLE_HEADER.
      response.headers.set(SHAREABLE_HEADER, '1');
    }
  }
  if ('setCookie' in decision && decision.setCookie) {
    response.cookies.set(LOCALE_COOKIE, decision.setCookie, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: SECURE_ORIGIN || isHttps(request.headers),
    });
  }
  return withDraftVerdict(response, gate.verdict);
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/** The internal path Next renders: next-intl's rewrite, or the path itself when they agree. */
function internalPath(response: Response, url: URL): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite, url).pathname : url.pathname;
}

/** The language's cached not-found page at the requested URL, answered as a 404 by the server. */
function notFoundAnswer(request: NextRequest, locale: Locale, headers: Headers | null) {
  const response = NextResponse.rewrite(
    new URL(`/${locale}/${NOT_FOUND_ROUTE}`, request.url),
    headers ? { request: { headers } } : undefined,
  );
  response.headers.set(PAGE_STATUS_HEADER, '404');
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension; and what shows drafts
  // among those (social images, calendar files), for draft mode's check only.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/og/:path*', '/api/events/:path*'],
};
