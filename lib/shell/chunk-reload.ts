/** docs/product.md §4 / §8: a failed page chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk \S+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Webpack names it ChunkLoadError; Turbopack and native dynamic import only say it in the message. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object')
    return typeof error === 'string' && CHUNK_MESSAGE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads unless the last reload for a chunk failure was less than 60 s ago (or the guard cannot be
 * stored: reloading without it could loop). Returns whether it reloaded.
 */
export function reloadOnce(storage: SessionStore | null, now: number, reload: () => void): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    if (
      Number.isFinite(last) &&
      last > 0 &&
      now - last >= 0 &&
      now - last < CHUNK_RELOAD_INTERVAL_MS
    ) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The browser side: session storage when reachable (it throws in some privacy modes). */
export function reloadOnChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return reloadOnce(storage, Date.now(), () => window.location.reload());
}
