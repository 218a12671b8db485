import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { sendJson, sendRaw } from './http';

export const FAULT_MODES = ['none', 'down', 'hang', '500', 'malformed', 'wrong-shape'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export const faultRequestSchema = z.object({
  mode: z.enum(FAULT_MODES),
  paths: z.array(z.string().startsWith('/')).min(1).optional(),
});

// Endpoints that answer with a list get a list of the wrong shape, the rest an object.
const LIST_PATHS = ['/v1/menus', '/v1/events/slider', '/v1/events/calendar'];

/** Test-only fault injection: makes matching requests fail the way a real provider can. */
export class Faults {
  private mode: FaultMode = 'none';
  private paths: string[] = ['/v1'];

  set(mode: FaultMode, paths: string[] = ['/v1']): void {
    this.mode = mode;
    this.paths = paths;
  }

  reset(): void {
    this.set('none');
  }

  describe(): { mode: FaultMode; paths: string[] } {
    return { mode: this.mode, paths: this.paths };
  }

  /** Answers (or deliberately does not) when a fault applies; returns false to carry on normally. */
  apply(pathname: string, req: IncomingMessage, res: ServerResponse): boolean {
    if (this.mode === 'none' || !this.paths.some((prefix) => pathname.startsWith(prefix))) {
      return false;
    }
    switch (this.mode) {
      case 'down':
        req.socket.destroy();
        return true;
      case 'hang':
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
