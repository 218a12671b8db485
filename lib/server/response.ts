import type { ServerResponse } from 'node:http';
import { isDraining } from './lifecycle';

/**
 * proxy.ts's verdict on draft mode, on the response of a request it let draft mode's cookies
 * through for (a live grant covers its path: lib/preview/grant.ts `draftVerdict`). The server reads
 * it for the page's framing (lib/preview/framing.ts) and removes it here before the answer leaves; a
 * client cannot set it, and one sent on a request is never read.
 */
export const DRAFT_MARK_HEADER = 'x-draft-granted';

/** Next's internal headers (routing, its cache state): never sent to a visitor. */
export function isInternalHeader(name: string): boolean {
  return /^x-(?:middleware-|nextjs-)/i.test(name);
}

/** The one writeHead of an answer: sends the head as it stands (server/html.ts calls it once ready). */
export type Head = { holdHtml: boolean; send: (status: number) => ServerResponse };

/**
 * Every head Next writes through the production server (server/index.ts) goes through here:
 * Next's internal headers and the proxy's draft-mode mark removed (`x-middleware-*` always, `x-nextjs-*` except on React's payload
 * requests, whose router reads some of them, and `x-nextjs-cache` when a trusted proxy asked for
 * it), a doubled Location sent once, `Connection: close` while draining (keep-alive clients
 * reconnect elsewhere), and an HTML page's head held back for holdHtml.
 */
export function holdHead(res: ServerResponse, keep: { cacheState: boolean; router: boolean }) {
  const internal = (name: string) =>
    isInternalHeader(name) &&
    !(keep.router && /^x-nextjs-/i.test(name)) &&
    !(keep.cacheState && name.toLowerCase() === 'x-nextjs-cache');
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  const head: Head = {
    holdHtml: false,
    send(status) {
      if (isDraining()) res.setHeader('Connection', 'close');
      for (const name of res.getHeaderNames()) if (internal(name)) res.removeHeader(name);
      // proxy.ts's draft-mode verdict is for this server only (lib/preview/framing.ts).
      res.removeHeader(DRAFT_MARK_HEADER);
      // Next's redirect() in a page may set Location and then append it again (the same value): two
      // Location headers, which fetch-based clients join into one invalid "/a, /a". One is kept.
      const location = res.getHeader('location');
      if (Array.isArray(location) && location.length > 0) res.setHeader('location', location[0]!);
      return writeHead(status);
    },
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    res.statusCode = status;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
    const entries = Array.isArray(headers)
      ? Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]])
      : Object.entries(headers ?? {});
    for (const [name, value] of entries) if (value !== undefined) res.setHeader(name, value);
    if (!head.holdHtml) return head.send(res.statusCode);
    keepCachedCsp(res);
    const isHtml = String(res.getHeader('content-type') ?? '').includes('text/html');
    return isHtml ? res : head.send(res.statusCode);
  }) as typeof res.writeHead;
  return head;
}

/**
 * A 304's headers replace the cached copy's: a page's own CSP must stay with it, or a reload of a
 * cached page runs none of its inline scripts (the page never hydrates).
 */
export function keepCachedCsp(res: ServerResponse) {
  if (res.statusCode === 304 && !res.headersSent) res.removeHeader('Content-Security-Policy');
}

const toBuffer = (chunk: unknown, encoding?: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk as Uint8Array);

/**
 * An HTML answer's head and body, held until the body ends (its CSP depends on it), then handed to
 * `onHtml` with the response's own end; a second render on the same response is held again. Any
 * other answer streams through.
 */
export function holdHtml(
  res: ServerResponse,
  head: Head,
  onHtml: (html: Buffer, end: (body?: Buffer) => void) => void,
) {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let chunks: Buffer[] | null = null;
  const holding = () => {
    const html = String(res.getHeader('content-type') ?? '').includes('text/html');
    if (chunks === null && !res.headersSent && html) chunks = [];
    return chunks !== null;
  };
  head.holdHtml = true;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!holding()) return write(chunk, ...rest);
    chunks!.push(toBuffer(chunk, rest[0]));
    (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
    return true;
  }) as typeof res.write;
  res.end = ((...args: unknown[]) => {
    keepCachedCsp(res);
    if (!holding()) return end(...args);
    const [chunk, encoding] = args;
    // HEAD: Next ends with `res.end(null)`.
    if (chunk != null && typeof chunk !== 'function') chunks!.push(toBuffer(chunk, encoding));
    const html = Buffer.concat(chunks!);
    chunks = null;
    onHtml(html, (body) => end(body));
    return res;
  }) as typeof res.end;
}
