import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { logger } from '../server/log';
import { RedisUnavailable, sharedRedis, type SharedRedis } from '../redis/client';
import { onPublish, published } from './publish';

/**
 * Tag expirations shared by every instance: when a tag was last revalidated (ms since the epoch).
 *
 * A publish on one instance (lib/cache/publish.ts; this process's tier subscribes to it) writes the
 * time into a Redis hash and announces it on a channel. Every instance, the publisher included,
 * applies what it hears to its own copy and to Next's in-process tag manifest, which Next's local
 * cache (rendered pages, provider data) checks on every read, and publishes the news in its process
 * (from `elsewhere`: the page cache, the provider reads). A missed message is caught
 * up by a sync of the hash at most SYNC_MS later, and when Redis comes back from an outage.
 *
 * An entry is stale when one of its tags expired after the entry's render STARTED (its timestamp):
 * a render that started before a publish and is stored after it is never served, on any instance.
 */
export type SharedTags = {
  /** Expires tags now, here and (through Redis) on every other instance. */
  expire(tags: string[]): Promise<void>;
  /** The latest expiration of any of these tags (0: never). */
  expiration(tags: readonly string[]): number;
  /** Catches up with the shared hash (throttled to once per SYNC_MS). */
  sync(force?: boolean): Promise<void>;
};

export const SYNC_MS = 1_000;
const CHANNEL = 'publish';

type Message = { tags: string[]; at: number; from: string };

export function createSharedTags(redis: SharedRedis, now = Date.now): SharedTags {
  const log = logger();
  const hash = `${redis.prefix}tags`;
  const channel = `${redis.prefix}${CHANNEL}`;
  const known = new Map<string, number>();
  // Expirations this instance could not write while Redis was down: written when it is back.
  const unsent = new Map<string, number>();
  let lastSync = 0;
  let syncing: Promise<void> | null = null;

  /** Records an expiration here and in Next's manifest; true when it is news. */
  function apply(tag: string, at: number): boolean {
    if (at <= (known.get(tag) ?? 0)) return false;
    known.set(tag, at);
    const entry = tagsManifest.get(tag) ?? {};
    tagsManifest.set(tag, {
      ...entry,
      stale: Math.max(entry.stale ?? 0, at),
      expired: Math.max(entry.expired ?? 0, at),
    });
    return true;
  }

  const tell = (tags: string[]) => void published(tags, 'elsewhere');

  async function send(entries: Map<string, number>) {
    const fields = Object.fromEntries([...entries].map(([tag, at]) => [tag, String(at)]));
    const message: Message = {
      tags: [...entries.keys()],
      at: Math.max(...entries.values()),
      from: redis.instanceId,
    };
    await redis.run((client) =>
      client.multi().hSet(hash, fields).publish(channel, JSON.stringify(message)).exec(),
    );
  }

  redis.subscribe(channel, (raw) => {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      return;
    }
    if (!Array.isArray(message.tags) || typeof message.at !== 'number') return;
    tell(message.tags.filter((tag) => typeof tag === 'string' && apply(tag, message.at)));
  });

  redis.onRecover(() => {
    const pending = new Map(unsent);
    unsent.clear();
    if (pending.size > 0) {
      send(pending).catch(() => {
        for (const [tag, at] of pending) unsent.set(tag, Math.max(at, unsent.get(tag) ?? 0));
      });
    }
    void sharedTags.sync(true);
  });

  const sharedTags: SharedTags = {
    async expire(tags) {
      const at = now();
      // Every expiration is announced, even one a moment after the last of the same tag: Next may
      // apply one drop twice (two announcements of one publish, harmless), and a second publish
      // soon after the first must reach the others too (a window that skipped repeats left a
      // render of the first version on the other instances). This process heard it already.
      if (tags.length === 0) return;
      for (const tag of tags) apply(tag, at);
      const entries = new Map(tags.map((tag) => [tag, at]));
      try {
        await send(entries);
      } catch (error) {
        for (const [tag, time] of entries) unsent.set(tag, time);
        log.warn(
          {
            event: 'publish-local-only',
            tags,
            reason: error instanceof RedisUnavailable ? error.message : String(error),
          },
          'published on this instance only: the others hear of it when Redis is back',
        );
      }
    },
    expiration(tags) {
      let latest = 0;
      for (const tag of tags) latest = Math.max(latest, known.get(tag) ?? 0);
      return latest;
    },
    sync(force = false) {
      if (syncing) return syncing;
      if (!force && now() - lastSync < SYNC_MS) return Promise.resolve();
      lastSync = now();
      syncing = redis
        .run((client) => client.hGetAll(hash))
        .then(
          (stored) => {
            const news: string[] = [];
            for (const [tag, value] of Object.entries(stored)) {
              if (apply(tag, Number(value))) news.push(tag);
            }
            tell(news);
          },
          () => undefined,
        )
        .finally(() => {
          syncing = null;
        });
      return syncing;
    },
  };
  return sharedTags;
}

/** This process's publishes go to the other instances through `tags` (theirs come back `elsewhere`). */
export function sharePublishes(tags: SharedTags): void {
  onPublish('shared-tags', (dropped, origin) => {
    if (origin === 'here') return tags.expire([...dropped]);
  });
}

const KEY = Symbol.for('venue-site.shared-tags');

/**
 * This process's shared cache tier: the Redis connection and the tag expirations, with REDIS_URL at
 * run time, else null (everything stays in the process). Never during `next build`, whose renders
 * are Next's own. One per process, on globalThis like the connection: Next's two cache handlers
 * (dist/cache/, next.config.ts), its route bundles and the production server each bundle this module.
 */
export function sharedCache(): { redis: SharedRedis; tags: SharedTags } | null {
  // NEXT_PHASE is Next's own (set by `next build` for its workers), not a setting of the site.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  const redis = sharedRedis();
  if (!redis) return null;
  const shared = globalThis as { [KEY]?: SharedTags };
  if (!shared[KEY]) {
    shared[KEY] = createSharedTags(redis);
    sharePublishes(shared[KEY]);
  }
  return { redis, tags: shared[KEY] };
}
