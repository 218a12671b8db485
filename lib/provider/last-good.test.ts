import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createLastGoodStore } from './last-good';

const freshDir = () => mkdtemp(path.join(tmpdir(), 'last-good-test-'));

describe('the last good copies', () => {
  it('outlive the process: a new store finds what the provider sent the old one', async () => {
    const dir = await freshDir();
    const before = createLastGoodStore({ dir, limit: 10 });
    before.set('settings tr', { phone: '+90 242 555 12 34' }, true);
    // A copy only served (not sent by the provider just now) stays in memory.
    before.set('page en /', { title: 'Home' });
    await before.flushed();

    const after = createLastGoodStore({ dir, limit: 10 });
    expect(after.has('settings tr')).toBe(false);
    await after.warm('settings tr');
    await after.warm('page en /');
    expect(after.get('settings tr')).toEqual({ phone: '+90 242 555 12 34' });
    expect(after.savedAt('settings tr')).toBeGreaterThan(Date.now() - 60_000);
    expect(after.has('page en /')).toBe(false);
  });

  it('writes an answer again only when it changed, atomically, and keeps at most `limit`', async () => {
    const dir = await freshDir();
    const store = createLastGoodStore({ dir, limit: 3 });
    store.set('a', { v: 1 }, true);
    await store.flushed();
    const [file] = await readdir(dir);
    const first = await readFile(path.join(dir, file!), 'utf8');
    store.set('a', { v: 1 }, true);
    await store.flushed();
    expect(await readFile(path.join(dir, file!), 'utf8')).toBe(first);
    store.set('a', { v: 2 }, true);
    await store.flushed();
    expect(JSON.parse(await readFile(path.join(dir, file!), 'utf8')).data).toEqual({ v: 2 });

    for (let i = 0; i < 60; i += 1) store.set(`key ${i}`, i, true);
    await store.flushed();
    const names = await readdir(dir);
    expect(names.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    // Pruned every 50 writes: never more than `limit` + what came since.
    expect(names.length).toBeLessThanOrEqual(3 + 50);
    expect(names.length).toBeLessThan(61);
  });

  it('never takes another read’s file, and a broken one is logged, not thrown', async () => {
    const dir = await freshDir();
    const log = vi.fn();
    const store = createLastGoodStore({ dir, limit: 10, log });
    store.set('settings en', { phone: '1' }, true);
    await store.flushed();
    const [file] = await readdir(dir);
    const copy = JSON.parse(await readFile(path.join(dir, file!), 'utf8'));
    await writeFile(path.join(dir, file!), JSON.stringify({ ...copy, key: 'settings ru' }));
    const other = createLastGoodStore({ dir, limit: 10, log });
    await other.warm('settings en');
    expect(other.has('settings en')).toBe(false);

    await writeFile(path.join(dir, file!), '{ not json');
    const broken = createLastGoodStore({ dir, limit: 10, log });
    await broken.warm('settings en');
    expect(broken.has('settings en')).toBe(false);
    expect(log).toHaveBeenCalledWith('last good copy not read', expect.anything());
  });

  it('stays in memory without a directory', async () => {
    const store = createLastGoodStore({ dir: undefined, limit: 2 });
    store.set('a', 1, true);
    store.set('b', 2, true);
    store.set('c', 3, true);
    await store.warm('a');
    expect([store.has('a'), store.get('b'), store.get('c')]).toEqual([false, 2, 3]);
  });
});
