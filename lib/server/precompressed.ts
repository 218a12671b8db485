import { CACHE_CONTROL } from '../cache/policies';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * Build files in brotli (scripts/precompress.mjs wrote `x.js.br` beside each at build time), for
 * browsers that accept it: Next compresses `/_next/static` with gzip only. Content-hashed files,
 * read once and kept (the build has a few dozen, ~0.5 MB in brotli).
 */
const STATIC = /^\/_next\/static\/((?:[\w.~-]+\/)*[\w.~-]+\.(js|css))$/;
const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
};

export function precompressedFiles(distDir: string) {
  const kept = new Map<string, Promise<Buffer | null>>();
  const read = (file: string) => {
    let body = kept.get(file);
    if (!body) {
      body = readFile(path.join(distDir, 'static', `${file}.br`)).catch(() => null);
      kept.set(file, body);
    }
    return body;
  };
  /**
   * Answers a GET or HEAD of a build file with its brotli copy when the browser accepts brotli
   * and the copy exists; false to leave the request to Next.
   */
  return async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    /** The headers every answer carries (security headers). */
    common: Record<string, string> = {},
  ): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const match = STATIC.exec((req.url ?? '').split('?')[0]!);
    if (!match || match[1]!.split('/').some((part) => part === '..' || part === '.')) return false;
    if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    const body = await read(match[1]!);
    if (!body) return false;
    for (const [name, value] of Object.entries(common)) res.setHeader(name, value);
    res.setHeader('Content-Type', TYPES[match[2]!]!);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', CACHE_CONTROL.immutable);
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
