import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { LRUCache } from 'next/dist/server/lib/lru-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { areTagsExpired } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deserialize, pageCacheHandler, serialize, sharedPageCache } from './page-cache-handler';
import { connectSharedRedis } from '../redis/client';
import { onPublish, type Origin } from './publish';
import { createSharedTags, sharePublishes, type SharedTags } from './tags';
import {
  hasRedis,
  noteFailures,
  startTestRedis,
  until,
  waitedForAnswer,
  type TestRedis,
} from '@/test/redis';

const PORT = 5392;

type Handler = InstanceType<ReturnType<typeof sharedPageCache>>;
type Instance = { redis: ReturnType<typeof noteFailures>; tags: SharedTags; handler: Handler };

/** A build's server folder, with its BUILD_ID beside it as `next build` leaves them. */
function buildDir(id: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'page-cache-'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'BUILD_ID'), id);
  return path.join(root, 'server');
}

function instance(url: string, serverDistDir: string): Instance {
  const redis = noteFailures(
    connectSharedRedis({ url, prefix: 'pc-test:', breaker: { halfOpenAfterMs: 200 } }),
  );
  const tags = createSharedTags(redis);
  const Handler = sharedPageCache(redis, tags);
  const handler = new Handler({
    fs: nodeFs,
    flushToDisk: false,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 1024 * 1024,
  } as unknown as ConstructorParameters<typeof Handler>[0]);
  return { redis, tags, handler };
}

/** The memory of Next's handler is one per process: emptied, the next read is another instance's. */
function otherProcess() {
  (FileSystemCache as unknown as { memoryCache?: unknown }).memoryCache = new LRUCache(
    1024 * 1024,
    () => 1,
  );
}

/** A provider read as lib/provider/load.ts's unstable_cache stores it. */
const data = (title: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify({ title }), status: 200, url: '' },
  revalidate: 3600,
});

async function store(at: Instance, key: string, title: string, tags: string[]) {
  await at.handler.set(key, data(title) as never, { fetchCache: true, tags } as never);
}

async function read(at: Instance, key: string, tags: string[]) {
  const found = (await at.handler.get(key, { kind: 'FETCH', tags, softTags: [] } as never)) as {
    value: { data: { body: string } };
  } | null;
  return found ? (JSON.parse(found.value.data.body) as { title: string }).title : null;
}

describe('entry encoding', () => {
  it('keeps Buffers and Maps of a rendered page', () => {
    const page = {
      html: '<p>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map([['/a', Buffer.from('s')]]),
    };
    const back = deserialize(serialize(page)) as typeof page;
    expect(back.rscData.toString()).toBe('rsc');
    expect(back.segmentData.get('/a')?.toString()).toBe('s');
  });
});

describe('a publish without Redis', () => {
  it("reaches this process's caches once Next's own handler has applied the drop", async () => {
    const Handler = pageCacheHandler(null);
    const handler = new Handler({
      fs: nodeFs,
      flushToDisk: false,
      serverDistDir: buildDir('local'),
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    } as unknown as ConstructorParameters<typeof Handler>[0]);
    const heard: Array<[readonly string[], Origin, boolean]> = [];
    const before = Date.now() - 1;
    onPublish('test', (tags, origin) => {
      // Heard after Next's manifest has the drop: an entry stored before it is no longer served.
      const expired = areTagsExpired([...tags], before);
      heard.push([tags, origin, expired]);
    });
    await handler.revalidateTag(['provider'], { expire: 0 });
    await handler.revalidateTag('page:en:/a');
    expect(heard).toEqual([
      [['provider'], 'here', true],
      [['page:en:/a'], 'here', true],
    ]);
  });
});

describe('with isrFlushToDisk on (next.config.ts, for the image cache)', () => {
  it('keeps pages and provider data in memory: nothing is written into the build', async () => {
    const serverDistDir = buildDir('disk');
    const Handler = pageCacheHandler(null);
    const handler = new Handler({
      fs: nodeFs,
      flushToDisk: true,
      serverDistDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    } as unknown as ConstructorParameters<typeof Handler>[0]);
    const page = {
      kind: 'APP_PAGE',
      html: '<p>',
      rscData: Buffer.from('rsc'),
      headers: {},
      status: 200,
    };
    await handler.set('/en/a', page as never, { cacheControl: { revalidate: 60 } } as never);
    await handler.set('data-key', data('a') as never, { fetchCache: true, tags: [] } as never);
    const root = path.dirname(serverDistDir);
    expect(readdirSync(root, { recursive: true }).sort()).toEqual(['BUILD_ID', 'server']);
    const found = (await handler.get('/en/a', { kind: 'APP_PAGE' } as never)) as {
      value: { html: string };
    } | null;
    expect(found?.value.html).toBe('<p>');
  });
});

