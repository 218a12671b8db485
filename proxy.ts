import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
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
  let response =
    decision.action === 'redirect'
      ? NextResponse.redirect(
          new URL(decision.location + request.nextUrl.search, request.nextUrl.origin),
          307,
        )
      : intl(request);
  if (decision.action === 'next' && response.status < 300) {
    // The internal path Next renders: next-intl's rewrite, or the path itself when they agree.
    const rewrite = response.headers.get('x-middleware-rewrite');
    const internal = rewrite ? new URL(rewrite, request.url).pathname : request.nextUrl.pathname;
    if (!isKnownRoute(internal)) {
      // No such route: the language's cached not-found page, answered as a 404 by the server.
      const [, first] = internal.split('/');
      const locale = isLocale(first) ? first : defaultLocale;
      response = NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_ROUTE}`, request.url));
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
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
