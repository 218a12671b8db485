import type { PostOutcome, ProviderPost } from '@/lib/provider/forms';
import type { SharedRedis } from '@/lib/redis/client';

/**
 * The forms' durable outbox (REDIS_URL set and Redis persisting its writes: `appendonly yes`).
 *
 * A validated submission is appended to a Redis stream under its Idempotency-Key, and the visitor
 * gets success once Redis has it. A worker on every instance (one consumer group, so each entry
 * goes to one of them) forwards entries to the provider with the same key, retries with
 * exponential backoff what fails (an entry another instance left pending is claimed with
 * XAUTOCLAIM), and parks in a dead-letter list what the provider refuses or what keeps failing.
 * The provider stores a key once per endpoint: an entry forwarded twice (a worker died between
 * the provider's answer and its acknowledgement) is stored once. `npm run submissions -- outbox`
 * lists the dead letters, `-- outbox --retry` puts them back.
 *
 * Without a persisting Redis the outbox is off and forms post synchronously, as without Redis:
 * success is never promised for a write a Redis restart could lose.
 */
export type OutboxEntry = {
  key: string;
  form: string;
  path: string;
  /** The provider body, as JSON. */
  body: string;
  clientIp: string;
  at: string;
};

export type DeadLetter = OutboxEntry & {
  id: string;
  reason: string;
  attempts: number;
  failedAt: string;
};

type Post = (
  request: ProviderPost,
  options: { clientIp?: string | null; deadlineMs: number; idempotencyKey?: string },
) => Promise<PostOutcome>;

export const OUTBOX_GROUP = 'forwarders';
/** A write may wait for Redis to append it: longer than a cache read's bound. */
const WRITE_TIMEOUT_MS = 1_000;
const POLL_MS = 250;
const CLAIM_IDLE_MS = 1_000;

export function outboxKeys(prefix: string) {
  return {
    stream: `${prefix}outbox`,
    attempts: `${prefix}outbox:attempts`,
    dead: `${prefix}outbox:dead`,
  };
}

export function backoffMs(attempt: number, maxMs: number): number {
  return Math.min(maxMs, 500 * 2 ** Math.max(0, attempt - 1));
}

