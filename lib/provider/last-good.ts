import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The last good answer of each provider read, served while the provider fails (lib/provider/load.ts).
 * Kept in memory and, so that a restart during an outage still has them, on disk: one small JSON
 * file per read in `dir` (every instance of the site on this machine shares it, so a restarted
 * instance also finds what another one read). Written when the provider answers, read once per read
 * and process when first needed; at most `limit` reads, the oldest written going first.
 */
export type LastGoodStore = {
  has(key: string): boolean;
  get(key: string): unknown;
  /** When the provider sent the copy (ms since the epoch), 0 when this process does not know. */
  savedAt(key: string): number;
  /** A copy in memory (what a render served); `persist` also writes it (a provider's answer). */
  set(key: string, data: unknown, persist?: boolean): void;
  /** Loads the read's copy from disk into memory, if there is one and memory has none. */
  warm(key: string): Promise<void>;
  /** Resolves once every write started so far has ended (tests, shutdown). */
  flushed(): Promise<void>;
};

type Stored = { key: string; savedAt: string; data: unknown };

export function createLastGoodStore({
  dir,
  limit,
  log = () => {},
}: {
  /** Where the copies live; undefined keeps them in memory only. */
  dir: string | undefined;
  limit: number;
  log?: (message: string, error: unknown) => void;
}): LastGoodStore {
  const memory = new Map<string, unknown>();
  const saved = new Map<string, number>();
  // Reads looked for on disk by this process (found or not): each is looked for once.
  const looked = new Set<string>();
  // The digest last written per read: an answer that did not change is not written again.
  const written = new Map<string, string>();
  const writes = new Set<Promise<void>>();
  let writesSincePrune = 0;

  const fileOf = (key: string) =>
    path.join(dir!, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);

  function keep(key: string, data: unknown, at?: number) {
    memory.delete(key);
    memory.set(key, data);
    if (at !== undefined) saved.set(key, at);
    if (memory.size > limit) {
      const oldest = memory.keys().next().value as string;
      memory.delete(oldest);
      saved.delete(oldest);
    }
  }

  async function write(key: string, data: unknown) {
    const text = JSON.stringify({ key, savedAt: new Date().toISOString(), data } satisfies Stored);
    const digest = createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    if (written.get(key) === digest) return;
    written.set(key, digest);
    const file = fileOf(key);
    // Written aside and renamed: a reader (another instance) never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    await mkdir(dir!, { recursive: true });
    await writeFile(partial, text);
    await rename(partial, file);
    if (++writesSincePrune >= 50) {
      writesSincePrune = 0;
      await prune();
    }
  }

  /** Keeps the `limit` copies written last. */
  async function prune() {
    const names = (await readdir(dir!)).filter((name) => name.endsWith('.json'));
    if (names.length <= limit) return;
    const dated = await Promise.all(
      names.map(async (name) => {
        const file = path.join(dir!, name);
        return { file, at: (await stat(file).catch(() => null))?.mtimeMs ?? 0 };
      }),
    );
    dated.sort((a, b) => a.at - b.at);
    await Promise.all(dated.slice(0, names.length - limit).map(({ file }) => unlink(file)));
  }

  return {
    has: (key) => memory.has(key),
    get: (key) => memory.get(key),
    savedAt: (key) => saved.get(key) ?? 0,
    set(key, data, persist = false) {
      keep(key, data, persist ? Date.now() : undefined);
      looked.add(key);
      if (!persist || !dir) return;
      const running: Promise<void> = write(key, data)
        .catch((error: unknown) => log('last good copy not written', error))
        .finally(() => writes.delete(running));
      writes.add(running);
    },
    async warm(key) {
      if (!dir || looked.has(key)) return;
      looked.add(key);
      try {
        const stored = JSON.parse(await readFile(fileOf(key), 'utf8')) as Stored;
        // The file name is a digest: the key inside it says which read it really is.
        if (stored.key === key && !memory.has(key)) {
          keep(key, stored.data, Date.parse(stored.savedAt) || 0);
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
          log('last good copy not read', error);
        }
      }
    },
    async flushed() {
      await Promise.all([...writes]);
    },
  };
}
