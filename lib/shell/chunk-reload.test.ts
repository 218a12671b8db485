import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnce } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('isChunkLoadError', () => {
  it('recognises webpack, Turbopack and native dynamic-import failures', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 123 failed.\n(error: /_next/x.js)'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(
      isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 1')),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads the first time and stores when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(storage, 1_000_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('does not reload again within 60 s, and does after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce(storage, 1_000_000, reload);
    expect(reloadOnce(storage, 1_000_000 + 59_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloadOnce(storage, 1_000_000 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a stored time in the future (clock change) or garbage as stale', () => {
    const reload = vi.fn();
    expect(reloadOnce(memoryStorage({ [CHUNK_RELOAD_KEY]: '9000000' }), 1_000, reload)).toBe(true);
    expect(reloadOnce(memoryStorage({ [CHUNK_RELOAD_KEY]: 'nope' }), 1_000, reload)).toBe(true);
  });

  it('never reloads without a working guard (it could loop)', () => {
    const reload = vi.fn();
    expect(reloadOnce(null, 1_000, reload)).toBe(false);
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnce(broken, 1_000, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
