import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import {
  defaultLocale,
  isLocale,
  localeOfPath,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
} from '@/lib/i18n/locales';
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

export default function proxy(request: NextRequest) {
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
  if (decision.action === 'not-found') return notFoundAnswer(request, decision.locale);
  let response =
    decision.action === 'redirect'
      ? NextResponse.redirect(
          new URL(decision.location + request.nextUrl.search, request.nextUrl.origin),
          decision.permanent ? 308 : 307,
        )
      : intl(request);
  if (decision.action === 'next' && isRedirect(response)) {
    // next-intl's redirects (a path in another language's spelling, /en/… without its prefix)
    // depend on the path alone: permanent, and only to a page that exists.
    const location = new URL(response.headers.get('location')!, request.url);
    const target = intl(new NextRequest(location, { headers: request.headers }));
    response = isKnownRoute(internalPath(target, location))
      ? NextResponse.redirect(location, 308)
      : notFoundAnswer(request, localeOfPath(location.pathname).locale);
  } else if (decision.action === 'next' && response.status < 300) {
    const internal = internalPath(response, request.nextUrl);
    if (!isKnownRoute(internal)) {
      // No such route: the language's cached not-found page, answered as a 404 by the server.
      const [, first] = internal.split('/');
      response = notFoundAnswer(request, isLocale(first) ? first : defaultLocale);
    } else if (QUERY_PAGES.test(internal)) {
      response.headers.set(SHAREABLE_HEADER, '1');
    }
  }
  if ('setCookie' in decision && decision.setCookie) {
    response.cookies.set(LOCALE_COOKIE, decision.setCookie, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: SECURE_ORIGIN || request.headers.get('x-forwarded-proto') === 'https',
    });
  }
  return response;
}

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/** The internal path Next renders: next-intl's rewrite, or the path itself when they agree. */
function internalPath(response: Response, url: URL): string {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite, url).pathname : url.pathname;
}

/** The language's cached not-found page at the requested URL, answered as a 404 by the server. */
function notFoundAnswer(request: NextRequest, locale: Locale) {
  const response = NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_ROUTE}`, request.url));
  response.headers.set(PAGE_STATUS_HEADER, '404');
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
