// A page's answer, which Next cannot give itself: its HTML is held until it ends, then sent as
// lib/html/page.ts prepares it (start-up scripts deferred, inline scripts hashed into its CSP,
// compressed), with the status the page names (404 for the not-found page, 410 for a cancelled
// event), framed only in a preview (lib/preview/framing.ts), and kept in the page cache in front.
import { IncomingMessage, type ServerResponse } from 'node:http';
import { storableHeaders } from '../lib/cache/memory';
import { isShareable, SHAREABLE_HEADER, type PageCache } from '../lib/cache/page-cache';
import { CACHE_CONTROL, mayStore } from '../lib/cache/policies';
import {
  isErrorShell,
  notFoundPathFor,
  PAGE_STATUS_HEADER,
  pageStatusOf,
} from '../lib/html/not-found';
import { encodingFor, pagePreparer, varyFor, type PreparedPage } from '../lib/html/page';
import { isFactsUnknownShell, UNAVAILABLE_RETRY_AFTER_S } from '../lib/html/page-status';
import { unavailablePageFor } from '../lib/shell/unavailable-page';
import { previewCsp } from '../lib/preview/framing';
import type { ServerLayer } from '../lib/env';
import type { ThirdParties } from '../lib/security/headers';
import { DRAFT_MARK_HEADER, holdHtml, type Head } from '../lib/server/response';
import { logger } from '../lib/server/log';

