import { CACHE_CONTROL } from '../lib/cache/policies';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Thrown by handlers to answer with a status and a JSON body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, { message: 'Not found' });
export const badRequest = (errors: Record<string, string>) => new HttpError(400, { errors });

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  sendRaw(res, status, text, headers);
}

export function sendRaw(
  res: ServerResponse,
  status: number,
  text: string | Buffer,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': JSON_TYPE,
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': CACHE_CONTROL.noStore,
    ...headers,
  });
  res.end(text);
}

/** The client a request comes from: the first X-Forwarded-For hop, else the socket peer. */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** The peer a secret check is counted against: the socket's address (the provider trusts no proxy). */
export function peerAddress(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

/** 429 for a client over its limit of wrong secrets (lib/security/secret-attempts.ts). */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    { message: 'Too many wrong tokens' },
    { 'Retry-After': String(retryAfterSeconds) },
  );

/**
 * Reads the whole body. Beyond the limit the rest is drained and discarded so the client can
 * still read the 413; a client that keeps sending far beyond it is cut off.
 */
export function readBytes(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
      else if (size > limitBytes * 16) req.destroy();
    });
    req.on('end', () => {
      if (size > limitBytes) reject(new HttpError(413, { message: 'Payload too large' }));
      else resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
    // A destroyed or aborted request never ends: settle so nothing waits forever.
    req.on('close', () => reject(new HttpError(400, { errors: { body: 'Incomplete body' } })));
  });
}

/** The whole body as UTF-8. */
export async function readBody(req: IncomingMessage, limitBytes: number): Promise<string> {
  return (await readBytes(req, limitBytes)).toString('utf8');
}

export async function readJson(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const text = await readBody(req, limitBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest({ body: 'Malformed JSON' });
  }
}

/**
 * A query value from the query string, else from a header of the same name
 * (docs/provider-contract.md).
 */
export function param(req: IncomingMessage, query: URLSearchParams, name: string): string | null {
  const fromQuery = query.get(name);
  if (fromQuery !== null && fromQuery !== '') return fromQuery;
  const header = req.headers[name];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader ? fromHeader : null;
}
