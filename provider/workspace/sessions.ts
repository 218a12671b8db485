import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'editor_session';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
const SESSION_LIMIT = 1000;

export type EditorSession = { id: string; csrf: string; expiresAt: number };

const token = () => randomBytes(32).toString('base64url');

/** Constant-time equality of two strings (false when either is empty). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}

/** Signed-in editors, in this process's memory: a restart signs everyone out. */
export class EditorSessions {
  private readonly sessions = new Map<string, EditorSession>();

  create(now: number = Date.now()): EditorSession {
    for (const [id, session] of this.sessions) {
      if (session.expiresAt <= now) this.sessions.delete(id);
    }
    if (this.sessions.size >= SESSION_LIMIT) {
      this.sessions.delete(this.sessions.keys().next().value as string);
    }
    const session = { id: token(), csrf: token(), expiresAt: now + SESSION_TTL_MS };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session named by the request's cookie, else null. */
  of(req: IncomingMessage, now: number = Date.now()): EditorSession | null {
    const id = cookie(req, SESSION_COOKIE);
    const session = id ? this.sessions.get(id) : undefined;
    if (!session) return null;
    if (session.expiresAt <= now) {
      this.sessions.delete(session.id);
      return null;
    }
    return session;
  }

  end(session: EditorSession): void {
    this.sessions.delete(session.id);
  }
}

export function cookie(req: IncomingMessage, name: string): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

const secure = (req: IncomingMessage) => req.headers['x-forwarded-proto'] === 'https';

/** HttpOnly, SameSite=Strict, scoped to /admin; Secure behind https. */
export function sessionCookie(req: IncomingMessage, session: EditorSession): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt - Date.now()) / 1000));
  return `${SESSION_COOKIE}=${session.id}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure(req) ? '; Secure' : ''}`;
}

export function clearedSessionCookie(req: IncomingMessage): string {
  return `${SESSION_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0${secure(req) ? '; Secure' : ''}`;
}

/**
 * A state-changing request from the workspace's own pages: its Origin (browsers send one with
 * every POST, PUT and DELETE) names this host. Absent or foreign, it is refused.
 */
export function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