describe.skipIf(!hasRedis)(
  'pages and provider data shared through Redis (real redis-server)',
  () => {
    let server: TestRedis;
    let a: Instance;
    let b: Instance;
    const build = buildDir('build-1');

    beforeAll(async () => {
      server = await startTestRedis(PORT);
      a = instance(server.url, build);
      b = instance(server.url, build);
      // A publishes (its handler's drops go through lib/cache/publish.ts to its shared tags).
      sharePublishes(a.tags);
      await until(() => a.redis.state() === 'up' && b.redis.state() === 'up');
      // Let both subscriptions settle.
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    afterAll(async () => {
      await a?.redis.close();
      await b?.redis.close();
      await server?.stop();
    });

    it('provider data one instance fetched is served by another, then from its own memory', async () => {
      await store(a, 'k1', 'from A', ['page:en:/x']);
      otherProcess();
      expect(await read(b, 'k1', ['page:en:/x'])).toBe('from A');
      await b.redis.run((client) => client.flushAll());
      expect(await read(b, 'k1', ['page:en:/x'])).toBe('from A');
    });

    it('a page one instance rendered is served by another', async () => {
      const page = {
        kind: 'APP_PAGE',
        html: '<h1>A</h1>',
        rscData: Buffer.from('rsc'),
        headers: {},
      };
      await a.handler.set('/en/a', page as never, { cacheControl: { revalidate: 3600 } } as never);
      otherProcess();
      const found = (await b.handler.get('/en/a', { kind: 'APP_PAGE' } as never)) as {
        value: { html: string };
      } | null;
      expect(found?.value.html).toBe('<h1>A</h1>');
    });

    // Its message does it: `until` reads the tags without the sync that catches up with the hash.
    it('a publish on one instance drops the data on the others by its message', async () => {
      await store(a, 'k2', 'old', ['page:en:/y']);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const published = Date.now();
      await a.handler.revalidateTag(['page:en:/y']);
      await until(() => b.tags.expiration(['page:en:/y']) >= published);
      otherProcess();
      expect(await read(b, 'k2', ['page:en:/y'])).toBeNull();
    });

    it('a second publish of the same page soon after the first reaches the others too', async () => {
      await a.handler.revalidateTag(['page:en:/twice']);
      await until(() => b.tags.expiration(['page:en:/twice']) > 0);
      // An editor publishes a quick fix: B read the first version in between.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await store(b, 'k4', 'first fix', ['page:en:/twice']);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = Date.now();
      await a.handler.revalidateTag(['page:en:/twice']);
      await until(() => b.tags.expiration(['page:en:/twice']) >= second);
      expect(await read(b, 'k4', ['page:en:/twice'])).toBeNull();
    });

    it('a new build never reads the data of an older one', async () => {
      const next = instance(server.url, buildDir('build-2'));
      await until(() => next.redis.state() === 'up');
      await store(a, 'k3', 'shaped by build 1', ['page:en:/z']);
      otherProcess();
      expect(await read(next, 'k3', ['page:en:/z'])).toBeNull();
      expect(await read(b, 'k3', ['page:en:/z'])).toBe('shaped by build 1');
      await next.redis.close();
    });

    it('catches up with a publish it missed (sync of the shared hash)', async () => {
      const at = Date.now() + 1;
      await a.redis.run((client) => client.hSet('pc-test:tags', 'page:en:/missed', String(at)));
      await b.tags.sync(true);
      expect(b.tags.expiration(['page:en:/missed'])).toBe(at);
    });

    it('with Redis down: local memory only, no call waits, and sharing resumes when it is back', async () => {
      await server.stop({ kill: true, keepDir: true });
      a.redis.failures.length = 0;
      b.redis.failures.length = 0;
      for (let i = 0; i < 5; i++) {
        await store(a, `down${i}`, `local ${i}`, ['t:down']);
        expect(await read(a, `down${i}`, ['t:down'])).toBe(`local ${i}`);
      }
      otherProcess();
      expect(await read(b, 'down0', ['t:down'])).toBeNull();
      // No call waited for the dead Redis.
      expect(waitedForAnswer([...a.redis.failures, ...b.redis.failures])).toEqual([]);
      server = await startTestRedis(PORT, { dir: server.dir });
      await until(async () => {
        await store(a, 'back', 'shared again', ['t:back']);
        otherProcess();
        return (await read(b, 'back', ['t:back'])) === 'shared again';
      }, 5_000);
    });
  },
);
