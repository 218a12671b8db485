import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/locales';
import { decideProxy } from '@/lib/i18n/proxy-decision';
import { routing } from '@/lib/i18n/routing';
import { SHAREABLE_HEADER } from '@/lib/security/page-cache';
import {
  isNotFoundRender,
  NOT_FOUND_RENDER_HEADER,
  NOT_FOUND_ROUTE,
} from '@/lib/shell/not-found-render';

// Rendered per request only because they read their query: see SHAREABLE_HEADER.
const QUERY_PAGES = /^\/(?:en|tr|ru|de)\/(?:events-concerts|schedule)$/;

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const decision = decideProxy({
    pathname: request.nextUrl.pathname,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    // Browsers mark page loads `Sec-Fetch-Dest: document`; crawlers and curl send no such header.
    visit: (request.headers.get('sec-fetch-dest') ?? 'document') === 'document',
  });
  if (decision.action === 'bad-request') {
    return new NextResponse('Bad request', { status: 400 });
  }
  const response =
    decision.action === 'redirect'
      ? NextResponse.redirect(
          new URL(decision.location + request.nextUrl.search, request.nextUrl.origin),
          307,
        )
      : intl(request);
  const rewrite = response.headers.get('x-middleware-rewrite');
  if (isNotFoundRender(request.headers.get(NOT_FOUND_RENDER_HEADER))) {
    // The server's second rendering of a 404 (lib/shell/not-found-render.ts), in the URL's language.
    const [, first] = new URL(rewrite ?? request.url, request.url).pathname.split('/');
    const locale = isLocale(first) ? first : defaultLocale;
    return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_ROUTE}`, request.url));
  }
  if (rewrite && QUERY_PAGES.test(new URL(rewrite, request.url).pathname)) {
    response.headers.set(SHAREABLE_HEADER, '1');
  }
  if (decision.setCookie) {
    response.cookies.set(LOCALE_COOKIE, decision.setCookie, {
      maxAge: LOCALE_COOKIE_MAX_AGE,
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
  }
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