export function createOutbox({
  redis,
  post,
  log,
  deadlineMs = 5_000,
  maxAttempts = 12,
  maxBackoffMs = 60_000,
  now = Date.now,
}: {
  redis: SharedRedis;
  post: Post;
  log: (fields: Record<string, unknown>, message: string) => void;
  deadlineMs?: number;
  maxAttempts?: number;
  maxBackoffMs?: number;
  now?: () => number;
}) {
  const keys = outboxKeys(redis.prefix);
  const consumer = redis.instanceId;
  let durable: { value: boolean; checkedAt: number } | undefined;
  let group = false;
  let running = false;
  let timer: NodeJS.Timeout | undefined;

  /** Whether Redis persists what it acknowledges (checked every 30 s). */
  async function isDurable(): Promise<boolean> {
    if (durable && now() - durable.checkedAt < 30_000) return durable.value;
    try {
      const config = await redis.run((client) => client.configGet('appendonly'), WRITE_TIMEOUT_MS);
      const value = config.appendonly === 'yes';
      if (!value && durable?.value !== false) {
        log(
          { event: 'outbox-off', reason: 'appendonly no' },
          'Redis does not persist its writes (appendonly no): forms post synchronously',
        );
      }
      durable = { value, checkedAt: now() };
      return value;
    } catch {
      return false;
    }
  }

  async function ensureGroup() {
    if (group) return;
    try {
      await redis.run((client) =>
        client.xGroupCreate(keys.stream, OUTBOX_GROUP, '0', { MKSTREAM: true }),
      );
    } catch (error) {
      if (!String(error).includes('BUSYGROUP')) throw error;
    }
    group = true;
  }

  const fieldsOf = (message: Record<string, string>): OutboxEntry => ({
    key: message.key ?? '',
    form: message.form ?? '',
    path: message.path ?? '',
    body: message.body ?? '{}',
    clientIp: message.clientIp ?? '',
    at: message.at ?? '',
  });

  async function settle(
    id: string,
    entry: OutboxEntry,
    dead?: { reason: string; attempts: number },
  ) {
    await redis.run((client) => {
      const batch = client.multi();
      if (dead) {
        const letter: DeadLetter = {
          ...entry,
          id,
          ...dead,
          failedAt: new Date(now()).toISOString(),
        };
        batch.rPush(keys.dead, JSON.stringify(letter));
      }
      return batch
        .xAck(keys.stream, OUTBOX_GROUP, id)
        .xDel(keys.stream, id)
        .hDel(keys.attempts, [id, `${id}:next`])
        .exec();
    });
  }

  async function deliver(id: string, entry: OutboxEntry) {
    const outcome = await post(
      { path: entry.path, body: JSON.parse(entry.body) as Record<string, unknown> },
      { clientIp: entry.clientIp || null, deadlineMs, idempotencyKey: entry.key },
    );
    if (outcome.status === 'accepted') {
      await settle(id, entry);
      log({ event: 'outbox-forwarded', form: entry.form, id }, 'form forwarded to the provider');
      return;
    }
    const attempts = Number(await redis.run((client) => client.hIncrBy(keys.attempts, id, 1)));
    const reason = outcome.status === 'failed' ? outcome.detail : outcome.status;
    // The provider refused the data itself: retrying cannot help.
    if (outcome.status === 'invalid' || attempts >= maxAttempts) {
      await settle(id, entry, { reason, attempts });
      log(
        { event: 'outbox-dead-letter', form: entry.form, id, reason, attempts },
        'form parked in the dead-letter list (npm run submissions -- outbox)',
      );
      return;
    }
    const next = now() + backoffMs(attempts, maxBackoffMs);
    await redis.run((client) => client.hSet(keys.attempts, `${id}:next`, String(next)));
    if (attempts === 1) {
      log(
        { event: 'outbox-retrying', form: entry.form, id, reason },
        'form forwarding failed: retrying',
      );
    }
  }

  async function due(id: string): Promise<boolean> {
    const next = await redis.run((client) => client.hGet(keys.attempts, `${id}:next`));
    return !next || Number(next) <= now();
  }

  /** One round: new entries, then pending ones whose backoff is over (claimed from any consumer). */
  async function round() {
    await ensureGroup();
    const fresh = await redis.run((client) =>
      client.xReadGroup(OUTBOX_GROUP, consumer, { key: keys.stream, id: '>' }, { COUNT: 20 }),
    );
    type Message = { id: string; message: Record<string, string> };
    const streams = (fresh ?? []) as unknown as Array<{ messages: Message[] }>;
    const messages = streams.flatMap((stream) => stream.messages);
    const claimed = await redis.run((client) =>
      client.xAutoClaim(keys.stream, OUTBOX_GROUP, consumer, CLAIM_IDLE_MS, '0-0', { COUNT: 20 }),
    );
    for (const message of claimed.messages) {
      if (message && (await due(message.id))) messages.push(message as unknown as Message);
    }
    await Promise.all(
      messages.map((message) =>
        deliver(message.id, fieldsOf(message.message)).catch(() => undefined),
      ),
    );
  }

  return {
    /** Appends a submission; false when it could not be written durably (post it now instead). */
    async enqueue(entry: Omit<OutboxEntry, 'at'>): Promise<boolean> {
      if (!(await isDurable())) return false;
      try {
        await redis.run(
          (client) =>
            client.xAdd(keys.stream, '*', { ...entry, at: new Date(now()).toISOString() }),
          WRITE_TIMEOUT_MS,
        );
        return true;
      } catch {
        return false;
      }
    },
    /** Starts this instance's worker (idempotent). */
    start() {
      if (running) return;
      running = true;
      const tick = async () => {
        if (!running) return;
        await round().catch(() => undefined);
        if (running) timer = setTimeout(() => void tick(), POLL_MS);
        timer?.unref();
      };
      void tick();
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    round,
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The dead letters, oldest first. */
export async function deadLetters(redis: SharedRedis): Promise<DeadLetter[]> {
  const list = await redis.run((client) => client.lRange(outboxKeys(redis.prefix).dead, 0, -1));
  return list.map((item) => JSON.parse(item) as DeadLetter);
}

/** Puts every dead letter back in the outbox (its attempts start again); returns how many. */
export async function retryDeadLetters(redis: SharedRedis): Promise<number> {
  const keys = outboxKeys(redis.prefix);
  let moved = 0;
  for (;;) {
    // Appended again before it leaves the list: a failure in between loses nothing.
    const item = await redis.run((client) => client.lIndex(keys.dead, 0));
    if (!item) return moved;
    const { key, form, path, body, clientIp } = JSON.parse(item) as DeadLetter;
    await redis.run((client) =>
      client.xAdd(keys.stream, '*', {
        key,
        form,
        path,
        body,
        clientIp,
        at: new Date().toISOString(),
      }),
    );
    await redis.run((client) => client.lPop(keys.dead));
    moved += 1;
  }
}
