import { CACHE_CONTROL } from '../lib/cache/policies';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson, sendRaw } from './http';

export const FAULT_MODES = [
  'none',
  'down',
  'hang',
  'trickle',
  '500',
  'malformed',
  'wrong-shape',
  'slow',
] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/** How long `slow` holds an answer back unless the request says otherwise. */
export const SLOW_DEFAULT_MS = 8000;

export const faultRequestSchema = z.object({
  mode: z.enum(FAULT_MODES),
  paths: z.array(z.string().startsWith('/')).min(1).optional(),
  /** For `slow`: how long the answer is held back. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});

// Endpoints that answer with a list get a list of the wrong shape, the rest an object.
const LIST_PATHS = ['/v1/menus', '/v1/events/slider', '/v1/events/calendar'];

const TRICKLE_EVERY_MS = 100;
const TRICKLE_FOR_MS = 10 * 60_000;

/**
 * Answers 200 at once, then one byte of whitespace (valid leading JSON) every 100 ms: never idle
 * long enough for a socket timeout, never complete (it gives up after ten minutes).
 */
function trickle(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': CACHE_CONTROL.noStore,
  });
  res.flushHeaders();
  const timer = setInterval(() => res.write(' '), TRICKLE_EVERY_MS);
  const stop = setTimeout(() => res.end('{}'), TRICKLE_FOR_MS);
  res.on('close', () => {
    clearInterval(timer);
    clearTimeout(stop);
  });
}

/**
 * Test-only fault injection: makes matching requests fail the way a real provider can. Rules are
 * keyed by prefix of the request's path and query, so parallel tests can fault different
 * resources: setting a mode for some prefixes leaves the others alone; `none` without prefixes
 * clears every rule. `slow` handles the request as usual (a form is stored) but answers only after
 * a delay, as a provider under load whose answer arrives after the site gave up.
 */
export class Faults {
  private rules = new Map<string, FaultMode>();
  private delays = new Map<string, number>();

  set(mode: FaultMode, paths?: string[], delayMs = SLOW_DEFAULT_MS): void {
    if (!paths) {
      this.rules.clear();
      this.delays.clear();
      if (mode !== 'none') this.rules.set('/v1', mode);
      if (mode === 'slow') this.delays.set('/v1', delayMs);
      return;
    }
    for (const prefix of paths) {
      this.delays.delete(prefix);
      if (mode === 'none') this.rules.delete(prefix);
      else this.rules.set(prefix, mode);
      if (mode === 'slow') this.delays.set(prefix, delayMs);
    }
  }

  reset(): void {
    this.rules.clear();
    this.delays.clear();
  }

  describe(): { rules: { prefix: string; mode: FaultMode }[] } {
    return { rules: [...this.rules].map(([prefix, mode]) => ({ prefix, mode })) };
  }

  private ruleFor(target: string): [string, FaultMode] | undefined {
    let best: [string, FaultMode] | undefined;
    for (const rule of this.rules) {
      if (target.startsWith(rule[0]) && (!best || rule[0].length > best[0].length)) best = rule;
    }
    return best;
  }

  private modeFor(target: string): FaultMode {
    return this.ruleFor(target)?.[1] ?? 'none';
  }

  /** How long the answer to this request is held back (`slow`), else 0. */
  delayFor(req: IncomingMessage, pathname: string): number {
    const rule = this.ruleFor(req.url ?? pathname);
    return rule?.[1] === 'slow' ? (this.delays.get(rule[0]) ?? SLOW_DEFAULT_MS) : 0;
  }

  /** Answers (or deliberately does not) when a fault applies; returns false to carry on normally. */
  apply(pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
    const mode = this.modeFor(req.url ?? pathname);
    if (mode === 'none' || mode === 'slow') return false;
    switch (mode) {
      case 'down':
        req.socket.destroy();
        return true;
      case 'hang':
        return true;
      case 'trickle':
        trickle(res);
        return true;
      case '500':
        sendJson(res, 500, { message: 'boom' });
        return true;
      case 'malformed':
        sendRaw(res, 200, '{"oops');
        return true;
      case 'wrong-shape':
        sendJson(res, 200, LIST_PATHS.includes(pathname) ? [{ foo: 1 }] : { unexpected: true });
        return true;
    }
  }
}
