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
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { decideProxy, isPageVisit } from '@/lib/i18n/proxy-decision';
import { routing } from '@/lib/i18n/routing';
import { SHAREABLE_HEADER } from '@/lib/security/page-cache';
import { isKnownRoute, NOT_FOUND_ROUTE, PAGE_STATUS_HEADER } from '@/lib/shell/not-found-render';

// Rendered per request only because they read their query: see SHAREABLE_HEADER.
const QUERY_PAGES = /^\/(?:en|tr|ru|de)\/(?:events-concerts|schedule)$/;
// The remembered language is sent back only over https when the site is served over https (its
// public origin, or TLS at the trusted proxy in front: the server drops anyone else's header).
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

function clearDraftCookies(response: NextResponse, verdict: DraftVerdict) {
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
    return clearDraftCookies(next, gate.verdict);
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
  let response =
    decision.action === 'redirect'
      ? NextResponse.redirect(
          new URL(decision.location + request.nextUrl.search, request.nextUrl.origin),
          307,
        )
      : intl(gate.request);
  if (decision.action === 'next' && response.status < 300) {
    // The internal path Next renders: next-intl's rewrite, or the path itself when they agree.
    const rewrite = response.headers.get('x-middleware-rewrite');
    const internal = rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
    if (gate.verdict === 'outside') {
      // A link may name the internal path (/tr/about-us for /tr/hakkimizda).
      const again = draftGate(request, [request.nextUrl.pathname, internal]);
      if (again.verdict === 'granted') {
        gate = again;
        response = intl(request);
      }
    }
    if (!isKnownRoute(internal)) {
      // No such route: the language's cached not-found page, answered as a 404 by the server.
      const [, first] = internal.split('/');
      const locale = isLocale(first) ? first : defaultLocale;
      response = NextResponse.rewrite(
        new URL(`/${locale}/${NOT_FOUND_ROUTE}`, request.url),
        gate.headers ? { request: { headers: gate.headers } } : undefined,
      );
      response.headers.set(PAGE_STATUS_HEADER, '404');
    } else if (QUERY_PAGES.test(internal)) {
      response.headers.set(SHAREABLE_HEADER, '1');
    }
  }
  if (decision.setCookie) {
    response.cookies.set(LOCALE_COOKIE, decision.setCookie, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: SECURE_ORIGIN || request.headers.get('x-forwarded-proto') === 'https',
    });
  }
  return clearDraftCookies(response, gate.verdict);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension; and what shows drafts
  // among those (social images, calendar files), for draft mode's check only.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/og/:path*', '/api/events/:path*'],
};