export function htmlAnswers(
  thirdParties: ThirdParties,
  { store }: PageCache,
  flightKey: string,
  /** Bench only: layers switched off (server/index.ts). */
  off: ReadonlySet<ServerLayer> = new Set(),
) {
  const log = logger();
  const prepare = pagePreparer(thirdParties, flightKey, !off.has('defer'));

  /**
   * Page requests reach Next without Accept-Encoding, so their HTML arrives here in clear and is
   * buffered until it ends; every other answer streams through, compressed by Next.
   */
  return function answerPage(
    req: IncomingMessage,
    res: ServerResponse,
    head: Head,
    cacheKey: string | null,
    dispatch: (req: IncomingMessage) => void,
    /** A request for the page's payload (lib/html/flight.ts): the hash its HTML named. */
    flightHash?: string,
  ) {
    const generation = store.generation();
    const pageUrl = req.url ?? '/';
    // The response's own 'close' listeners (the publish notice, the request log), before Next's.
    const ownCloseListeners = new Set(res.listeners('close'));
    const encoding = encodingFor(req.headers['accept-encoding']);
    delete req.headers['accept-encoding'];
    const defaultCsp = res.getHeader('content-security-policy')!;
    let redispatched = false;
    holdHtml(res, head, (html, end) => {
      if (res.statusCode === 404 && !redispatched && isErrorShell(html.toString('utf8', 0, 200))) {
        // A route found nothing and Next drew its empty error shell (vercel/next.js#62228): the
        // same request goes, in process, to the language's cached not-found page instead.
        redispatched = true;
        // The first dispatch is over: the 'close' listeners its render added (Next's after() and
        // abort bookkeeping) are released now, not doubled by the second render on this response.
        for (const listener of res.listeners('close') as Array<() => void>) {
          if (ownCloseListeners.has(listener)) continue;
          res.off('close', listener);
          listener.call(res);
        }
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.setHeader('Content-Security-Policy', defaultCsp);
        res.statusCode = 200;
        const again = new IncomingMessage(req.socket);
        again.method = 'GET';
        again.url = notFoundPathFor(req.url ?? '/');
        again.headers = { ...req.headers };
        delete again.headers['if-none-match'];
        again.push(null);
        return dispatch(again);
      }
      if (
        res.statusCode >= 500 &&
        !redispatched &&
        isErrorShell(html.toString('utf8', 0, 200)) &&
        isFactsUnknownShell(html.toString('utf8'))
      ) {
        // A render needed the venue facts and nobody knows them: "temporarily unavailable" (503)
        // in the visitor's language rather than a page with a guessed fact, or Next's empty shell.
        redispatched = true;
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        res.setHeader('Content-Security-Policy', defaultCsp);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        void unavailablePageFor(pageUrl)
          .then((page) => send(Buffer.from(page), end))
          .catch((error: unknown) => {
            log.error({ err: error, path: pageUrl.split('?')[0] }, 'page could not be prepared');
            if (!res.headersSent) head.send(503);
            end();
          });
        return;
      }
      void send(html, end).catch((error: unknown) => {
        log.error({ err: error, path: req.url?.split('?')[0] }, 'page could not be prepared');
        if (!res.headersSent) head.send(500);
        end();
      });
    });

    const send = async (html: Buffer, end: (body?: Buffer) => void) => {
      if (res.getHeader(PAGE_STATUS_HEADER) === '404') res.statusCode = 404;
      res.removeHeader(PAGE_STATUS_HEADER);
      const named = pageStatusOf(html.toString('utf8'));
      if (res.statusCode === 200 && named === 410) res.statusCode = 410;
      // The venue facts are not known (lib/html/page-status.ts): the unavailable page says so.
      if (named === 503) {
        res.statusCode = 503;
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
      }
      // Next caches the not-found page; a cache in front must not keep a 404 (or 410) an editor
      // may publish over, nor a page that is unavailable for now.
      if ([404, 410, 503].includes(res.statusCode)) {
        res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
      }
      if (res.statusCode === 304 || html.length === 0) {
        head.send(res.statusCode);
        return end();
      }
      const etag = res.getHeader('etag');
      const { csp, body, flight } = await prepare(
        etag ? `${String(etag)}|${encoding}` : null,
        html,
        encoding,
        // A form's answer keeps its payload inline: only this POST's render holds the form's state.
        res.statusCode === 200 && req.method === 'GET' && !off.has('flight') ? pageUrl : undefined,
      );
      if (flightHash !== undefined) return sendFlight(flight, end);
      const preview = previewCsp(csp, res.getHeader(DRAFT_MARK_HEADER));
      res.removeHeader(DRAFT_MARK_HEADER);
      res.setHeader('Content-Security-Policy', preview ?? csp);
      if (preview) res.removeHeader('X-Frame-Options');
      res.setHeader('Vary', varyFor(req.url, res.getHeader('vary')));
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      const shareable = cacheKey && isShareable(res.statusCode, res.getHeaders());
      if (shareable && res.getHeader(SHAREABLE_HEADER) !== undefined) {
        // Next calls a page that reads its query private; the proxy knows it is everyone's, so the
        // service worker may keep it for offline reading (public/sw.js), revalidated on every visit.
        res.setHeader('Cache-Control', CACHE_CONTROL.revalidated);
      }
      res.removeHeader(SHAREABLE_HEADER);
      if (shareable) {
        const headers = storableHeaders(res.getHeaders());
        store.set(cacheKey, { headers, body, etag: etag ? String(etag) : undefined }, generation);
      }
      head.send(res.statusCode);
      end(body);
    };

    /**
     * The payload instead of the page: kept a year when it is the one the page's HTML named (the
     * URL holds its hash), by shared caches only when the page itself is public; never when the
     * page may not be stored either (a preview's draft) or changed since (its new payload, for this once).
     */
    const sendFlight = (flight: PreparedPage['flight'], end: (body?: Buffer) => void) => {
      const shared = isShareable(res.statusCode, res.getHeaders());
      const storable = mayStore(String(res.getHeader('cache-control') ?? ''));
      for (const name of ['etag', 'vary', 'content-security-policy', SHAREABLE_HEADER])
        res.removeHeader(name);
      if (res.statusCode !== 200 || !flight) {
        res.setHeader('Cache-Control', CACHE_CONTROL.noStore);
        res.setHeader('Content-Length', 0);
        head.send(res.statusCode === 200 ? 404 : res.statusCode);
        return end();
      }
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader(
        'Cache-Control',
        flight.hash !== flightHash || !storable
          ? CACHE_CONTROL.noStore
          : shared
            ? CACHE_CONTROL.immutable
            : CACHE_CONTROL.immutablePrivate,
      );
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', flight.body.length);
      head.send(200);
      end(flight.body);
    };
  };
}
